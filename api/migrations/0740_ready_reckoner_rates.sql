-- Ready-reckoner (circle / guideline) rates (mfe-realestate/src/model/ready-reckoner.ts): per sq m
-- for each use, agricultural land per hectare. One row per zone and year; an import updates it.
CREATE TABLE ready_reckoner_rates (
  id                serial PRIMARY KEY,
  state             text NOT NULL,
  district          text NOT NULL,
  taluka            text,
  local_body        text,
  zone              text NOT NULL,
  sub_zone          text,
  survey_numbers    text,
  pincodes          jsonb,
  year              integer NOT NULL,
  rate_open_land    numeric(14, 2),
  rate_residential  numeric(14, 2),
  rate_office       numeric(14, 2),
  rate_shop         numeric(14, 2),
  rate_industrial   numeric(14, 2),
  rate_agricultural numeric(14, 2),
  local_name        text NOT NULL DEFAULT 'Ready Reckoner',
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  version           integer NOT NULL DEFAULT 1
);
-- The natural key an import upserts on: a zone of a district in a year.
CREATE UNIQUE INDEX ready_reckoner_zone_key ON ready_reckoner_rates
  (state, lower(district), lower(coalesce(taluka, '')), lower(zone), lower(coalesce(sub_zone, '')), year);
-- The AVM floor and the research graphs' reference line look a pincode up.
CREATE INDEX ready_reckoner_pincodes ON ready_reckoner_rates USING gin (pincodes jsonb_path_ops);
