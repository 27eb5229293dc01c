-- 0914_cases_search_without_pending: the case search index (0210) takes each new entry at once.
-- By default a GIN index gathers new entries in a pending list, merged into the index by VACUUM,
-- autovacuum or when the list reaches 4 MB, and every search reads the whole list first. Each
-- status move writes a new version of the case row (its status is indexed), so its search entries
-- go to the list too: after ~60 moves of each of a few bench runs (978 entries, 30 pages) 'suresh'
-- spent 14 ms in the index on PostgreSQL instead of ~3. The embedded database runs no autovacuum
-- and its ANALYZE does not merge the list, so the list would grow to 4 MB and a move would then pay
-- for merging it. Without the list, each move adds its ~15 words to the index directly.
ALTER INDEX cases_search_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('cases_search_idx'::regclass);
