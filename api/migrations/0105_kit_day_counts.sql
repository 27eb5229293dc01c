-- 0105_kit_day_counts: rows per day of a list's date sort column, kept by statement triggers, for
-- lists of hundreds of thousands of rows (a description's `defaultSort.keptDays`). A deep page of
-- the default order then starts at the edge of the day that holds it and skips only within that
-- day, instead of walking every index entry before it (1.1 million market sales, a page a third of
-- the way in: 137 ms of index walk on the embedded database). The kit joins a table at start-up
-- with `SELECT kit_track_days('table', 'column')` (one column per table); a timestamp counts by its
-- UTC day (any fixed bucketing serves the seek, and the list's bound uses the same one).
CREATE TABLE kit_day_tracks (
  table_name  text PRIMARY KEY,
  column_name text NOT NULL,
  -- The day of a row, as SQL over the table's columns.
  day_of      text NOT NULL
);

CREATE TABLE kit_day_counts (
  table_name text NOT NULL,
  day        date NOT NULL,
  n          bigint NOT NULL,
  PRIMARY KEY (table_name, day)
);

-- TG_ARGV[0]: the day expression, over a transition table's rows.
CREATE FUNCTION kit_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('INSERT INTO kit_day_counts AS k (table_name, day, n)
      SELECT %L, d, -count(*) FROM (SELECT %s AS d FROM old_rows) x GROUP BY d
      ON CONFLICT (table_name, day) DO UPDATE SET n = k.n + EXCLUDED.n', TG_TABLE_NAME, TG_ARGV[0]);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    EXECUTE format('INSERT INTO kit_day_counts AS k (table_name, day, n)
      SELECT %L, d, count(*) FROM (SELECT %s AS d FROM new_rows) x GROUP BY d
      ON CONFLICT (table_name, day) DO UPDATE SET n = k.n + EXCLUDED.n', TG_TABLE_NAME, TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION kit_days_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM kit_day_counts WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;

-- Counts a tracked table again (after a bulk load that ran with its triggers off).
CREATE FUNCTION kit_days_recount(tbl text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  expr text;
BEGIN
  SELECT day_of INTO expr FROM kit_day_tracks WHERE table_name = tbl;
  IF expr IS NULL THEN
    RETURN;
  END IF;
  DELETE FROM kit_day_counts WHERE table_name = tbl;
  EXECUTE format('INSERT INTO kit_day_counts (table_name, day, n) SELECT %L, %s, count(*) FROM %I GROUP BY 2', tbl, expr, tbl);
END $$;

-- A NOT NULL date or timestamp column only: a NULL sorts apart from every day.
CREATE FUNCTION kit_track_days(tbl text, col text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  kind text;
  expr text;
BEGIN
  SELECT data_type INTO kind FROM information_schema.columns
   WHERE table_schema = 'public' AND table_name = tbl AND column_name = col AND is_nullable = 'NO';
  IF kind = 'date' THEN
    expr := quote_ident(col);
  ELSIF kind LIKE 'timestamp%' THEN
    expr := format('(%I AT TIME ZONE ''UTC'')::date', col);
  ELSE
    RAISE EXCEPTION 'kit_track_days: %.% is not a NOT NULL date or timestamp column', tbl, col;
  END IF;
  INSERT INTO kit_day_tracks (table_name, column_name, day_of) VALUES (tbl, col, expr);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kit_days_changed(%L)', tbl || '_days_ins', tbl, expr);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kit_days_changed(%L)', tbl || '_days_upd', tbl, expr);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kit_days_changed(%L)', tbl || '_days_del', tbl, expr);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION kit_days_truncated()', tbl || '_days_trunc', tbl);
  PERFORM kit_days_recount(tbl);
END $$;
