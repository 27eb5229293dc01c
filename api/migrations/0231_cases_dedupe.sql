-- 0231_cases_dedupe: suspected duplicate case pairs for /admin/dedupe, found by the initiation's
-- duplicate rule (api/src/modules/cases/duplicates.ts) run over cases new since the last scan.
-- case_a is the older case, case_b the newer; a pair is stored once and a decision keeps it out
-- of the open list for good ("not a duplicate" is never shown again).
CREATE TABLE case_duplicate_pairs (
  id                serial PRIMARY KEY,
  case_a            integer NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  case_b            integer NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  reasons           jsonb NOT NULL,
  found_at          timestamptz NOT NULL DEFAULT now(),
  status            text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'NOT_DUPLICATE', 'CANCELLED')),
  note              text,
  cancelled_case_id integer REFERENCES cases(id) ON DELETE SET NULL,
  decided_by        integer REFERENCES users(id) ON DELETE SET NULL,
  decided_at        timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  version           integer NOT NULL DEFAULT 1,
  CHECK (case_a < case_b),
  UNIQUE (case_a, case_b)
);
-- The page lists open pairs newest first; decided ones by status.
CREATE INDEX case_duplicate_pairs_status_idx ON case_duplicate_pairs (status, id);
CREATE INDEX case_duplicate_pairs_found_idx ON case_duplicate_pairs (found_at, id);
CREATE INDEX case_duplicate_pairs_b_idx ON case_duplicate_pairs (case_b);
SELECT kit_track_count('case_duplicate_pairs');

-- How far the scan has read (cases.id), one row.
CREATE TABLE case_dedupe_scan (
  id           integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  last_case_id integer NOT NULL DEFAULT 0,
  scanned_at   timestamptz
);
INSERT INTO case_dedupe_scan (id) VALUES (1);
