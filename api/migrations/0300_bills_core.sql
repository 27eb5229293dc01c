-- 0300_bills_core: the billing side of bills (DOMAIN.md "Bill, receipt, credit note"): tax masters,
-- fee schedules, invoice series, status history, receipts with their allocations, credit notes,
-- and the expense fields billing needs. Rates and sections are rows here, never constants in code.

-- GST rate by SAC (997224: valuation of real estate) and TDS sections with their rates.
CREATE TABLE gst_rates (
  sac         text PRIMARY KEY CHECK (sac ~ '^[0-9]{4,8}$'),
  description text NOT NULL,
  rate        numeric(5,2) NOT NULL CHECK (rate BETWEEN 0 AND 100),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO gst_rates (sac, description, rate) VALUES ('997224', 'Real estate appraisal services on a fee/contract basis', 18);

CREATE TABLE tds_sections (
  section     text PRIMARY KEY CHECK (length(section) BETWEEN 2 AND 20),
  description text NOT NULL,
  rate        numeric(5,2) NOT NULL CHECK (rate BETWEEN 0 AND 100),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO tds_sections (section, description, rate) VALUES
  ('194J(b)', 'Fees for professional services', 10),
  ('194J(a)', 'Fees for technical services', 2),
  ('194C', 'Payments to contractors', 2);

CREATE TABLE fee_schedules (
  id            serial PRIMARY KEY,
  bank_id       integer NOT NULL REFERENCES banks(id) ON DELETE CASCADE,
  property_type text CHECK (property_type IN ('RES_FLAT', 'INDEPENDENT_HOUSE', 'ROW_HOUSE', 'PLOT', 'COMMERCIAL_SHOP',
                                              'OFFICE', 'INDUSTRIAL', 'AGRI_LAND', 'MIXED')),
  value_from    numeric(14,2) NOT NULL DEFAULT 0 CHECK (value_from >= 0),
  value_to      numeric(14,2) CHECK (value_to IS NULL OR value_to > value_from),
  basis         text NOT NULL CHECK (basis IN ('FLAT', 'PERCENT', 'PER_LAKH')),
  rate          numeric(12,2) NOT NULL CHECK (rate >= 0),
  min_fee       numeric(12,2) CHECK (min_fee >= 0),
  max_fee       numeric(12,2) CHECK (max_fee >= 0 AND (min_fee IS NULL OR max_fee >= min_fee)),
  status        text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  version       integer NOT NULL DEFAULT 1
);
CREATE INDEX fee_schedules_bank_idx ON fee_schedules (bank_id, property_type, value_from);

ALTER TABLE bills
  ADD COLUMN rejection_reason text,
  ADD COLUMN issued_at timestamptz,
  ADD COLUMN issued_by integer REFERENCES users(id) ON DELETE SET NULL;
-- One index per page's list: its statuses, newest first.
CREATE INDEX bills_status_idx ON bills (status, id);
CREATE INDEX bills_bank_open_idx ON bills (bank_id, due_date) WHERE status IN ('ISSUED', 'PART_PAID');
CREATE INDEX bills_search_idx ON bills USING gin (to_tsvector('simple', coalesce(invoice_no, '') || ' ' || coalesce(recipient_name, '')));

ALTER TABLE bill_lines ADD COLUMN fee_override_reason text;
CREATE UNIQUE INDEX bill_lines_case_once ON bill_lines (case_id, bill_id);

-- The last serial given in each series (supplier GSTIN + office prefix + financial year). Issuing
-- takes the row lock with UPDATE ... RETURNING, so concurrent issues queue and never skip or repeat.
CREATE TABLE invoice_series (
  gstin   text NOT NULL,
  prefix  text NOT NULL,
  fy      text NOT NULL CHECK (fy ~ '^[0-9]{4}$'),
  last_no integer NOT NULL DEFAULT 0 CHECK (last_no >= 0),
  PRIMARY KEY (gstin, prefix, fy)
);

-- Every status change of a bill, credit note or expense: who, when, from, to, comment.
CREATE TABLE billing_history (
  id          bigserial PRIMARY KEY,
  entity      text NOT NULL CHECK (entity IN ('bill', 'credit_note', 'expense')),
  entity_id   integer NOT NULL,
  from_status text,
  to_status   text NOT NULL,
  changed_by  integer REFERENCES users(id) ON DELETE SET NULL,
  changed_at  timestamptz NOT NULL DEFAULT now(),
  comment     text
);
CREATE INDEX billing_history_entity_idx ON billing_history (entity, entity_id, changed_at);

CREATE TABLE receipts (
  id           serial PRIMARY KEY,
  bank_id      integer NOT NULL REFERENCES banks(id) ON DELETE RESTRICT,
  receipt_date date NOT NULL,
  mode         text NOT NULL CHECK (mode IN ('NEFT', 'RTGS', 'CHEQUE', 'UPI')),
  reference    text NOT NULL CHECK (length(trim(reference)) > 0),
  gross_amount numeric(14,2) NOT NULL CHECK (gross_amount >= 0),
  tds_amount   numeric(14,2) NOT NULL DEFAULT 0 CHECK (tds_amount >= 0),
  created_by   integer REFERENCES users(id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  version      integer NOT NULL DEFAULT 1,
  CHECK (gross_amount + tds_amount > 0)
);
CREATE INDEX receipts_bank_idx ON receipts (bank_id, receipt_date);
CREATE UNIQUE INDEX receipts_reference_key ON receipts (bank_id, mode, lower(reference));

CREATE TABLE receipt_allocations (
  id         serial PRIMARY KEY,
  receipt_id integer NOT NULL REFERENCES receipts(id) ON DELETE CASCADE,
  bill_id    integer NOT NULL REFERENCES bills(id) ON DELETE RESTRICT,
  amount     numeric(14,2) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  tds_amount numeric(14,2) NOT NULL DEFAULT 0 CHECK (tds_amount >= 0),
  UNIQUE (receipt_id, bill_id)
);
CREATE INDEX receipt_allocations_bill_idx ON receipt_allocations (bill_id);

CREATE TABLE credit_notes (
  id               serial PRIMARY KEY,
  credit_note_no   text UNIQUE CHECK (credit_note_no ~ '^[A-Za-z0-9/-]{1,16}$'),
  credit_note_date date NOT NULL,
  bill_id          integer NOT NULL REFERENCES bills(id) ON DELETE RESTRICT,
  reason           text NOT NULL CHECK (reason IN ('FEE_REVISION', 'CASE_CANCELLED', 'DUPLICATE', 'RATE_ERROR', 'DEFICIENT_SERVICE')),
  description      text,
  taxable_value    numeric(14,2) NOT NULL CHECK (taxable_value > 0),
  cgst_amount      numeric(14,2) NOT NULL DEFAULT 0,
  sgst_amount      numeric(14,2) NOT NULL DEFAULT 0,
  igst_amount      numeric(14,2) NOT NULL DEFAULT 0,
  total            numeric(14,2) NOT NULL,
  status           text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'APPROVED', 'ISSUED', 'CANCELLED')),
  created_by       integer REFERENCES users(id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  version          integer NOT NULL DEFAULT 1
);
CREATE INDEX credit_notes_bill_idx ON credit_notes (bill_id);
CREATE INDEX credit_notes_status_idx ON credit_notes (status, id);

ALTER TABLE expenses
  ADD COLUMN receipt_file jsonb,
  ADD COLUMN reject_reason text,
  ADD COLUMN bill_id integer REFERENCES bills(id) ON DELETE SET NULL;
CREATE INDEX expenses_case_idx ON expenses (case_id) WHERE case_id IS NOT NULL;
CREATE INDEX expenses_search_idx ON expenses USING gin (to_tsvector('simple', coalesce(description, '')));
