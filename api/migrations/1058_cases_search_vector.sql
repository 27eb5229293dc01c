-- Issue 27: each case's search document as stored lexemes, worked out by the database on every
-- write from the same expression as cases_search_idx (0210), so the two cannot disagree.
-- The GIN index finds a word's cases; this column tests one case without parsing its text. A
-- search whose matches are dense in a bank's (or branch's) cases is counted and paged by walking
-- that list's own index in received order (list-search.ts): one letter in the largest bank's
-- 151,583 cases at 1M reads ~15,000 of them to count 5,001 matches, ~1 us each this way against
-- ~13 us parsing each (and ~100 ms for the index to gather every word starting with the letter).
-- Adding it rewrites the table once (about a minute at 1M cases on PostgreSQL). Answers leave it
-- out (cases/read.ts).
-- Its cost: ~180 bytes a case (the table 463 -> 651 MB at 1M), so a plan that ANDs a bitmap of a
-- wide window of cases reads more heap pages: the deepest searched staff page benched, 'Suresh'
-- page 150, went 30 -> 46 ms p50 on PostgreSQL (A/B of the same code on the table with and without
-- it); the other case lists and searches measured the same. Positions are kept (strip() saved 49
-- bytes a case and none of that time), so every query form matches exactly as the index does.
ALTER TABLE cases ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig,
  coalesce(case_no, '') || ' ' || coalesce(applicant_name, '') || ' ' || coalesce(bank_ref_no, '') || ' ' || coalesce(property_address, ''))) STORED;
-- Its statistics now, not at the next analyse: the list's choice of the walk reads its estimates.
ANALYZE cases (search_vector);
