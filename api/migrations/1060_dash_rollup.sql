-- 1060_dash_rollup: the dashboards read one rollup, and a case write adds one statement to it.
--
-- Before: eight summary tables (0201), each written at 12 levels, two of them also under a
-- firm-wide row, by up to ten statements per case write: about a hundred upserts per status move,
-- with every concurrent writer queueing on the same firm-wide rows.
--
-- Now:
-- * A case or bill write appends its facts to dash_delta in ONE insert (a status move: the case
--   leaves one status and enters another, one stage event, one staff action: 4 or 5 rows). Plain
--   inserts, no upsert: writers never wait for each other.
-- * dash_fold() moves the pending facts into dash_rollup (the API runs it every few seconds, see
--   modules/dashboard/fold.ts), adding them at the 12 levels of 0201: a level-L row (0..10) covers
--   the 2^L days from `bucket`, level -1 the calendar month from `bucket`.
-- * The dashboards sum dash_rollup over a range's aligned blocks plus the range's pending facts,
--   in one statement: every figure is exact at every moment, before or after a fold.
-- * Each fact is defined once, by dash_case_facts and dash_change + dash_event_facts (and
--   dash_add_revenue for bills): the triggers, a deletion's take-back and dash_rebuild() all call them.
--
-- Facts (id, key) and their measures:
--   intake   (0, status now)           n cases received on the day, amount their fee
--   pincode  (0, pincode or '')        n cases received
--   city     (0, city or '')           n cases received
--   received (bank, '')                n cases received, amount their fee
--   event    (0, to status)            n stage events on the day, seconds spent in the stage left, part = events timed
--   visit    (engineer, '')            n site visits, seconds from allocation
--   staff    (user, to status)         n office actions (status changes by a person, site visits aside)
--   actor    (user, '')                n the same actions, all statuses together
--   released (bank, '')                n releases, seconds from receipt, part = released within TAT
--   revenue  (engineer, pincode)       n bill lines issued, amount their fee + expenses

-- dash_rollup: a database migrated before 0201 was trimmed has it; a new one never had it.
DROP FUNCTION IF EXISTS dash_rollup(text, text, text);
DROP FUNCTION dash_event_delta(cases, text, integer, timestamptz, integer, integer);
DROP FUNCTION dash_add_intake(date, integer, text, integer, numeric);
DROP FUNCTION dash_add_place(date, integer, text, text, integer);
DROP FUNCTION dash_add_bank(date, integer, integer, integer, numeric, integer, integer, bigint);
DROP FUNCTION dash_add_event(date, integer, text, integer, bigint, integer);
DROP FUNCTION dash_add_staff(date, integer, integer, text, integer);
DROP FUNCTION dash_add_visit(date, integer, integer, integer, bigint);
DROP TABLE dash_intake, dash_pincode, dash_city, dash_bank, dash_event, dash_staff, dash_visit, dash_revenue;

CREATE TABLE dash_rollup (
  fact text NOT NULL,
  lvl smallint NOT NULL,
  bucket integer NOT NULL,
  company_branch_id integer NOT NULL,
  id integer NOT NULL DEFAULT 0,
  key text NOT NULL DEFAULT '',
  n integer NOT NULL DEFAULT 0,
  amount numeric(16,2) NOT NULL DEFAULT 0,
  seconds bigint NOT NULL DEFAULT 0,
  part integer NOT NULL DEFAULT 0,
  PRIMARY KEY (fact, lvl, bucket, company_branch_id, id, key)
);

-- Facts not yet folded, by day (days since 1970-01-01). Small: the fold empties it every few seconds.
CREATE TABLE dash_delta (
  fact text NOT NULL,
  day integer NOT NULL,
  company_branch_id integer NOT NULL,
  id integer NOT NULL DEFAULT 0,
  key text NOT NULL DEFAULT '',
  n integer NOT NULL DEFAULT 0,
  amount numeric(16,2) NOT NULL DEFAULT 0,
  seconds bigint NOT NULL DEFAULT 0,
  part integer NOT NULL DEFAULT 0
);

