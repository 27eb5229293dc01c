-- 0912_cases_series_received_index: the cases of one number series in received order, so a search
-- for whole series ('MUM/2526/', 'MUM/') reads the newest (or oldest) few of each series instead
-- of every match: an older series lies at the far end of newest-first, and fetching its 116,000
-- cases to sort them took 150-170 ms at 1M cases on both databases (budget 50).
CREATE INDEX cases_series_received_idx ON cases (case_no_series(case_no), received_at, id);
