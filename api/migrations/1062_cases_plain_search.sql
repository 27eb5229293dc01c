-- Issue 32 point 1: the case lists page by keyset (kit/seek.ts) and search with one plain
-- statement, so the kept counts and word lists that fed their hand-made strategies go, with the
-- triggers that kept them on every case write (a status move no longer updates case_counts).
-- The case list's search reads the stored lexemes (1058) through their own GIN index, and a row
-- is tested on a walk of the sort's index without parsing its text. It takes entries at once, as
-- the expression index does (0914). That one stays: the bank API's case resource is a kit resource,
-- and the kit checks at start for the GIN index of its searchable columns' expression (dropped, a
-- server on 1M cases rebuilt it at start and PostgreSQL's start timed out). A search for one
-- whole number series reads that series in received order from its own index (0912), kept.
CREATE INDEX cases_search_vector_idx ON cases USING gin (search_vector) WITH (fastupdate = off);

-- What follows drops the machinery of 0105, 0901, 0905 and 0913 from a database migrated before
-- this file. Those files are gone (0905 keeps what stays), so a new database has none of it: each
-- drop is IF EXISTS.
DROP TRIGGER IF EXISTS case_counts_after_write ON cases;
DROP TRIGGER IF EXISTS case_counts_truncated ON cases;
DROP FUNCTION IF EXISTS case_counts_after_write();
DROP FUNCTION IF EXISTS case_counts_truncated();
DROP FUNCTION IF EXISTS case_counts_rebuild();
DROP FUNCTION IF EXISTS case_count_keys(cases);
DROP FUNCTION IF EXISTS case_count_day(timestamptz);
DROP TABLE IF EXISTS case_counts;

DROP TRIGGER IF EXISTS case_no_groups_ins ON cases;
DROP TRIGGER IF EXISTS case_no_groups_del ON cases;
DROP TRIGGER IF EXISTS case_no_groups_upd ON cases;
DROP TRIGGER IF EXISTS case_no_groups_trunc ON cases;
DROP FUNCTION IF EXISTS case_no_groups_inserted();
DROP FUNCTION IF EXISTS case_no_groups_deleted();
DROP FUNCTION IF EXISTS case_no_groups_renumbered();
DROP FUNCTION IF EXISTS case_no_groups_truncated();
DROP FUNCTION IF EXISTS case_no_groups_rebuild();
DROP TABLE IF EXISTS case_no_groups;

DROP TRIGGER IF EXISTS case_words_ins ON cases;
DROP TRIGGER IF EXISTS case_words_del ON cases;
DROP TRIGGER IF EXISTS case_words_upd ON cases;
DROP TRIGGER IF EXISTS case_words_trunc ON cases;
DROP FUNCTION IF EXISTS case_words_inserted();
DROP FUNCTION IF EXISTS case_words_deleted();
DROP FUNCTION IF EXISTS case_words_changed();
DROP FUNCTION IF EXISTS case_words_truncated();
DROP FUNCTION IF EXISTS case_words_rebuild();
DROP FUNCTION IF EXISTS case_words_of(text, text, text, text);
DROP TABLE IF EXISTS case_words;

-- The kit's rows per day (0105) served the same deep pages, for the lists whose default sort was
-- `keptDays`; keyset paging needs none of it. Each tracked table's triggers go first.
DO $$
DECLARE t text;
BEGIN
  IF to_regclass('kit_day_tracks') IS NULL THEN RETURN; END IF;
  FOR t IN SELECT table_name FROM kit_day_tracks LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_days_ins', t);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_days_upd', t);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_days_del', t);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_days_trunc', t);
  END LOOP;
END $$;
DROP FUNCTION IF EXISTS kit_track_days(text, text);
DROP FUNCTION IF EXISTS kit_days_recount(text);
DROP FUNCTION IF EXISTS kit_days_changed();
DROP FUNCTION IF EXISTS kit_days_truncated();
DROP TABLE IF EXISTS kit_day_counts;
DROP TABLE IF EXISTS kit_day_tracks;

-- A bank reference searched as a case number ('HL/2026/7014' OR'ed with the number's prefix): with
-- no statistics of lower(bank_ref_no) the planner took one exact reference for 5,000 cases and
-- walked the whole received order for it (1.7 s at 1M cases); with them, it reads the two indexes.
CREATE STATISTICS cases_bank_ref_lower_stats ON (lower(bank_ref_no)) FROM cases;
ANALYZE cases;
