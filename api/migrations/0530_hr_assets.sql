-- 0530_hr_assets: the asset register (DOMAIN.md "Asset") and each asset's assignments.
CREATE TABLE assets (
  id            serial PRIMARY KEY,
  tag           text NOT NULL UNIQUE,
  category      text NOT NULL CHECK (category IN ('LAPTOP', 'MOBILE', 'TABLET', 'CAMERA', 'DISTANCE_METER', 'VEHICLE', 'SIM')),
  make_model    text NOT NULL,
  serial_no     text,
  purchase_date date,
  cost          numeric(12,2) CHECK (cost IS NULL OR cost >= 0),
  warranty_to   date,
  status        text NOT NULL DEFAULT 'IN_STOCK' CHECK (status IN ('IN_STOCK', 'ASSIGNED', 'UNDER_REPAIR', 'RETIRED', 'LOST')),
  assigned_to   integer REFERENCES users(id) ON DELETE SET NULL,
  notes         text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  version       integer NOT NULL DEFAULT 1,
  CHECK ((status = 'ASSIGNED') = (assigned_to IS NOT NULL))
);
CREATE INDEX assets_search_idx ON assets USING gin (to_tsvector('simple', coalesce(tag, '') || ' ' || coalesce(make_model, '') || ' ' || coalesce(serial_no, '')));
CREATE INDEX assets_status_idx ON assets (status, id);
CREATE INDEX assets_warranty_idx ON assets (warranty_to, id);
CREATE INDEX assets_purchase_idx ON assets (purchase_date, id);
CREATE INDEX assets_assigned_idx ON assets (assigned_to) WHERE assigned_to IS NOT NULL;
SELECT kit_track_count('assets');

CREATE TABLE asset_assignments (
  id               serial PRIMARY KEY,
  asset_id         integer NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
  user_id          integer NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  issued_on        date NOT NULL,
  issue_condition  text NOT NULL CHECK (issue_condition IN ('NEW', 'GOOD', 'FAIR', 'DAMAGED')),
  returned_on      date,
  return_condition text CHECK (return_condition IN ('NEW', 'GOOD', 'FAIR', 'DAMAGED')),
  note             text,
  issued_by        integer REFERENCES users(id) ON DELETE SET NULL,
  returned_by      integer REFERENCES users(id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (returned_on IS NULL OR returned_on >= issued_on)
);
CREATE INDEX asset_assignments_asset_idx ON asset_assignments (asset_id, id);
-- At most one open assignment per asset.
CREATE UNIQUE INDEX asset_assignments_open_idx ON asset_assignments (asset_id) WHERE returned_on IS NULL;
