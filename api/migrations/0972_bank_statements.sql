-- 0972_bank_statements (issue 28): a bank statement imported for one of the firm's accounts; each
-- credit line is matched to an open invoice by reference and amount and waits for a person to
-- confirm it (which records the receipt) or ignore it.
CREATE TABLE statement_imports (
  id                 serial PRIMARY KEY,
  payment_account_id integer NOT NULL REFERENCES payment_accounts(id) ON DELETE RESTRICT,
  file_name          text NOT NULL,
  lines              integer NOT NULL DEFAULT 0,
  imported_by        integer REFERENCES users(id) ON DELETE SET NULL,
  imported_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE statement_lines (
  id          serial PRIMARY KEY,
  import_id   integer NOT NULL REFERENCES statement_imports(id) ON DELETE CASCADE,
  line_no     integer NOT NULL,
  txn_date    date NOT NULL,
  narration   text NOT NULL DEFAULT '',
  reference   text NOT NULL DEFAULT '',
  credit      numeric(14,2) NOT NULL CHECK (credit > 0),
  -- SUGGESTED: an open invoice matches by reference and amount; UNMATCHED: none does; DUPLICATE: the
  -- reference is already on a receipt; CONFIRMED: a person confirmed it and the receipt is recorded.
  status      text NOT NULL CHECK (status IN ('SUGGESTED', 'UNMATCHED', 'DUPLICATE', 'CONFIRMED', 'IGNORED')),
  bill_id     integer REFERENCES bills(id) ON DELETE SET NULL,
  tds_amount  numeric(14,2) NOT NULL DEFAULT 0,
  receipt_id  integer REFERENCES receipts(id) ON DELETE SET NULL,
  decided_by  integer REFERENCES users(id) ON DELETE SET NULL,
  decided_at  timestamptz
);
CREATE INDEX statement_lines_import_idx ON statement_lines (import_id, line_no);
