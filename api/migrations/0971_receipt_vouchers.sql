-- 0971_receipt_vouchers (issue 28): a receipt is a voucher: its own number series per financial
-- year (RV/2526/00001), the firm's account the money came into (Payment Master), a UTR recorded
-- once, and whatever is not allocated stays on account for that bank (gross - allocations).

CREATE TABLE receipt_series (
  fy      text PRIMARY KEY CHECK (fy ~ '^[0-9]{4}$'),
  last_no integer NOT NULL CHECK (last_no >= 0)
);

ALTER TABLE receipts
  ADD COLUMN receipt_no text,
  ADD COLUMN payment_account_id integer REFERENCES payment_accounts(id) ON DELETE RESTRICT,
  ADD COLUMN narration text;

-- The financial year (April to March) of a date, as '2526'.
CREATE FUNCTION fy_of(d date) RETURNS text LANGUAGE sql IMMUTABLE AS
$$ SELECT to_char(d - interval '3 months', 'YY') || to_char(d + interval '9 months', 'YY') $$;

-- Every receipt gets the next number of its date's year when none is given (the seeds' bulk inserts too).
CREATE FUNCTION receipts_number() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer;
BEGIN
  IF NEW.receipt_no IS NULL THEN
    INSERT INTO receipt_series (fy, last_no) VALUES (fy_of(NEW.receipt_date), 1)
    ON CONFLICT (fy) DO UPDATE SET last_no = receipt_series.last_no + 1 RETURNING last_no INTO n;
    NEW.receipt_no := 'RV/' || fy_of(NEW.receipt_date) || '/' || lpad(n::text, 5, '0');
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER receipts_number BEFORE INSERT ON receipts FOR EACH ROW EXECUTE FUNCTION receipts_number();

WITH numbered AS (
  SELECT id, fy_of(receipt_date) AS fy, row_number() OVER (PARTITION BY fy_of(receipt_date) ORDER BY receipt_date, id) AS n FROM receipts)
UPDATE receipts r SET receipt_no = 'RV/' || x.fy || '/' || lpad(x.n::text, 5, '0') FROM numbered x WHERE x.id = r.id;
INSERT INTO receipt_series (fy, last_no) SELECT fy_of(receipt_date), count(*) FROM receipts GROUP BY 1;

ALTER TABLE receipts ALTER COLUMN receipt_no SET NOT NULL;
CREATE UNIQUE INDEX receipts_no_key ON receipts (receipt_no);
-- A UTR is unique across the banking system: one recorded twice is the same money twice.
-- (Cheque numbers repeat across drawers' banks, so they stay unique per bank as before.)
CREATE UNIQUE INDEX receipts_utr_key ON receipts (lower(reference)) WHERE mode <> 'CHEQUE';
CREATE INDEX receipts_account_idx ON receipts (payment_account_id);
