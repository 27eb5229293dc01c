-- 1061_dash_rollup_order: the rollup is stored in the order it is read.
--
-- A dashboard reads whole blocks (fact, lvl, bucket) of dash_rollup through its primary key. The
-- rebuild wrote them in hash-aggregate order, so each row of a block sat on a page of its own: the
-- two-year pincode figures at 1M cases read 4,726 rows from 4,781 pages (12 ms on PGlite); in key
-- order, 120 pages (8 ms), and the whole dashboard-1 answer 17.8 -> 13.1 ms of query time.
-- * dash_rebuild() now ends by writing the table in key order (CLUSTER): the recount is the
--   function 1060 defined, renamed, not a copy of it.
-- * Pages keep a tenth free, so the fold's updates of existing rows stay on their page (HOT) and
--   keep the order; new rows come in day order, which is the key's bucket order.

ALTER TABLE dash_rollup SET (fillfactor = 90);

ALTER FUNCTION dash_rebuild() RENAME TO dash_recount;

CREATE FUNCTION dash_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dash_recount();
  CLUSTER dash_rollup USING dash_rollup_pkey;
  ANALYZE dash_rollup;
END $$;

-- A database rebuilt before this migration gets the order once.
CLUSTER dash_rollup USING dash_rollup_pkey;
