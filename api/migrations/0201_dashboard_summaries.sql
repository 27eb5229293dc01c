-- 0201_dashboard_summaries: what the dashboards read instead of scanning cases.
--
-- Each summary table holds its counts at 12 granularities ("levels"): a level-L row (L = 0..10)
-- covers the 2^L days starting at `bucket` (days since 1970-01-01, a multiple of 2^L); level -1
-- rows cover the calendar month starting at `bucket`. Any date range splits into at most
-- ~2 x log2(days) aligned blocks (a month series into one block per month), so a dashboard query
-- reads a few thousand rows whether the range is one day or two years. The triggers below keep every level in step with
-- cases, their status history and bills, in the same transaction as the change.
-- Days are Indian dates (biz_day).
-- 1060 replaced these tables by one rollup and dropped them. Their rebuild and roll-up functions,
-- which it dropped or replaced too, are no longer created here (nor 0211's copy of the rebuild).
-- dash_intake and dash_event also hold the firm's total under company_branch_id 0, so "All
-- branches" reads one row where it would read one per branch.

CREATE FUNCTION dash_dayno(d date) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT d - DATE '1970-01-01' $$;

-- The block of level l holding day d.
CREATE FUNCTION dash_bucket(d date, l integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN l < 0 THEN dash_dayno(date_trunc('month', d)::date) ELSE (dash_dayno(d) >> l) << l END $$;

-- Cases received on a day, by their current status.
CREATE TABLE dash_intake (
  lvl smallint NOT NULL, bucket integer NOT NULL, company_branch_id integer NOT NULL, status text NOT NULL,
  cases integer NOT NULL DEFAULT 0, fee numeric(16,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (lvl, bucket, company_branch_id, status)
);
-- Cases received on a day, by the property's pincode (as a number; 0 = none) and by its city.
CREATE TABLE dash_pincode (
  lvl smallint NOT NULL, bucket integer NOT NULL, company_branch_id integer NOT NULL, pincode integer NOT NULL,
  cases integer NOT NULL DEFAULT 0,
  PRIMARY KEY (lvl, bucket, company_branch_id, pincode)
);
CREATE TABLE dash_city (
  lvl smallint NOT NULL, bucket integer NOT NULL, company_branch_id integer NOT NULL, city text NOT NULL,
  cases integer NOT NULL DEFAULT 0,
  PRIMARY KEY (lvl, bucket, company_branch_id, city)
);
-- Per bank: cases received on a day, and cases released on a day with their turnaround.
CREATE TABLE dash_bank (
  lvl smallint NOT NULL, bucket integer NOT NULL, company_branch_id integer NOT NULL, bank_id integer NOT NULL,
  received integer NOT NULL DEFAULT 0, received_fee numeric(16,2) NOT NULL DEFAULT 0,
  released integer NOT NULL DEFAULT 0, released_in_tat integer NOT NULL DEFAULT 0, tat_seconds bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (lvl, bucket, company_branch_id, bank_id)
);
-- Status changes on a day, with the time cases had spent in the stage they left.
CREATE TABLE dash_event (
  lvl smallint NOT NULL, bucket integer NOT NULL, company_branch_id integer NOT NULL, to_status text NOT NULL,
  events integer NOT NULL DEFAULT 0, seconds bigint NOT NULL DEFAULT 0, timed integer NOT NULL DEFAULT 0,
  PRIMARY KEY (lvl, bucket, to_status, company_branch_id)
);
-- Office work: status changes made by each staff member (site visits are in dash_visit), per
-- status and, under to_status '*', in total.
CREATE TABLE dash_staff (
  lvl smallint NOT NULL, bucket integer NOT NULL, company_branch_id integer NOT NULL, user_id integer NOT NULL,
  to_status text NOT NULL, actions integer NOT NULL DEFAULT 0,
  PRIMARY KEY (lvl, bucket, to_status, company_branch_id, user_id)
);
-- Site visits by engineer, with the allocation-to-visit time.
CREATE TABLE dash_visit (
  lvl smallint NOT NULL, bucket integer NOT NULL, company_branch_id integer NOT NULL, engineer_id integer NOT NULL,
  visits integer NOT NULL DEFAULT 0, seconds bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (lvl, bucket, company_branch_id, engineer_id)
);
-- Billed revenue (lines of issued bills, by invoice date), by the case's engineer and pincode.
CREATE TABLE dash_revenue (
  lvl smallint NOT NULL, bucket integer NOT NULL, company_branch_id integer NOT NULL, engineer_id integer NOT NULL,
  pincode text NOT NULL, lines integer NOT NULL DEFAULT 0, amount numeric(16,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (lvl, bucket, company_branch_id, engineer_id, pincode)
);

-- Adders: one row per level, added to whatever is there.
CREATE FUNCTION dash_add_intake(d date, cb integer, st text, n integer, fee numeric) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dash_intake AS t (lvl, bucket, company_branch_id, status, cases, fee)
  SELECT l, dash_bucket(d, l), x.cb, st, n, fee FROM generate_series(-1, 10) l, (VALUES (cb), (0)) x(cb)
  ON CONFLICT (lvl, bucket, company_branch_id, status)
  DO UPDATE SET cases = t.cases + excluded.cases, fee = t.fee + excluded.fee
$$;

CREATE FUNCTION dash_add_place(d date, cb integer, pin text, cty text, n integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dash_pincode AS t (lvl, bucket, company_branch_id, pincode, cases)
  SELECT l, dash_bucket(d, l), cb, coalesce(nullif(pin, '')::int, 0), n FROM generate_series(-1, 10) l
  ON CONFLICT (lvl, bucket, company_branch_id, pincode) DO UPDATE SET cases = t.cases + excluded.cases;
  INSERT INTO dash_city AS t (lvl, bucket, company_branch_id, city, cases)
  SELECT l, dash_bucket(d, l), cb, cty, n FROM generate_series(-1, 10) l
  ON CONFLICT (lvl, bucket, company_branch_id, city) DO UPDATE SET cases = t.cases + excluded.cases
$$;

CREATE FUNCTION dash_add_bank(d date, cb integer, bank integer, rec integer, rec_fee numeric, rel integer, in_tat integer,
                              tat bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dash_bank AS t (lvl, bucket, company_branch_id, bank_id, received, received_fee, released, released_in_tat,
                              tat_seconds)
  SELECT l, dash_bucket(d, l), cb, bank, rec, rec_fee, rel, in_tat, tat FROM generate_series(-1, 10) l
  ON CONFLICT (lvl, bucket, company_branch_id, bank_id)
  DO UPDATE SET received = t.received + excluded.received, received_fee = t.received_fee + excluded.received_fee,
                released = t.released + excluded.released, released_in_tat = t.released_in_tat + excluded.released_in_tat,
                tat_seconds = t.tat_seconds + excluded.tat_seconds
$$;

CREATE FUNCTION dash_add_event(d date, cb integer, st text, n integer, secs bigint, timed integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO dash_event AS t (lvl, bucket, company_branch_id, to_status, events, seconds, timed)
  SELECT l, dash_bucket(d, l), x.cb, st, n, secs, timed FROM generate_series(-1, 10) l, (VALUES (cb), (0)) x(cb)
  ON CONFLICT (lvl, bucket, to_status, company_branch_id)
  DO UPDATE SET events = t.events + excluded.events, seconds = t.seconds + excluded.seconds, timed = t.timed + excluded.timed
$$;

CREATE FUNCTION dash_add_staff(d date, cb integer, usr integer, st text, n integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dash_staff AS t (lvl, bucket, company_branch_id, user_id, to_status, actions)
  SELECT l, dash_bucket(d, l), cb, usr, x.st, n FROM generate_series(-1, 10) l, (VALUES (st), ('*')) x(st)
  ON CONFLICT (lvl, bucket, to_status, company_branch_id, user_id) DO UPDATE SET actions = t.actions + excluded.actions
$$;

CREATE FUNCTION dash_add_visit(d date, cb integer, eng integer, n integer, secs bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dash_visit AS t (lvl, bucket, company_branch_id, engineer_id, visits, seconds)
  SELECT l, dash_bucket(d, l), cb, eng, n, secs FROM generate_series(-1, 10) l
  ON CONFLICT (lvl, bucket, company_branch_id, engineer_id)
  DO UPDATE SET visits = t.visits + excluded.visits, seconds = t.seconds + excluded.seconds
$$;

-- One status change of case c, counted (sign 1) or taken back (sign -1).
CREATE FUNCTION dash_event_delta(c cases, to_st text, by_user integer, at timestamptz, secs integer, sign integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := biz_day(at);
BEGIN
  PERFORM dash_add_event(d, c.company_branch_id, to_st, sign, sign * coalesce(secs, 0)::bigint,
                         sign * (secs IS NOT NULL)::int);
  IF to_st = 'SITE_VISIT' THEN
    PERFORM dash_add_visit(d, c.company_branch_id, coalesce(by_user, c.site_engineer_id, 0), sign,
                           sign * coalesce(secs, 0)::bigint);
  ELSIF by_user IS NOT NULL THEN
    PERFORM dash_add_staff(d, c.company_branch_id, by_user, to_st, sign);
  END IF;
  IF to_st = 'RELEASED' THEN
    PERFORM dash_add_bank(d, c.company_branch_id, c.bank_id, 0, 0, sign,
                          sign * (c.tat_due_at IS NOT NULL AND at <= c.tat_due_at)::int,
                          sign * greatest(0, extract(epoch FROM at - c.received_at))::bigint);
  END IF;
END $$;

CREATE FUNCTION cases_before_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.tat_due_at IS NULL THEN
      NEW.tat_due_at := add_business_days(NEW.received_at, (SELECT default_tat_days FROM banks WHERE id = NEW.bank_id));
    END IF;
  ELSIF NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NEW;
  ELSIF NEW.status_changed_at IS NOT DISTINCT FROM OLD.status_changed_at THEN
    NEW.status_changed_at := now();
  END IF;
  CASE NEW.status
    WHEN 'ALLOCATED' THEN NEW.allocated_at := coalesce(NEW.allocated_at, NEW.status_changed_at);
    WHEN 'SITE_VISIT' THEN NEW.visited_at := coalesce(NEW.visited_at, NEW.status_changed_at);
    WHEN 'RELEASED' THEN NEW.released_at := coalesce(NEW.released_at, NEW.status_changed_at);
    WHEN 'DISPATCHED' THEN NEW.dispatched_at := coalesce(NEW.dispatched_at, NEW.status_changed_at);
    WHEN 'CLOSED' THEN NEW.closed_at := coalesce(NEW.closed_at, NEW.status_changed_at);
    ELSE NULL;
  END CASE;
  RETURN NEW;
END $$;

CREATE FUNCTION cases_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  od date;
  nd date := biz_day(NEW.received_at);
  by_user integer;
  secs integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    by_user := coalesce(NEW.status_changed_by, NEW.created_by);
    PERFORM dash_add_intake(nd, NEW.company_branch_id, NEW.status, 1, coalesce(NEW.fee, 0));
    PERFORM dash_add_place(nd, NEW.company_branch_id, coalesce(NEW.pincode, ''), coalesce(NEW.city, ''), 1);
    PERFORM dash_add_bank(nd, NEW.company_branch_id, NEW.bank_id, 1, coalesce(NEW.fee, 0), 0, 0, 0);
    INSERT INTO case_status_history (case_id, from_status, to_status, changed_by, changed_at, comment)
    VALUES (NEW.id, NULL, NEW.status, by_user, NEW.status_changed_at, NEW.status_comment);
    PERFORM dash_event_delta(NEW, NEW.status, by_user, NEW.status_changed_at, NULL, 1);
    RETURN NULL;
  END IF;

  od := biz_day(OLD.received_at);
  IF od <> nd OR OLD.company_branch_id <> NEW.company_branch_id OR OLD.status <> NEW.status
     OR OLD.fee IS DISTINCT FROM NEW.fee THEN
    PERFORM dash_add_intake(od, OLD.company_branch_id, OLD.status, -1, -coalesce(OLD.fee, 0));
    PERFORM dash_add_intake(nd, NEW.company_branch_id, NEW.status, 1, coalesce(NEW.fee, 0));
  END IF;
  IF od <> nd OR OLD.company_branch_id <> NEW.company_branch_id OR OLD.pincode IS DISTINCT FROM NEW.pincode
     OR OLD.city IS DISTINCT FROM NEW.city THEN
    PERFORM dash_add_place(od, OLD.company_branch_id, coalesce(OLD.pincode, ''), coalesce(OLD.city, ''), -1);
    PERFORM dash_add_place(nd, NEW.company_branch_id, coalesce(NEW.pincode, ''), coalesce(NEW.city, ''), 1);
  END IF;
  IF od <> nd OR OLD.company_branch_id <> NEW.company_branch_id OR OLD.bank_id <> NEW.bank_id
     OR OLD.fee IS DISTINCT FROM NEW.fee THEN
    PERFORM dash_add_bank(od, OLD.company_branch_id, OLD.bank_id, -1, -coalesce(OLD.fee, 0), 0, 0, 0);
    PERFORM dash_add_bank(nd, NEW.company_branch_id, NEW.bank_id, 1, coalesce(NEW.fee, 0), 0, 0, 0);
  END IF;
  IF OLD.status <> NEW.status THEN
    secs := greatest(0, least(2000000000, extract(epoch FROM NEW.status_changed_at - OLD.status_changed_at)))::int;
    INSERT INTO case_status_history (case_id, from_status, to_status, changed_by, changed_at, comment, seconds_in_from)
    VALUES (NEW.id, OLD.status, NEW.status, NEW.status_changed_by, NEW.status_changed_at, NEW.status_comment, secs);
    PERFORM dash_event_delta(NEW, NEW.status, NEW.status_changed_by, NEW.status_changed_at, secs, 1);
  END IF;
  RETURN NULL;
END $$;

-- Before the history rows go (ON DELETE CASCADE), take the case and its changes out of the sums.
CREATE FUNCTION cases_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d date := biz_day(OLD.received_at);
  h record;
BEGIN
  PERFORM dash_add_intake(d, OLD.company_branch_id, OLD.status, -1, -coalesce(OLD.fee, 0));
  PERFORM dash_add_place(d, OLD.company_branch_id, coalesce(OLD.pincode, ''), coalesce(OLD.city, ''), -1);
  PERFORM dash_add_bank(d, OLD.company_branch_id, OLD.bank_id, -1, -coalesce(OLD.fee, 0), 0, 0, 0);
  FOR h IN SELECT to_status, changed_by, changed_at, seconds_in_from FROM case_status_history WHERE case_id = OLD.id LOOP
    PERFORM dash_event_delta(OLD, h.to_status, h.changed_by, h.changed_at, h.seconds_in_from, -1);
  END LOOP;
  RETURN OLD;
END $$;

CREATE TRIGGER cases_before_write BEFORE INSERT OR UPDATE ON cases FOR EACH ROW EXECUTE FUNCTION cases_before_write();
CREATE TRIGGER cases_after_write AFTER INSERT OR UPDATE ON cases FOR EACH ROW EXECUTE FUNCTION cases_after_write();
CREATE TRIGGER cases_before_delete BEFORE DELETE ON cases FOR EACH ROW EXECUTE FUNCTION cases_before_delete();

-- Revenue counts once a bill is issued (ISSUED, PART_PAID, PAID).
CREATE FUNCTION dash_bill_counted(st text) RETURNS boolean LANGUAGE sql IMMUTABLE
  AS $$ SELECT st IN ('ISSUED', 'PART_PAID', 'PAID') $$;

-- Adds (sign 1) or removes (sign -1) bill lines as revenue on the given invoice day and branch.
CREATE FUNCTION dash_add_revenue(bill integer, line integer, d date, cb integer, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO dash_revenue AS t (lvl, bucket, company_branch_id, engineer_id, pincode, lines, amount)
  SELECT l, dash_bucket(d, l), cb, x.engineer_id, x.pincode, sign * x.lines, sign * x.amount
  FROM (
    SELECT coalesce(c.site_engineer_id, 0) AS engineer_id, coalesce(c.pincode, '') AS pincode, count(*)::int AS lines,
           sum(bl.fee + bl.expenses) AS amount
    FROM bill_lines bl LEFT JOIN cases c ON c.id = bl.case_id
    WHERE bl.bill_id = bill AND (line IS NULL OR bl.id = line)
    GROUP BY 1, 2
  ) x CROSS JOIN generate_series(-1, 10) l
  ON CONFLICT (lvl, bucket, company_branch_id, engineer_id, pincode)
  DO UPDATE SET lines = t.lines + excluded.lines, amount = t.amount + excluded.amount
$$;

CREATE FUNCTION bills_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved boolean := OLD.invoice_date <> NEW.invoice_date OR OLD.company_branch_id <> NEW.company_branch_id;
BEGIN
  IF dash_bill_counted(OLD.status) AND (moved OR NOT dash_bill_counted(NEW.status)) THEN
    PERFORM dash_add_revenue(OLD.id, NULL, OLD.invoice_date, OLD.company_branch_id, -1);
  END IF;
  IF dash_bill_counted(NEW.status) AND (moved OR NOT dash_bill_counted(OLD.status)) THEN
    PERFORM dash_add_revenue(NEW.id, NULL, NEW.invoice_date, NEW.company_branch_id, 1);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION bills_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF dash_bill_counted(OLD.status) THEN
    PERFORM dash_add_revenue(OLD.id, NULL, OLD.invoice_date, OLD.company_branch_id, -1);
  END IF;
  RETURN OLD;
END $$;

-- A line's own change: removed before it changes or goes, added after it is written.
CREATE FUNCTION bill_lines_before_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b bills;
BEGIN
  SELECT * INTO b FROM bills WHERE id = OLD.bill_id;
  IF FOUND AND dash_bill_counted(b.status) THEN
    PERFORM dash_add_revenue(b.id, OLD.id, b.invoice_date, b.company_branch_id, -1);
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;

CREATE FUNCTION bill_lines_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b bills;
BEGIN
  SELECT * INTO b FROM bills WHERE id = NEW.bill_id;
  IF FOUND AND dash_bill_counted(b.status) THEN
    PERFORM dash_add_revenue(b.id, NEW.id, b.invoice_date, b.company_branch_id, 1);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER bills_after_update AFTER UPDATE ON bills FOR EACH ROW EXECUTE FUNCTION bills_after_update();
CREATE TRIGGER bills_before_delete BEFORE DELETE ON bills FOR EACH ROW EXECUTE FUNCTION bills_before_delete();
CREATE TRIGGER bill_lines_before_change BEFORE UPDATE OR DELETE ON bill_lines
  FOR EACH ROW EXECUTE FUNCTION bill_lines_before_change();
CREATE TRIGGER bill_lines_after_write AFTER INSERT OR UPDATE ON bill_lines
  FOR EACH ROW EXECUTE FUNCTION bill_lines_after_write();
