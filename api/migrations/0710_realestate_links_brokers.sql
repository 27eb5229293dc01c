-- Real-estate intelligence, first part (mfe-realestate/src/model): policy links, portals per state,
-- brokers and their rate quotes. api/test/model-tables.test.ts checks each against its description.
CREATE TABLE policy_links (
  id             serial PRIMARY KEY,
  title          text NOT NULL,
  state          text NOT NULL,
  authority      text NOT NULL,
  url            text NOT NULL,
  effective_from date,
  tags           jsonb,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  version        integer NOT NULL DEFAULT 1
);

CREATE TABLE real_estate_links (
  id         serial PRIMARY KEY,
  state      text NOT NULL,
  kind       text NOT NULL,
  title      text NOT NULL,
  url        text NOT NULL,
  notes      text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version    integer NOT NULL DEFAULT 1,
  UNIQUE (state, kind, url)
);

CREATE TABLE brokers (
  id             serial PRIMARY KEY,
  name           text NOT NULL,
  firm           text,
  mobile         text NOT NULL,
  email          text,
  localities     jsonb,
  pincodes       jsonb,
  property_types jsonb,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  version        integer NOT NULL DEFAULT 1
);

CREATE TABLE broker_quotes (
  id            serial PRIMARY KEY,
  broker_id     integer NOT NULL REFERENCES brokers (id) ON DELETE CASCADE,
  quoted_on     date NOT NULL,
  locality      text NOT NULL,
  pincode       text NOT NULL,
  property_type text NOT NULL,
  unit          text NOT NULL,
  rate_min      numeric(14, 2) NOT NULL CHECK (rate_min > 0),
  rate_max      numeric(14, 2) NOT NULL CHECK (rate_max >= rate_min),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  version       integer NOT NULL DEFAULT 1
);
-- The research graphs read quotes by pincode and type over time.
CREATE INDEX broker_quotes_pincode ON broker_quotes (pincode, property_type, quoted_on);
CREATE INDEX broker_quotes_broker ON broker_quotes (broker_id);
