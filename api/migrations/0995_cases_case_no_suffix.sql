-- The top bar finds a case by the last digits of its number ('0123' for MUM/2526/000123): a
-- prefix of the reversed number, read from this index (a LIKE '%0123' would scan every case).
CREATE INDEX cases_case_no_reversed_idx ON cases (reverse(case_no) text_pattern_ops);
