-- 0973_tds_reconciliation (issue 28): per bank and quarter of a financial year, the Form 16A
-- certificate the bank sends, and the deductions Form 26AS / AIS shows (imported), each matched to
-- the receipt whose TDS it is.
CREATE TABLE tds_certificates (
  bank_id    integer NOT NULL REFERENCES banks(id) ON DELETE CASCADE,
  fy         text NOT NULL CHECK (fy ~ '^[0-9]{4}$'),
  quarter    integer NOT NULL CHECK (quarter BETWEEN 1 AND 4),
  form16a_no text NOT NULL CHECK (length(trim(form16a_no)) BETWEEN 3 AND 30),
  cert_date  date NOT NULL,
  amount     numeric(14,2) NOT NULL CHECK (amount >= 0),
  updated_by integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bank_id, fy, quarter)
);

CREATE TABLE tds_26as_entries (
  id            serial PRIMARY KEY,
  deductor_name text NOT NULL,
  deductor_tan  text NOT NULL DEFAULT '',
  txn_date      date NOT NULL,
  amount_paid   numeric(14,2) NOT NULL DEFAULT 0,
  tds_amount    numeric(14,2) NOT NULL CHECK (tds_amount >= 0),
  bank_id       integer REFERENCES banks(id) ON DELETE SET NULL,
  receipt_id    integer UNIQUE REFERENCES receipts(id) ON DELETE SET NULL,
  imported_by   integer REFERENCES users(id) ON DELETE SET NULL,
  imported_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tds_26as_bank_idx ON tds_26as_entries (bank_id, txn_date);
