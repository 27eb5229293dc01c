-- 0911_unbilled_totals: the unbilled list's total and fee sum, kept as cases move instead of counted
-- on every request. Counting read every unbilled case's index entry (4,830 at 100,000 cases, about
-- 48,000 at a million: more than the list's 50 ms budget on its own). Kept for the whole list and
-- per bank, bank branch and site engineer (the list's usual filters); any other filter still counts.
CREATE TABLE unbilled_totals (
  dim text NOT NULL CHECK (dim IN ('all', 'bank', 'bank_branch', 'engineer')),
  key integer NOT NULL,
  n   bigint NOT NULL,
  fee numeric(16,2) NOT NULL,
  PRIMARY KEY (dim, key)
);

-- The rows a case adds to, when it is on the unbilled list (the list's own rule, unbilled.ts).
CREATE FUNCTION unbilled_keys(c cases) RETURNS TABLE (dim text, key integer, fee numeric)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT d.dim, d.key, c.fee FROM (VALUES
    ('all', 0), ('bank', c.bank_id), ('bank_branch', c.bank_branch_id), ('engineer', c.site_engineer_id)) AS d (dim, key)
  WHERE d.key IS NOT NULL AND c.billing_status = 'UNBILLED' AND c.released_at IS NOT NULL AND c.status <> 'CANCELLED'
    AND c.fee IS NOT NULL
$$;

CREATE FUNCTION unbilled_totals_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most case writes (a report edited, a visit logged) change nothing the list counts.
  IF TG_OP = 'UPDATE' AND OLD.billing_status = NEW.billing_status AND OLD.released_at IS NOT DISTINCT FROM NEW.released_at
     AND OLD.status = NEW.status AND OLD.fee IS NOT DISTINCT FROM NEW.fee AND OLD.bank_id = NEW.bank_id
     AND OLD.bank_branch_id = NEW.bank_branch_id AND OLD.site_engineer_id IS NOT DISTINCT FROM NEW.site_engineer_id THEN
    RETURN NULL;
  END IF;
  INSERT INTO unbilled_totals AS t (dim, key, n, fee)
  SELECT k.dim, k.key, sum(k.d), sum(k.d * k.fee) FROM (
    SELECT o.*, -1 AS d FROM unbilled_keys(OLD) o WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT w.*, 1 AS d FROM unbilled_keys(NEW) w WHERE TG_OP <> 'DELETE'
  ) k GROUP BY 1, 2 HAVING sum(k.d) <> 0 OR sum(k.d * k.fee) <> 0
  -- one order for every writer, so two transactions never wait on each other's rows crosswise
  ORDER BY 1, 2
  ON CONFLICT (dim, key) DO UPDATE SET n = t.n + excluded.n, fee = t.fee + excluded.fee;
  RETURN NULL;
END $$;

CREATE FUNCTION unbilled_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE unbilled_totals;
  RETURN NULL;
END $$;

-- From the cases themselves: after a bulk load that ran with the triggers off (the seed).
CREATE FUNCTION unbilled_totals_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE unbilled_totals;
  INSERT INTO unbilled_totals (dim, key, n, fee)
  SELECT k.dim, k.key, count(*), sum(k.fee) FROM cases c CROSS JOIN LATERAL unbilled_keys(c) k
  -- the list's rule again, so the unbilled cases are read through its partial index, not all cases
  WHERE c.billing_status = 'UNBILLED' AND c.released_at IS NOT NULL AND c.status <> 'CANCELLED' AND c.fee IS NOT NULL
  GROUP BY 1, 2;
END $$;

CREATE TRIGGER unbilled_totals_after_write AFTER INSERT OR UPDATE OR DELETE ON cases
  FOR EACH ROW EXECUTE FUNCTION unbilled_totals_after_write();
CREATE TRIGGER unbilled_totals_truncated AFTER TRUNCATE ON cases
  FOR EACH STATEMENT EXECUTE FUNCTION unbilled_totals_truncated();
SELECT unbilled_totals_rebuild();
