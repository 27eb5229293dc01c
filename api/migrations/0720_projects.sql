-- Projects (mfe-realestate/src/model/projects.ts, project-listings.ts), their negative and NPA
-- listings per bank, and the project a case is initiated for with the acknowledged warning.
-- api/test/model-tables.test.ts checks each described table against its description.
CREATE TABLE projects (
  id         serial PRIMARY KEY,
  name       text NOT NULL,
  developer  text NOT NULL,
  address    text NOT NULL,
  city       text NOT NULL,
  pincode    text NOT NULL,
  latitude   numeric,
  longitude  numeric,
  rera_no    text,
  towers     integer NOT NULL CHECK (towers > 0),
  units      integer NOT NULL CHECK (units > 0),
  status     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version    integer NOT NULL DEFAULT 1
);
-- Each list sorts and filters by these (id breaks ties, so a page is one index range).
CREATE INDEX projects_name_idx ON projects (name, id);
CREATE INDEX projects_developer_idx ON projects (developer, id);
CREATE INDEX projects_city_idx ON projects (city, id);
CREATE INDEX projects_pincode_idx ON projects (pincode, id);
CREATE INDEX projects_status_idx ON projects (status, name, id);
CREATE UNIQUE INDEX projects_rera_no_key ON projects (rera_no) WHERE rera_no IS NOT NULL;

CREATE TABLE project_negative_listings (
  id         serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  bank_id    integer NOT NULL REFERENCES banks (id) ON DELETE RESTRICT,
  listed_on  date NOT NULL,
  reason     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version    integer NOT NULL DEFAULT 1
);
CREATE INDEX project_negative_listings_project_idx ON project_negative_listings (project_id, bank_id);
CREATE INDEX project_negative_listings_bank_idx ON project_negative_listings (bank_id);
CREATE INDEX project_negative_listings_listed_idx ON project_negative_listings (listed_on, id);

CREATE TABLE project_npa_listings (
  id         serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  bank_id    integer NOT NULL REFERENCES banks (id) ON DELETE RESTRICT,
  listed_on  date NOT NULL,
  reason     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version    integer NOT NULL DEFAULT 1
);
CREATE INDEX project_npa_listings_project_idx ON project_npa_listings (project_id, bank_id);
CREATE INDEX project_npa_listings_bank_idx ON project_npa_listings (bank_id);
CREATE INDEX project_npa_listings_listed_idx ON project_npa_listings (listed_on, id);

-- A case names the project its property is in; a warning (negative / NPA for the case's bank)
-- that the initiator acknowledged is kept with who and when (and in the history's first row).
ALTER TABLE cases
  ADD COLUMN project_id integer REFERENCES projects (id) ON DELETE SET NULL,
  ADD COLUMN project_warning text,
  ADD COLUMN project_warning_ack_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN project_warning_ack_at timestamptz;
CREATE INDEX cases_project_idx ON cases (project_id) WHERE project_id IS NOT NULL;
