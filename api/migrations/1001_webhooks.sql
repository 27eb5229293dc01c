-- 1001_webhooks: a bank's webhook endpoints for the milestones, and one delivery per endpoint and
-- milestone (written with the milestone, in its transaction), retried with backoff for 24 hours.
CREATE TABLE webhook_endpoints (
  id          serial PRIMARY KEY,
  bank_id     integer NOT NULL REFERENCES banks (id),
  url         text NOT NULL,
  secret      text NOT NULL,
  events      jsonb NOT NULL,
  status      text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  version     integer NOT NULL DEFAULT 1
);
CREATE INDEX webhook_endpoints_bank_idx ON webhook_endpoints (bank_id) WHERE status = '1';
CREATE INDEX webhook_endpoints_url_idx ON webhook_endpoints (url, id);
SELECT kit_track_count('webhook_endpoints');

-- PENDING until delivered (2xx) or FAILED once 24 hours of retries have passed. Per endpoint and
-- case, a delivery waits for the earlier ones (in order per case).
CREATE TABLE webhook_deliveries (
  id              serial PRIMARY KEY,
  endpoint_id     integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event_id        bigint NOT NULL REFERENCES milestone_events (id) ON DELETE CASCADE,
  url             text NOT NULL,
  event           text NOT NULL,
  case_id         integer REFERENCES cases (id) ON DELETE CASCADE,
  case_no         text,
  status          text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DELIVERED', 'FAILED')),
  attempts        integer NOT NULL DEFAULT 0,
  next_at         timestamptz NOT NULL DEFAULT now(),
  locked_until    timestamptz,
  response_status integer,
  response_ms     integer,
  last_error      text,
  delivered_at    timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  version         integer NOT NULL DEFAULT 1
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_at, id) WHERE status = 'PENDING';
CREATE INDEX webhook_deliveries_order_idx ON webhook_deliveries (endpoint_id, case_id, id) WHERE status = 'PENDING';
CREATE INDEX webhook_deliveries_created_idx ON webhook_deliveries (created_at, id);
CREATE INDEX webhook_deliveries_status_idx ON webhook_deliveries (status, id);
CREATE INDEX webhook_deliveries_url_idx ON webhook_deliveries (url, id);
SELECT kit_track_count('webhook_deliveries');
