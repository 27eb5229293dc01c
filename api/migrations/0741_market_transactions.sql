-- Market transactions (mfe-realestate/src/model/market-data.ts), imported from CSV / .xlsx.
CREATE TABLE market_transactions (
  id                serial PRIMARY KEY,
  registration_date date NOT NULL,
  locality          text NOT NULL,
  pincode           text NOT NULL,
  latitude          numeric(9, 6),
  longitude         numeric(9, 6),
  property_type     text NOT NULL,
  area              numeric(14, 2) NOT NULL CHECK (area > 0),
  area_unit         text NOT NULL DEFAULT 'SQFT',
  consideration     numeric(16, 2) NOT NULL CHECK (consideration > 0),
  -- Rupees per sq ft whatever the unit: what the AVM and the research graphs compare.
  rate_sqft         numeric(14, 2) GENERATED ALWAYS AS (
    round(consideration / (area * CASE area_unit WHEN 'SQM' THEN 10.7639 WHEN 'ACRE' THEN 43560 WHEN 'HECTARE' THEN 107639.104 ELSE 1 END), 2)
  ) STORED,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  version           integer NOT NULL DEFAULT 1
);
-- The natural key: the same sale imported twice is one row (ON CONFLICT DO NOTHING).
CREATE UNIQUE INDEX market_transactions_key ON market_transactions
  (registration_date, pincode, property_type, area, area_unit, consideration, lower(locality));
-- Comparables and graphs: a pincode's sales of one type over time; near a point.
CREATE INDEX market_transactions_pincode ON market_transactions (pincode, property_type, registration_date);
CREATE INDEX market_transactions_locality ON market_transactions (lower(locality), property_type, registration_date);
CREATE INDEX market_transactions_position ON market_transactions (latitude, longitude) WHERE latitude IS NOT NULL;
