-- 0901_case_counts: how many cases each list holds, kept by a trigger, so a list's total is a sum
-- over a few rows instead of a count over up to a million. One row per status and per value of one
-- dimension: 'all' (key 0), 'bank', 'bank_branch', 'office' (company branch), 'engineer' (site
-- engineer) and 'day' (received, IST day number since 1970-01-01). A list filtered by at most one
-- of these (plus statuses) answers its total from here; any other list counts its rows.
CREATE TABLE case_counts (
  dim    text NOT NULL CHECK (dim IN ('all', 'bank', 'bank_branch', 'office', 'engineer', 'day')),
  key    integer NOT NULL,
  status text NOT NULL,
  n      bigint NOT NULL,
  PRIMARY KEY (dim, key, status)
);

CREATE FUNCTION case_count_day(at timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ((at AT TIME ZONE 'Asia/Kolkata')::date - DATE '1970-01-01') $$;

-- The rows one case counts in, as (dim, key, status).
CREATE FUNCTION case_count_keys(c cases) RETURNS TABLE (dim text, key integer, status text)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT d.dim, d.key, c.status FROM (VALUES
    ('all', 0), ('bank', c.bank_id), ('bank_branch', c.bank_branch_id), ('office', c.company_branch_id),
    ('engineer', c.site_engineer_id), ('day', case_count_day(c.received_at))) AS d (dim, key)
  WHERE d.key IS NOT NULL
$$;

CREATE FUNCTION case_counts_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.bank_id = NEW.bank_id AND OLD.bank_branch_id = NEW.bank_branch_id
     AND OLD.company_branch_id = NEW.company_branch_id AND OLD.site_engineer_id IS NOT DISTINCT FROM NEW.site_engineer_id
     AND OLD.received_at = NEW.received_at THEN
    RETURN NULL;
  END IF;
  INSERT INTO case_counts AS cc (dim, key, status, n)
  SELECT k.dim, k.key, k.status, sum(k.d) FROM (
    SELECT o.*, -1 AS d FROM case_count_keys(OLD) o WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT w.*, 1 AS d FROM case_count_keys(NEW) w WHERE TG_OP <> 'DELETE'
  ) k GROUP BY 1, 2, 3 HAVING sum(k.d) <> 0
  -- one order for every writer, so two moves never wait on each other's rows crosswise
  ORDER BY 1, 2, 3
  ON CONFLICT (dim, key, status) DO UPDATE SET n = cc.n + excluded.n;
  RETURN NULL;
END $$;

CREATE FUNCTION case_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE case_counts;
  RETURN NULL;
END $$;

-- From the cases themselves: after a bulk load that ran with the triggers off (the seed).
CREATE FUNCTION case_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE case_counts;
  INSERT INTO case_counts (dim, key, status, n)
  SELECT 'all', 0, status, count(*) FROM cases GROUP BY status
  UNION ALL SELECT 'bank', bank_id, status, count(*) FROM cases GROUP BY bank_id, status
  UNION ALL SELECT 'bank_branch', bank_branch_id, status, count(*) FROM cases GROUP BY bank_branch_id, status
  UNION ALL SELECT 'office', company_branch_id, status, count(*) FROM cases GROUP BY company_branch_id, status
  UNION ALL SELECT 'engineer', site_engineer_id, status, count(*) FROM cases WHERE site_engineer_id IS NOT NULL
    GROUP BY site_engineer_id, status
  UNION ALL SELECT 'day', case_count_day(received_at), status, count(*) FROM cases GROUP BY 2, status;
END $$;

CREATE TRIGGER case_counts_after_write AFTER INSERT OR UPDATE OR DELETE ON cases
  FOR EACH ROW EXECUTE FUNCTION case_counts_after_write();
CREATE TRIGGER case_counts_truncated AFTER TRUNCATE ON cases
  FOR EACH STATEMENT EXECUTE FUNCTION case_counts_truncated();
SELECT case_counts_rebuild();
