-- 0104_kit_row_counts: exact row counts kept by statement triggers, so an unfiltered list answers
-- its `total` without counting 100,000 rows on every page (a full count(*) scans the whole table).
-- A table joins with `SELECT kit_track_count('table_name');` in its own migration.
CREATE TABLE kit_row_counts (
  table_name text PRIMARY KEY,
  n          bigint NOT NULL
);

CREATE FUNCTION kit_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE kit_row_counts SET n = n + (SELECT count(*) FROM inserted_rows) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;

CREATE FUNCTION kit_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE kit_row_counts SET n = n - (SELECT count(*) FROM deleted_rows) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;

-- TRUNCATE bypasses row triggers: recount.
CREATE FUNCTION kit_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE kit_row_counts SET n = 0 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;

CREATE FUNCTION kit_track_count(tbl text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION kit_count_inserted()', tbl || '_count_ins', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION kit_count_deleted()', tbl || '_count_del', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION kit_count_truncated()', tbl || '_count_trunc', tbl);
  EXECUTE format('INSERT INTO kit_row_counts (table_name, n) SELECT %L, count(*) FROM %I', tbl, tbl);
END $$;

SELECT kit_track_count('users');
SELECT kit_track_count('tasks');
SELECT kit_track_count('users_dummy');
SELECT kit_track_count('company_branches');
SELECT kit_track_count('dispatch_hard_copies');