-- The facts of a case as received (sign 1) or taken back (sign -1).
CREATE FUNCTION dash_case_facts(c cases, sign integer)
RETURNS TABLE (fact text, day integer, company_branch_id integer, id integer, key text, n integer, amount numeric,
               seconds bigint, part integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT f.fact, dash_dayno(biz_day(c.received_at)), c.company_branch_id, f.id, f.key, sign, sign * f.amount, 0::bigint, 0
  FROM (VALUES ('intake', 0, c.status, coalesce(c.fee, 0)),
               ('pincode', 0, coalesce(c.pincode, ''), 0),
               ('city', 0, coalesce(c.city, ''), 0),
               ('received', c.bank_id, '', coalesce(c.fee, 0))) f(fact, id, key, amount)
$$;

-- What one status change of case c (a history row) counts (sign 1) or takes back (-1): the keys and
-- measures its facts are made of. The facts are linear in the measures, so many changes with the
-- same keys can be summed first (dash_rebuild does).
CREATE FUNCTION dash_change(c cases, to_st text, by_user integer, at timestamptz, secs integer, sign integer)
RETURNS TABLE (day integer, branch integer, status text, actor integer, engineer integer, bank integer, n integer,
               seconds bigint, timed integer, in_tat integer, tat bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT dash_dayno(biz_day(at)), c.company_branch_id, to_st, by_user,
         CASE WHEN to_st = 'SITE_VISIT' THEN c.site_engineer_id END,
         CASE WHEN to_st = 'RELEASED' THEN c.bank_id END,
         sign, sign * coalesce(secs, 0)::bigint, sign * (secs IS NOT NULL)::int,
         CASE WHEN to_st = 'RELEASED' THEN sign * (c.tat_due_at IS NOT NULL AND at <= c.tat_due_at)::int ELSE 0 END,
         CASE WHEN to_st = 'RELEASED' THEN sign * greatest(0, extract(epoch FROM at - c.received_at))::bigint ELSE 0 END
$$;

-- The facts of status changes with the same keys (one change, or a sum of them).
CREATE FUNCTION dash_event_facts(d integer, cb integer, st text, usr integer, eng integer, bnk integer, cnt integer,
                                 secs bigint, timed_cnt integer, in_tat_cnt integer, tat_secs bigint)
RETURNS TABLE (fact text, day integer, company_branch_id integer, id integer, key text, n integer, amount numeric,
               seconds bigint, part integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT f.fact, d, cb, f.id, f.key, cnt, 0::numeric, f.seconds, f.part
  FROM (VALUES
    ('event', 0, st, secs, timed_cnt, true),
    ('visit', coalesce(usr, eng, 0), '', secs, 0, st = 'SITE_VISIT'),
    ('staff', usr, st, 0::bigint, 0, st <> 'SITE_VISIT' AND usr IS NOT NULL),
    ('actor', usr, '', 0::bigint, 0, st <> 'SITE_VISIT' AND usr IS NOT NULL),
    ('released', bnk, '', tat_secs, in_tat_cnt, st = 'RELEASED')
  ) f(fact, id, key, seconds, part, counted)
  WHERE f.counted
$$;

CREATE OR REPLACE FUNCTION cases_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  by_user integer;
  secs integer;
  moved boolean := TG_OP = 'INSERT' OR OLD.status <> NEW.status
                   OR OLD.status_changed_at IS DISTINCT FROM NEW.status_changed_at;
BEGIN
  IF TG_OP = 'INSERT' THEN
    by_user := coalesce(NEW.status_changed_by, NEW.created_by);
    INSERT INTO case_status_history (case_id, from_status, to_status, changed_by, changed_at, comment, to_level)
    VALUES (NEW.id, NULL, NEW.status, by_user, NEW.status_changed_at, NEW.status_comment, NEW.review_level);
  ELSIF moved THEN
    by_user := NEW.status_changed_by;
    secs := greatest(0, least(2000000000, extract(epoch FROM NEW.status_changed_at - OLD.status_changed_at)))::int;
    INSERT INTO case_status_history (case_id, from_status, to_status, changed_by, changed_at, comment, seconds_in_from,
                                     from_level, to_level)
    VALUES (NEW.id, OLD.status, NEW.status, NEW.status_changed_by, NEW.status_changed_at, NEW.status_comment, secs,
            OLD.review_level, NEW.review_level);
  END IF;
  -- The one dashboard statement of this write.
  INSERT INTO dash_delta (fact, day, company_branch_id, id, key, n, amount, seconds, part)
  SELECT f.fact, f.day, f.company_branch_id, f.id, f.key, sum(f.n), sum(f.amount), sum(f.seconds), sum(f.part)
  FROM (
    SELECT * FROM dash_case_facts(NEW, 1)
    UNION ALL SELECT * FROM dash_case_facts(OLD, -1) WHERE TG_OP = 'UPDATE'
    UNION ALL
    SELECT ef.* FROM dash_change(NEW, NEW.status, by_user, NEW.status_changed_at, secs, 1) ch,
           LATERAL dash_event_facts(ch.day, ch.branch, ch.status, ch.actor, ch.engineer, ch.bank, ch.n, ch.seconds, ch.timed, ch.in_tat, ch.tat) ef
    WHERE moved
  ) f
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(f.n) <> 0 OR sum(f.amount) <> 0 OR sum(f.seconds) <> 0 OR sum(f.part) <> 0;
  RETURN NULL;
END $$;

-- Before the history rows go (ON DELETE CASCADE), take the case and its changes out of the sums.
CREATE OR REPLACE FUNCTION cases_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dash_delta (fact, day, company_branch_id, id, key, n, amount, seconds, part)
  SELECT * FROM dash_case_facts(OLD, -1)
  UNION ALL
  SELECT ef.* FROM case_status_history h,
         LATERAL dash_change(OLD, h.to_status, h.changed_by, h.changed_at, h.seconds_in_from, -1) ch,
         LATERAL dash_event_facts(ch.day, ch.branch, ch.status, ch.actor, ch.engineer, ch.bank, ch.n, ch.seconds, ch.timed, ch.in_tat, ch.tat) ef
  WHERE h.case_id = OLD.id;
  RETURN OLD;
END $$;

-- The revenue facts of a bill's lines (all, or one), on its invoice day and branch; the bill
-- triggers of 0201 call it.
CREATE OR REPLACE FUNCTION dash_add_revenue(bill integer, line integer, d date, cb integer, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO dash_delta (fact, day, company_branch_id, id, key, n, amount)
  SELECT 'revenue', dash_dayno(d), cb, coalesce(c.site_engineer_id, 0), coalesce(c.pincode, ''), sign * count(*)::int,
         sign * sum(bl.fee + bl.expenses)
  FROM bill_lines bl LEFT JOIN cases c ON c.id = bl.case_id
  WHERE bl.bill_id = bill AND (line IS NULL OR bl.id = line)
  GROUP BY 4, 5
$$;

-- Moves every pending fact into dash_rollup; answers how many facts it moved. A fold that finds
-- another running skips (the next one takes what is left), or with `wait` queues behind it; a fact
-- inserted during the fold waits for the next one. Readers see each fact in exactly one of the two
-- tables.
CREATE FUNCTION dash_fold(wait boolean DEFAULT false) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  moved integer;
BEGIN
  IF wait THEN
    PERFORM pg_advisory_xact_lock(hashtext('dash_fold'));
  ELSIF NOT pg_try_advisory_xact_lock(hashtext('dash_fold')) THEN
    RETURN 0;
  END IF;
  WITH gone AS (DELETE FROM dash_delta RETURNING *),
  days AS (
    SELECT fact, day, company_branch_id, id, key, sum(n) AS n, sum(amount) AS amount, sum(seconds) AS seconds,
           sum(part) AS part, count(*) AS facts
    FROM gone GROUP BY 1, 2, 3, 4, 5
  ),
  counted AS (SELECT coalesce(sum(facts), 0)::int AS facts FROM days),
  added AS (
    INSERT INTO dash_rollup AS t (fact, lvl, bucket, company_branch_id, id, key, n, amount, seconds, part)
    SELECT fact, l, dash_bucket(DATE '1970-01-01' + day, l), company_branch_id, id, key, sum(n), sum(amount),
           sum(seconds), sum(part)
    FROM days, generate_series(-1, 10) l
    GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (fact, lvl, bucket, company_branch_id, id, key)
    DO UPDATE SET n = t.n + excluded.n, amount = t.amount + excluded.amount, seconds = t.seconds + excluded.seconds,
                  part = t.part + excluded.part
  )
  SELECT facts INTO moved FROM counted;
  RETURN moved;
END $$;

-- Recomputes the rollup from cases, their history and bills (after a bulk load with the triggers
-- off), from the same fact functions as the triggers: level 0 from the facts, each level from the
-- one below, the months from level 0.
CREATE OR REPLACE FUNCTION dash_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Sums of millions of rows: in memory rather than sorted through temporary files.
  PERFORM set_config('work_mem', '256MB', true);
  TRUNCATE dash_rollup, dash_delta;
  INSERT INTO dash_rollup (fact, lvl, bucket, company_branch_id, id, key, n, amount, seconds, part)
  SELECT f.fact, 0, f.day, f.company_branch_id, f.id, f.key, sum(f.n), sum(f.amount), sum(f.seconds), sum(f.part)
  FROM (
    SELECT cf.* FROM cases c, LATERAL dash_case_facts(c, 1) cf
    UNION ALL
    SELECT ef.* FROM (
      SELECT ch.day, ch.branch, ch.status, ch.actor, ch.engineer, ch.bank, sum(ch.n)::int AS n,
             sum(ch.seconds)::bigint AS seconds, sum(ch.timed)::int AS timed, sum(ch.in_tat)::int AS in_tat,
             sum(ch.tat)::bigint AS tat
      FROM case_status_history h JOIN cases c ON c.id = h.case_id,
           LATERAL dash_change(c, h.to_status, h.changed_by, h.changed_at, h.seconds_in_from, 1) ch
      GROUP BY 1, 2, 3, 4, 5, 6
    ) ch, LATERAL dash_event_facts(ch.day, ch.branch, ch.status, ch.actor, ch.engineer, ch.bank, ch.n, ch.seconds, ch.timed, ch.in_tat, ch.tat) ef
    UNION ALL
    SELECT 'revenue', dash_dayno(b.invoice_date), b.company_branch_id, coalesce(c.site_engineer_id, 0),
           coalesce(c.pincode, ''), 1, bl.fee + bl.expenses, 0::bigint, 0
    FROM bill_lines bl
    JOIN bills b ON b.id = bl.bill_id AND dash_bill_counted(b.status)
    LEFT JOIN cases c ON c.id = bl.case_id
  ) f
  GROUP BY 1, 3, 4, 5, 6;
  FOR l IN 1..10 LOOP
    INSERT INTO dash_rollup (fact, lvl, bucket, company_branch_id, id, key, n, amount, seconds, part)
    SELECT fact, l, (bucket >> l) << l, company_branch_id, id, key, sum(n), sum(amount), sum(seconds), sum(part)
    FROM dash_rollup WHERE lvl = l - 1 GROUP BY 1, 3, 4, 5, 6;
  END LOOP;
  INSERT INTO dash_rollup (fact, lvl, bucket, company_branch_id, id, key, n, amount, seconds, part)
  SELECT fact, -1, dash_bucket(DATE '1970-01-01' + bucket, -1), company_branch_id, id, key, sum(n), sum(amount),
         sum(seconds), sum(part)
  FROM dash_rollup WHERE lvl = 0 GROUP BY 1, 3, 4, 5, 6;
END $$;
