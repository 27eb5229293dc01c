-- 0930_valuation_report: what the bank's report needs (issue 25).
-- The valuer who signs: qualification and registration number (IBBI / CCIT) on the user.
ALTER TABLE users ADD COLUMN IF NOT EXISTS qualification text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS valuer_reg_no text;

-- Per bank: which report layout it files, and the valuer's declaration it asks for.
ALTER TABLE banks ADD COLUMN IF NOT EXISTS report_layout text NOT NULL DEFAULT 'DEFAULT'
  CHECK (report_layout IN ('DEFAULT', 'PSB_FORMAT'));
ALTER TABLE banks ADD COLUMN IF NOT EXISTS report_declaration text;

-- The firm's legal entity type: the fourth letter of the PAN inside its GSTINs must match it.
ALTER TABLE company_profile ADD COLUMN IF NOT EXISTS entity_type text
  CHECK (entity_type IS NULL OR entity_type IN ('C', 'F', 'P', 'H', 'A', 'T', 'B', 'L', 'J', 'G', 'K'));

-- Frozen from submission: each submission is a numbered revision of the valuation fields.
ALTER TABLE cases ADD COLUMN IF NOT EXISTS revision_no integer NOT NULL DEFAULT 0;

CREATE TABLE IF NOT EXISTS case_revisions (
  case_id      integer NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  revision_no  integer NOT NULL,
  fields       jsonb NOT NULL,
  levels_needed integer NOT NULL,
  submitted_by integer REFERENCES users(id) ON DELETE SET NULL,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (case_id, revision_no)
);

-- Who approved which revision at which level (approve and release moves).
CREATE TABLE IF NOT EXISTS case_revision_approvals (
  case_id     integer NOT NULL,
  revision_no integer NOT NULL,
  level       integer NOT NULL,
  approved_by integer REFERENCES users(id) ON DELETE SET NULL,
  approved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (case_id, revision_no, level),
  FOREIGN KEY (case_id, revision_no) REFERENCES case_revisions(case_id, revision_no) ON DELETE CASCADE
);

-- Every change of a valuation field through the workbench: who, when, old, new.
CREATE TABLE IF NOT EXISTS case_field_changes (
  id          bigserial PRIMARY KEY,
  case_id     integer NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  field       text NOT NULL,
  old_value   text,
  new_value   text,
  changed_by  integer REFERENCES users(id) ON DELETE SET NULL,
  changed_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS case_field_changes_case ON case_field_changes (case_id, changed_at, id);
