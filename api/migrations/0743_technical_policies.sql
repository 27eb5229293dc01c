-- Each bank's technical policy (mfe-realestate/src/model/technical-policy.ts): the document in the
-- file store and the rules its cases apply.
CREATE TABLE technical_policies (
  id               serial PRIMARY KEY,
  bank_id          integer NOT NULL REFERENCES banks (id) ON DELETE CASCADE,
  title            text NOT NULL,
  effective_from   date NOT NULL,
  realisable_pct   numeric(5, 2) NOT NULL CHECK (realisable_pct BETWEEN 0 AND 100),
  distress_pct     numeric(5, 2) NOT NULL CHECK (distress_pct BETWEEN 0 AND realisable_pct),
  property_types   jsonb NOT NULL,
  max_property_age integer CHECK (max_property_age BETWEEN 0 AND 100),
  notes            text,
  document         jsonb,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  version          integer NOT NULL DEFAULT 1
);
CREATE INDEX technical_policies_bank ON technical_policies (bank_id, effective_from);
