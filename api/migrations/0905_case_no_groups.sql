-- 0905_case_no_groups: cases per number series (a case number without its serial, 'MUM/2526/'),
-- kept by triggers, so a deep page of the case list in case-number order starts at the series that
-- holds it and skips only within it (~20,000 cases) instead of walking every index entry before it
-- (at 1M cases the middle page took 56-60 ms p50 on both databases, budget 50). The order is
-- byte-wise (COLLATE "C"), so a series is one contiguous run of the order whatever the database's
-- collation, and series sort as their prefixes do.
CREATE TABLE case_no_groups (
  prefix text COLLATE "C" PRIMARY KEY,
  n      bigint NOT NULL
);

-- The series of a number: up to and including its last '/' ('' when it has none).
CREATE FUNCTION case_no_series(no text) RETURNS text IMMUTABLE LANGUAGE sql AS $$
  SELECT coalesce(substring(no FROM '^(.*/)'), '') COLLATE "C"
$$;

CREATE FUNCTION case_no_groups_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_no_groups AS g (prefix, n) SELECT case_no_series(case_no), count(*) FROM new_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT (prefix) DO UPDATE SET n = g.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE FUNCTION case_no_groups_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE case_no_groups g SET n = g.n - d.n
  FROM (SELECT case_no_series(case_no) AS prefix, count(*) AS n FROM old_rows GROUP BY 1) d WHERE g.prefix = d.prefix;
  RETURN NULL;
END $$;

-- A number is given once; changing one (never done by the suite) moves it between series.
CREATE FUNCTION case_no_groups_renumbered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE case_no_groups SET n = n - 1 WHERE prefix = case_no_series(OLD.case_no);
  INSERT INTO case_no_groups AS g (prefix, n) VALUES (case_no_series(NEW.case_no), 1)
  ON CONFLICT (prefix) DO UPDATE SET n = g.n + 1;
  RETURN NULL;
END $$;

CREATE FUNCTION case_no_groups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM case_no_groups;
  INSERT INTO case_no_groups (prefix, n) SELECT case_no_series(case_no), count(*) FROM cases GROUP BY 1;
END $$;

CREATE FUNCTION case_no_groups_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM case_no_groups;
  RETURN NULL;
END $$;

CREATE TRIGGER case_no_groups_ins AFTER INSERT ON cases REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION case_no_groups_inserted();
CREATE TRIGGER case_no_groups_del AFTER DELETE ON cases REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION case_no_groups_deleted();
CREATE TRIGGER case_no_groups_upd AFTER UPDATE OF case_no ON cases
  FOR EACH ROW WHEN (OLD.case_no IS DISTINCT FROM NEW.case_no) EXECUTE FUNCTION case_no_groups_renumbered();
CREATE TRIGGER case_no_groups_trunc AFTER TRUNCATE ON cases FOR EACH STATEMENT EXECUTE FUNCTION case_no_groups_truncated();

SELECT case_no_groups_rebuild();

-- The list's case-number order is byte-wise (see above): its index too.
DROP INDEX cases_list_case_no_idx;
CREATE INDEX cases_list_case_no_idx ON cases ((case_no COLLATE "C"), id);
