-- APF assignments, project documents, stage visits and units (mfe-realestate/src/model/apf.ts,
-- stage-visits.ts, inventory.ts).
CREATE TABLE project_apfs (
  id           serial PRIMARY KEY,
  project_id   integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  bank_id      integer NOT NULL REFERENCES banks (id) ON DELETE RESTRICT,
  requested_on date NOT NULL,
  remarks      text,
  status       text NOT NULL DEFAULT 'REQUESTED',
  apf_no       text,
  approved_on  date,
  valid_to     date,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  version      integer NOT NULL DEFAULT 1,
  CHECK (status <> 'APPROVED' OR (apf_no IS NOT NULL AND approved_on IS NOT NULL AND valid_to > approved_on))
);
CREATE INDEX project_apfs_requested_idx ON project_apfs (requested_on, id);
CREATE INDEX project_apfs_status_idx ON project_apfs (status, requested_on, id);
CREATE INDEX project_apfs_project_idx ON project_apfs (project_id, bank_id);
CREATE INDEX project_apfs_bank_idx ON project_apfs (bank_id);
CREATE UNIQUE INDEX project_apfs_apf_no_key ON project_apfs (bank_id, apf_no) WHERE apf_no IS NOT NULL;

CREATE TABLE project_documents (
  id         serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  kind       text NOT NULL,
  title      text NOT NULL,
  file       jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version    integer NOT NULL DEFAULT 1
);
CREATE INDEX project_documents_project_idx ON project_documents (project_id, title, id);
CREATE INDEX project_documents_title_idx ON project_documents (title, id);

CREATE TABLE project_stage_visits (
  id             serial PRIMARY KEY,
  project_id     integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  visited_on     date NOT NULL,
  engineer_id    integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  overall_pct    numeric NOT NULL CHECK (overall_pct BETWEEN 0 AND 100),
  plinth_pct     numeric CHECK (plinth_pct BETWEEN 0 AND 100),
  rcc_pct        numeric CHECK (rcc_pct BETWEEN 0 AND 100),
  brickwork_pct  numeric CHECK (brickwork_pct BETWEEN 0 AND 100),
  plaster_pct    numeric CHECK (plaster_pct BETWEEN 0 AND 100),
  flooring_pct   numeric CHECK (flooring_pct BETWEEN 0 AND 100),
  electrical_pct numeric CHECK (electrical_pct BETWEEN 0 AND 100),
  plumbing_pct   numeric CHECK (plumbing_pct BETWEEN 0 AND 100),
  woodwork_pct   numeric CHECK (woodwork_pct BETWEEN 0 AND 100),
  painting_pct   numeric CHECK (painting_pct BETWEEN 0 AND 100),
  remarks        text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  version        integer NOT NULL DEFAULT 1
);
-- The progress chart and "last visit" read a project's visits by date.
CREATE INDEX project_stage_visits_project_idx ON project_stage_visits (project_id, visited_on DESC, id DESC);
CREATE INDEX project_stage_visits_visited_idx ON project_stage_visits (visited_on, id);
CREATE INDEX project_stage_visits_overall_idx ON project_stage_visits (overall_pct, id);

CREATE TABLE project_units (
  id         serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  tower      text NOT NULL,
  floor      integer NOT NULL,
  unit_no    text NOT NULL,
  area       numeric NOT NULL CHECK (area > 0),
  area_unit  text NOT NULL,
  status     text NOT NULL,
  rate       numeric(14, 2),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version    integer NOT NULL DEFAULT 1,
  UNIQUE (project_id, tower, unit_no)
);
CREATE INDEX project_units_unit_idx ON project_units (unit_no, id);
CREATE INDEX project_units_tower_idx ON project_units (tower, id);
CREATE INDEX project_units_floor_idx ON project_units (floor, id);
CREATE INDEX project_units_status_idx ON project_units (status, unit_no, id);
CREATE INDEX project_units_rate_idx ON project_units (rate, id);
CREATE INDEX project_units_project_status_idx ON project_units (project_id, status);
