-- 0970_books_rules (issue 28): maker-checker switches, a bill fully credited is CREDITED, and the
-- Tally ledger names the export uses.

-- A bill reduced to nothing by credit notes alone is CREDITED (not PAID): payment and credit are told apart.
ALTER TABLE bills DROP CONSTRAINT bills_status_check;
ALTER TABLE bills ADD CONSTRAINT bills_status_check
  CHECK (status IN ('DRAFT', 'INITIATED', 'APPROVED', 'CA_APPROVED', 'ISSUED', 'PART_PAID', 'PAID', 'CREDITED', 'REJECTED', 'CANCELLED'));
-- Rows written before: credited only is CREDITED, credited in part with no money is ISSUED.
UPDATE bills SET status = CASE WHEN total - credited_amount <= 0 THEN 'CREDITED' ELSE 'ISSUED' END
WHERE status IN ('PART_PAID', 'PAID') AND received_amount = 0 AND tds_deducted = 0 AND credited_amount > 0;

-- The firm's maker-checker rules, on unless switched off; every switch is recorded with who and why.
CREATE TABLE billing_rules (
  key        text PRIMARY KEY CHECK (key IN ('initiator_not_approver', 'approver_not_ca')),
  enabled    boolean NOT NULL DEFAULT true,
  updated_by integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version    integer NOT NULL DEFAULT 1
);
INSERT INTO billing_rules (key) VALUES ('initiator_not_approver'), ('approver_not_ca');

CREATE TABLE billing_rule_changes (
  id         bigserial PRIMARY KEY,
  key        text NOT NULL REFERENCES billing_rules(key),
  enabled    boolean NOT NULL,
  reason     text NOT NULL CHECK (length(trim(reason)) >= 3),
  changed_by integer REFERENCES users(id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);

-- Ledger names of the Tally export, one per role (the party ledger is the bank's name unless mapped here).
CREATE TABLE tally_ledgers (
  role       text PRIMARY KEY CHECK (role IN ('income', 'cgst', 'sgst', 'igst', 'tds', 'round_off')),
  name       text NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 100),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO tally_ledgers (role, name) VALUES
  ('income', 'Valuation Fees'), ('cgst', 'Output CGST'), ('sgst', 'Output SGST'), ('igst', 'Output IGST'),
  ('tds', 'TDS Receivable'), ('round_off', 'Round Off');
CREATE TABLE tally_party_ledgers (
  bank_id integer PRIMARY KEY REFERENCES banks(id) ON DELETE CASCADE,
  name    text NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 100)
);
