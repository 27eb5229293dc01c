-- 0401_company_profile: the firm's own profile (Company Master). One row at most; GSTINs are per
-- office (company_branches).
CREATE TABLE IF NOT EXISTS company_profile (
  id                 serial PRIMARY KEY,
  legal_name         text NOT NULL CHECK (length(trim(legal_name)) > 0),
  trade_name         text,
  pan                text CHECK (pan IS NULL OR pan ~ '^[A-Z]{3}[ABCFGHLJPTK][A-Z][0-9]{4}[A-Z]$'),
  cin                text,
  registered_address text,
  city               text,
  state              text,
  pincode            text CHECK (pincode IS NULL OR pincode ~ '^[1-9][0-9]{5}$'),
  email              text,
  phone              text,
  website            text,
  logo_url           text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  version            integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX IF NOT EXISTS company_profile_single ON company_profile ((true));
