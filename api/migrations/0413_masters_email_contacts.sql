-- 0413_masters_email_contacts: e-mail contacts per bank, bank branch and purpose (/admin/emailDetail).
CREATE TABLE email_contacts (
  id             serial PRIMARY KEY,
  bank_id        integer NOT NULL REFERENCES banks (id),
  bank_branch_id integer REFERENCES bank_branches (id),
  purpose        text NOT NULL CHECK (purpose IN ('REQUESTS', 'REPORTS', 'BILLS', 'MIS', 'FEEDBACK')),
  contact_name   text NOT NULL,
  designation    text,
  email          text NOT NULL,
  mobile         text,
  status         text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  version        integer NOT NULL DEFAULT 1
);
-- One address once per bank, branch and purpose.
CREATE UNIQUE INDEX email_contacts_key ON email_contacts (bank_id, coalesce(bank_branch_id, 0), purpose, lower(email));
CREATE INDEX email_contacts_bank_idx ON email_contacts (bank_id, purpose);
CREATE INDEX email_contacts_branch_idx ON email_contacts (bank_branch_id, purpose);
CREATE INDEX email_contacts_name_idx ON email_contacts (contact_name, id);
CREATE INDEX email_contacts_email_idx ON email_contacts (email, id);
CREATE INDEX email_contacts_purpose_idx ON email_contacts (purpose, id);
CREATE INDEX email_contacts_search_idx ON email_contacts USING gin (to_tsvector('simple', coalesce(contact_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(designation, '')));
SELECT kit_track_count('email_contacts');
