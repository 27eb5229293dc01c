-- 0103_kit_dispatch: hard-copy dispatches by courier (DOMAIN.md "Courier dispatch").
-- Cases in the packet are case numbers as text for now (no foreign key to cases yet).
CREATE TABLE dispatch_hard_copies (
  id                serial PRIMARY KEY,
  dispatch_no       text NOT NULL UNIQUE,
  company_branch_id integer NOT NULL REFERENCES company_branches(id) ON DELETE RESTRICT,
  addressee         text NOT NULL CHECK (length(trim(addressee)) > 0),
  address           text,
  case_nos          text[] NOT NULL DEFAULT '{}',
  enclosures        text[] NOT NULL DEFAULT '{}',
  copies            integer NOT NULL DEFAULT 1 CHECK (copies BETWEEN 1 AND 50),
  courier_company   text,
  awb_no            text,
  dispatched_on     date,
  charges           numeric(12,2) CHECK (charges IS NULL OR charges >= 0),
  status            text NOT NULL DEFAULT 'PREPARED'
                    CHECK (status IN ('PREPARED', 'BOOKED', 'IN_TRANSIT', 'DELIVERED', 'RETURNED', 'LOST')),
  delivered_at      date,
  received_by       text,
  pod_file          jsonb,            -- proof of delivery: { name, stored, mime, size }
  created_by        integer REFERENCES users(id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  version           integer NOT NULL DEFAULT 1,
  CHECK (status <> 'DELIVERED' OR delivered_at IS NOT NULL)
);
CREATE INDEX dispatch_search_idx ON dispatch_hard_copies
  USING gin (to_tsvector('simple', coalesce(dispatch_no, '') || ' ' || coalesce(addressee, '') || ' ' || coalesce(awb_no, '') || ' ' || coalesce(courier_company, '')));
CREATE INDEX dispatch_status_idx ON dispatch_hard_copies (status, id);
CREATE INDEX dispatch_dispatched_on_idx ON dispatch_hard_copies (dispatched_on, id);
CREATE INDEX dispatch_branch_idx ON dispatch_hard_copies (company_branch_id);
CREATE INDEX dispatch_case_nos_idx ON dispatch_hard_copies USING gin (case_nos);
