-- 0410_masters_pincodes: the pincode master (/admin/pincodes). One row per pincode and locality (India
-- Post lists several post offices under one pincode), with the firm's servicing branch and engineers.
CREATE TABLE pincodes (
  id                 serial PRIMARY KEY,
  pincode            text NOT NULL CHECK (pincode ~ '^[1-9][0-9]{5}$'),
  locality           text NOT NULL,
  district           text NOT NULL,
  state              text NOT NULL,
  company_branch_id  integer REFERENCES company_branches (id),
  engineer_id        integer REFERENCES users (id) ON DELETE SET NULL,
  backup_engineer_id integer REFERENCES users (id) ON DELETE SET NULL,
  status             text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  version            integer NOT NULL DEFAULT 1
);

-- A locality appears once per pincode whatever its letter case; the CSV import upserts on this key.
CREATE UNIQUE INDEX pincodes_pincode_locality_key ON pincodes (pincode, lower(locality));
CREATE INDEX pincodes_district_idx ON pincodes (district, id);
CREATE INDEX pincodes_locality_idx ON pincodes (locality, id);
CREATE INDEX pincodes_state_idx ON pincodes (state, id);
-- Foreign-key look-ups only: most imported rows have no engineer yet, so partial indexes skip them
-- (each index costs a 20,000-row import about 0.3 s on PGlite).
CREATE INDEX pincodes_company_branch_idx ON pincodes (company_branch_id) WHERE company_branch_id IS NOT NULL;
CREATE INDEX pincodes_engineer_idx ON pincodes (engineer_id) WHERE engineer_id IS NOT NULL;
CREATE INDEX pincodes_backup_engineer_idx ON pincodes (backup_engineer_id) WHERE backup_engineer_id IS NOT NULL;
CREATE INDEX pincodes_search_idx ON pincodes USING gin (to_tsvector('simple', coalesce(pincode, '') || ' ' || coalesce(locality, '') || ' ' || coalesce(district, '') || ' ' || coalesce(state, '')));
SELECT kit_track_count('pincodes');
