-- 0233_cases_pickups_couriers: document pickups (/admin/documentPickupRequests) and inward
-- couriers (/admin/receivedCourier), two plain resources (mfe-cases/model pickups.ts, couriers.ts).
CREATE TABLE document_pickups (
  id             serial PRIMARY KEY,
  case_id        integer REFERENCES cases(id) ON DELETE SET NULL,
  pickup_from    text NOT NULL CHECK (pickup_from IN ('BANK_BRANCH', 'APPLICANT')),
  contact_name   text NOT NULL CHECK (length(trim(contact_name)) > 0),
  contact_mobile text NOT NULL,
  address        text NOT NULL,
  pincode        text NOT NULL CHECK (pincode ~ '^[1-9][0-9]{5}$'),
  documents      jsonb NOT NULL,
  slot_date      date,
  slot           text,
  runner_id      integer REFERENCES users(id) ON DELETE SET NULL,
  picked_on      date,
  received_on    date,
  status         text NOT NULL DEFAULT 'REQUESTED' CHECK (status IN ('REQUESTED', 'SCHEDULED', 'PICKED', 'RECEIVED', 'CANCELLED')),
  cancel_reason  text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  version        integer NOT NULL DEFAULT 1,
  CHECK (status <> 'CANCELLED' OR length(trim(coalesce(cancel_reason, ''))) > 0)
);
CREATE INDEX document_pickups_status_idx ON document_pickups (status, id);
CREATE INDEX document_pickups_slot_idx ON document_pickups (slot_date, id);
CREATE INDEX document_pickups_case_idx ON document_pickups (case_id);
CREATE INDEX document_pickups_runner_idx ON document_pickups (runner_id, id);
SELECT kit_track_count('document_pickups');

CREATE TABLE received_couriers (
  id              serial PRIMARY KEY,
  courier_company text NOT NULL CHECK (length(trim(courier_company)) > 0),
  awb_no          text NOT NULL,
  sender          text NOT NULL CHECK (length(trim(sender)) > 0),
  sender_address  text,
  received_on     date NOT NULL,
  received_by     integer NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  case_nos        jsonb,
  documents       jsonb NOT NULL,
  packets         integer NOT NULL DEFAULT 1 CHECK (packets BETWEEN 1 AND 50),
  remarks         text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  version         integer NOT NULL DEFAULT 1
);
CREATE INDEX received_couriers_received_idx ON received_couriers (received_on, id);
CREATE INDEX received_couriers_by_idx ON received_couriers (received_by, id);
CREATE INDEX received_couriers_company_idx ON received_couriers (courier_company, id);
CREATE INDEX received_couriers_sender_idx ON received_couriers (sender, id);
-- Which packets brought a case's papers: case_nos @> '["MUM/2526/000123"]'.
CREATE INDEX received_couriers_cases_idx ON received_couriers USING gin (case_nos jsonb_path_ops);
SELECT kit_track_count('received_couriers');
