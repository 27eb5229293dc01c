-- 0419_masters_payment_accounts: the firm's bank accounts for receiving payment (/admin/payment-master),
-- at most one default per company branch (printed on its invoices).
CREATE TABLE payment_accounts (
  id                serial PRIMARY KEY,
  company_branch_id integer NOT NULL REFERENCES company_branches (id),
  account_name      text NOT NULL,
  account_number    text NOT NULL CHECK (account_number ~ '^[0-9]{9,18}$'),
  ifsc              text NOT NULL CHECK (ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
  bank_name         text NOT NULL,
  branch_name       text,
  upi_id            text,
  is_default        text NOT NULL DEFAULT '0' CHECK (is_default IN ('0', '1')),
  status            text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  version           integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX payment_accounts_number_key ON payment_accounts (account_number, ifsc);
CREATE UNIQUE INDEX payment_accounts_default_key ON payment_accounts (company_branch_id) WHERE is_default = '1';
CREATE INDEX payment_accounts_name_idx ON payment_accounts (account_name, id);
CREATE INDEX payment_accounts_bank_idx ON payment_accounts (bank_name, id);
CREATE INDEX payment_accounts_search_idx ON payment_accounts USING gin (to_tsvector('simple', coalesce(account_name, '') || ' ' || coalesce(account_number, '') || ' ' || coalesce(ifsc, '') || ' ' || coalesce(bank_name, '')));
SELECT kit_track_count('payment_accounts');
