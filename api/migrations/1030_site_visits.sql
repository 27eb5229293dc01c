-- 1030_site_visits: the engineer's guided visit (issue 31). The photo checklist per property type
-- (a master), the visit's thresholds (a master of one row), each case's visit (measurements, site
-- areas, sketch, completion), the idempotency keys of the phone's queued actions, and what each
-- site photo proves (checklist item, SHA-256 of the original, EXIF position and time).
CREATE TABLE visit_checklist_items (
  id            serial PRIMARY KEY,
  property_type text NOT NULL,
  item          text NOT NULL,
  mandatory     text NOT NULL DEFAULT '1' CHECK (mandatory IN ('0', '1')),
  sort_order    integer NOT NULL DEFAULT 1,
  status        text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  version       integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX visit_checklist_items_key ON visit_checklist_items (property_type, lower(item));
CREATE INDEX visit_checklist_items_order_idx ON visit_checklist_items (property_type, sort_order, id);
CREATE INDEX visit_checklist_items_search_idx ON visit_checklist_items USING gin (to_tsvector('simple', coalesce(item, '') || ' ' || coalesce(property_type, '')));
SELECT kit_track_count('visit_checklist_items');

INSERT INTO visit_checklist_items (property_type, item, mandatory, sort_order)
SELECT t.pt, i.item, i.mandatory, i.n
FROM (VALUES ('RES_FLAT'), ('OFFICE'), ('COMMERCIAL_SHOP')) AS t (pt)
CROSS JOIN (VALUES ('Building front', '1', 1), ('Entrance', '1', 2), ('Living room', '1', 3), ('Bedroom', '0', 4),
                   ('Kitchen', '1', 5), ('Toilet', '1', 6), ('View from balcony', '0', 7), ('Society board', '1', 8),
                   ('Electricity meter', '1', 9)) AS i (item, mandatory, n);
INSERT INTO visit_checklist_items (property_type, item, mandatory, sort_order)
SELECT t.pt, i.item, i.mandatory, i.n
FROM (VALUES ('PLOT'), ('AGRI_LAND')) AS t (pt)
CROSS JOIN (VALUES ('Boundary north', '1', 1), ('Boundary south', '1', 2), ('Boundary east', '1', 3), ('Boundary west', '1', 4),
                   ('Approach road', '1', 5), ('Survey stone', '0', 6)) AS i (item, mandatory, n);
INSERT INTO visit_checklist_items (property_type, item, mandatory, sort_order)
SELECT t.pt, i.item, i.mandatory, i.n
FROM (VALUES ('INDEPENDENT_HOUSE'), ('ROW_HOUSE'), ('INDUSTRIAL'), ('MIXED')) AS t (pt)
CROSS JOIN (VALUES ('Building front', '1', 1), ('Approach road', '1', 2), ('Entrance', '1', 3), ('Each room', '1', 4),
                   ('Kitchen', '0', 5), ('Toilet', '0', 6), ('Electricity meter', '1', 7)) AS i (item, mandatory, n);

CREATE TABLE site_visit_settings (
  id                  serial PRIMARY KEY,
  name                text NOT NULL,
  max_distance_m      integer NOT NULL DEFAULT 200 CHECK (max_distance_m > 0),
  window_grace_min    integer NOT NULL DEFAULT 60 CHECK (window_grace_min >= 0),
  area_difference_pct numeric(5,2) NOT NULL DEFAULT 10 CHECK (area_difference_pct >= 0),
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  version             integer NOT NULL DEFAULT 1
);
SELECT kit_track_count('site_visit_settings');
INSERT INTO site_visit_settings (name) VALUES ('Default');

CREATE TABLE site_visits (
  case_id          integer PRIMARY KEY REFERENCES cases (id) ON DELETE CASCADE,
  engineer_id      integer REFERENCES users (id) ON DELETE SET NULL,
  measurements     jsonb NOT NULL DEFAULT '[]',
  measure_unit     text,
  carpet_area      numeric(14,2),
  built_up_area    numeric(14,2),
  land_area        numeric(14,2),
  sketch_name      text,
  started_at       timestamptz,
  completed_at     timestamptz,
  missing_reason   text,
  updated_at       timestamptz NOT NULL DEFAULT now()
);

-- One row per action the phone queued: a replay of the same key answers the stored answer.
CREATE TABLE site_visit_actions (
  idempotency_key text PRIMARY KEY CHECK (idempotency_key ~ '^[A-Za-z0-9-]{16,64}$'),
  user_id         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  case_id         integer NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  kind            text NOT NULL,
  status_code     integer NOT NULL,
  answer          jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX site_visit_actions_case_idx ON site_visit_actions (case_id, created_at);

ALTER TABLE case_documents
  ADD COLUMN checklist_item_id integer REFERENCES visit_checklist_items (id) ON DELETE SET NULL,
  ADD COLUMN sha256 text CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  ADD COLUMN original_sha256 text CHECK (original_sha256 ~ '^[0-9a-f]{64}$'),
  ADD COLUMN original_bytes integer,
  ADD COLUMN exif_latitude numeric(9,6) CHECK (exif_latitude BETWEEN -90 AND 90),
  ADD COLUMN exif_longitude numeric(9,6) CHECK (exif_longitude BETWEEN -180 AND 180),
  ADD COLUMN exif_taken_at timestamptz;
