-- 0211_dash_rebuild_rounding: a rebuild rounds each release's turnaround to whole seconds before
-- adding them up, as the triggers do (dash_event_delta casts each one to bigint). Summing the
-- fractions first made a rebuild differ from the kept sums by a second whenever releases came
-- within fractions of a second of receipt (cases moved through the API in one go). The rest of the
-- function is as in 0201.
CREATE OR REPLACE FUNCTION dash_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE dash_intake, dash_pincode, dash_city, dash_bank, dash_event, dash_staff, dash_visit, dash_revenue;

  INSERT INTO dash_intake (lvl, bucket, company_branch_id, status, cases, fee)
  SELECT 0, dash_dayno(biz_day(received_at)), company_branch_id, status, count(*), coalesce(sum(fee), 0)
  FROM cases GROUP BY 2, 3, 4;

  INSERT INTO dash_pincode (lvl, bucket, company_branch_id, pincode, cases)
  SELECT 0, dash_dayno(biz_day(received_at)), company_branch_id, coalesce(nullif(pincode, '')::int, 0), count(*)
  FROM cases GROUP BY 2, 3, 4;

  INSERT INTO dash_city (lvl, bucket, company_branch_id, city, cases)
  SELECT 0, dash_dayno(biz_day(received_at)), company_branch_id, coalesce(city, ''), count(*)
  FROM cases GROUP BY 2, 3, 4;

  -- grouping(): 3 = per status, 1 = per status and person, 6 = per bank (releases only)
  CREATE TEMP TABLE dash_tmp_events AS
  SELECT grouping(h.to_status, x.actor, x.rel_bank) AS g, x.day, c.company_branch_id AS cb, h.to_status, x.actor,
         x.rel_bank, count(*)::int AS n, coalesce(sum(h.seconds_in_from), 0)::bigint AS secs,
         count(h.seconds_in_from)::int AS timed,
         sum((c.tat_due_at IS NOT NULL AND h.changed_at <= c.tat_due_at)::int)::int AS in_tat,
         sum(greatest(0, extract(epoch FROM h.changed_at - c.received_at))::bigint)::bigint AS tat
  FROM case_status_history h
  JOIN cases c ON c.id = h.case_id
  CROSS JOIN LATERAL (
    SELECT dash_dayno(biz_day(h.changed_at)) AS day,
           coalesce(h.changed_by, CASE WHEN h.to_status = 'SITE_VISIT' THEN c.site_engineer_id END) AS actor,
           CASE WHEN h.to_status = 'RELEASED' THEN c.bank_id END AS rel_bank
  ) x
  GROUP BY GROUPING SETS ((x.day, c.company_branch_id, h.to_status),
                          (x.day, c.company_branch_id, h.to_status, x.actor),
                          (x.day, c.company_branch_id, x.rel_bank));

  INSERT INTO dash_event (lvl, bucket, company_branch_id, to_status, events, seconds, timed)
  SELECT 0, day, cb, to_status, n, secs, timed FROM dash_tmp_events WHERE g = 3;

  -- The firm's totals (company_branch_id 0).
  INSERT INTO dash_intake (lvl, bucket, company_branch_id, status, cases, fee)
  SELECT 0, bucket, 0, status, sum(cases), sum(fee) FROM dash_intake WHERE lvl = 0 GROUP BY 2, 4;
  INSERT INTO dash_event (lvl, bucket, company_branch_id, to_status, events, seconds, timed)
  SELECT 0, bucket, 0, to_status, sum(events), sum(seconds), sum(timed) FROM dash_event WHERE lvl = 0 GROUP BY 2, 4;

  INSERT INTO dash_staff (lvl, bucket, company_branch_id, user_id, to_status, actions)
  SELECT 0, day, cb, actor, x.st, sum(n) FROM dash_tmp_events, LATERAL (VALUES (to_status), ('*')) x(st)
  WHERE g = 1 AND actor IS NOT NULL AND to_status <> 'SITE_VISIT' GROUP BY 2, 3, 4, 5;

  INSERT INTO dash_visit (lvl, bucket, company_branch_id, engineer_id, visits, seconds)
  SELECT 0, day, cb, coalesce(actor, 0), sum(n), sum(secs) FROM dash_tmp_events
  WHERE g = 1 AND to_status = 'SITE_VISIT' GROUP BY 2, 3, 4;

  INSERT INTO dash_bank (lvl, bucket, company_branch_id, bank_id, received, received_fee, released, released_in_tat,
                         tat_seconds)
  SELECT 0, day, cb, bank_id, sum(rec), sum(rec_fee), sum(rel), sum(in_tat), sum(tat) FROM (
    SELECT dash_dayno(biz_day(received_at)) AS day, company_branch_id AS cb, bank_id, count(*) AS rec,
           coalesce(sum(fee), 0) AS rec_fee, 0 AS rel, 0 AS in_tat, 0::bigint AS tat
    FROM cases GROUP BY 1, 2, 3
    UNION ALL
    SELECT day, cb, rel_bank, 0, 0, n, in_tat, tat FROM dash_tmp_events WHERE g = 6 AND rel_bank IS NOT NULL
  ) x GROUP BY 2, 3, 4;

  INSERT INTO dash_revenue (lvl, bucket, company_branch_id, engineer_id, pincode, lines, amount)
  SELECT 0, dash_dayno(b.invoice_date), b.company_branch_id, coalesce(c.site_engineer_id, 0), coalesce(c.pincode, ''),
         count(*), sum(bl.fee + bl.expenses)
  FROM bill_lines bl
  JOIN bills b ON b.id = bl.bill_id AND dash_bill_counted(b.status)
  LEFT JOIN cases c ON c.id = bl.case_id
  GROUP BY 2, 3, 4, 5;

  DROP TABLE dash_tmp_events;

  PERFORM dash_rollup('dash_intake', 'company_branch_id, status', 'cases,fee');
  PERFORM dash_rollup('dash_pincode', 'company_branch_id, pincode', 'cases');
  PERFORM dash_rollup('dash_city', 'company_branch_id, city', 'cases');
  PERFORM dash_rollup('dash_bank', 'company_branch_id, bank_id',
                      'received,received_fee,released,released_in_tat,tat_seconds');
  PERFORM dash_rollup('dash_event', 'company_branch_id, to_status', 'events,seconds,timed');
  PERFORM dash_rollup('dash_staff', 'company_branch_id, user_id, to_status', 'actions');
  PERFORM dash_rollup('dash_visit', 'company_branch_id, engineer_id', 'visits,seconds');
  PERFORM dash_rollup('dash_revenue', 'company_branch_id, engineer_id, pincode', 'lines,amount');
END $$;
