-- 0416_masters_agreements: empanelment agreements with each bank (/admin/agreementRenewal).
CREATE TABLE agreements (
  id           serial PRIMARY KEY,
  bank_id      integer NOT NULL REFERENCES banks (id),
  agreement_no text NOT NULL,
  valid_from   date NOT NULL,
  valid_to     date NOT NULL,
  fee_terms    text,
  file         jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  version      integer NOT NULL DEFAULT 1,
  CHECK (valid_to > valid_from)
);
CREATE UNIQUE INDEX agreements_no_key ON agreements (bank_id, lower(agreement_no));
CREATE INDEX agreements_valid_to_idx ON agreements (valid_to, id);
CREATE INDEX agreements_valid_from_idx ON agreements (valid_from, id);
CREATE INDEX agreements_no_idx ON agreements (agreement_no, id);
CREATE INDEX agreements_bank_idx ON agreements (bank_id, valid_to);
CREATE INDEX agreements_search_idx ON agreements USING gin (to_tsvector('simple', coalesce(agreement_no, '') || ' ' || coalesce(fee_terms, '')));
SELECT kit_track_count('agreements');
-- The renewal tasks find their agreement and window by linked_entity ('agreement:<id>:<days>').
CREATE INDEX IF NOT EXISTS tasks_linked_entity_idx ON tasks (linked_entity);
