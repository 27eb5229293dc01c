-- 0540_hr_letters: offer and leaving letters (DOMAIN.md "HR letters"): one editable template per
-- type, and every letter issued with its filled text and the stored PDF.
CREATE TABLE letter_templates (
  type       text PRIMARY KEY CHECK (type IN ('OFFER', 'LEAVING')),
  title      text NOT NULL,
  body       text NOT NULL,
  updated_by integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version    integer NOT NULL DEFAULT 1
);
INSERT INTO letter_templates (type, title, body) VALUES
('OFFER', 'Offer of Employment', E'Date: {{issue_date}}\nRef: {{letter_no}}\n\nDear {{name}},\n\nWe are pleased to offer you the position of {{designation}} at our {{branch}} branch, with effect from {{joining_date}}.\n\nYour annual cost to company will be {{salary}}, paid monthly after statutory deductions (PF, professional tax and TDS as applicable).\n\nYou will be on probation for six months from your date of joining. Please bring the originals of your educational certificates, Aadhaar, PAN and a cancelled cheque on your first day.\n\nKindly sign and return a copy of this letter as your acceptance.\n\nWe look forward to working with you.\n\nFor Valuation Back Office\nHuman Resources'),
('LEAVING', 'Relieving and Experience Letter', E'Date: {{issue_date}}\nRef: {{letter_no}}\n\nTo whom it may concern,\n\nThis is to certify that {{name}} worked with us as {{designation}} at our {{branch}} branch from {{joining_date}} to {{leaving_date}}.\n\n{{name}} has been relieved of all duties with effect from the close of business on {{leaving_date}}, and all company assets have been returned.\n\nWe thank {{name}} for the contribution made during this period and wish every success in the future.\n\nFor Valuation Back Office\nHuman Resources');

CREATE TABLE hr_letters (
  id           serial PRIMARY KEY,
  type         text NOT NULL CHECK (type IN ('OFFER', 'LEAVING')),
  letter_no    text UNIQUE,
  user_id      integer NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  designation  text,
  branch_name  text,
  joining_date date,
  leaving_date date,
  salary       numeric(12,2) CHECK (salary IS NULL OR salary > 0),
  issued_on    date NOT NULL,
  title        text,
  body_text    text,
  pdf_path     text,
  created_by   integer REFERENCES users(id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  version      integer NOT NULL DEFAULT 1,
  CHECK (type <> 'OFFER' OR (joining_date IS NOT NULL AND salary IS NOT NULL)),
  CHECK (type <> 'LEAVING' OR leaving_date IS NOT NULL)
);
CREATE INDEX hr_letters_type_idx ON hr_letters (type, id DESC);
CREATE INDEX hr_letters_search_idx ON hr_letters USING gin (to_tsvector('simple', coalesce(letter_no, '')));
SELECT kit_track_count('hr_letters');
