-- 0230_cases_queries: queries on cases and reports (DOMAIN.md "Ticket / query", the case types)
-- with their comment thread. While a case has a query in OPEN / IN_PROGRESS / AWAITING_CLIENT it
-- waits in QUERY_PENDING (moved by the API through the case flow, never by a trigger here).
CREATE TABLE case_queries (
  id          serial PRIMARY KEY,
  query_no    text UNIQUE,
  case_id     integer NOT NULL REFERENCES cases(id) ON DELETE RESTRICT,
  source      text NOT NULL CHECK (source IN ('BANK', 'INTERNAL', 'CLIENT')),
  type        text NOT NULL CHECK (type IN ('REPORT_QUERY', 'REVISION_REQUEST', 'VALUE_RECONSIDERATION', 'BILLING_DISPUTE')),
  priority    text NOT NULL DEFAULT 'MEDIUM' CHECK (priority IN ('LOW', 'MEDIUM', 'HIGH', 'URGENT')),
  subject     text NOT NULL CHECK (length(trim(subject)) > 0),
  description text NOT NULL,
  raised_by   integer REFERENCES users(id) ON DELETE SET NULL,
  assigned_to integer REFERENCES users(id) ON DELETE SET NULL,
  sla_due     timestamptz NOT NULL,
  status      text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'IN_PROGRESS', 'AWAITING_CLIENT', 'RESOLVED', 'CLOSED')),
  resolved_at timestamptz,
  closed_at   timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  version     integer NOT NULL DEFAULT 1
);
-- The list: newest first, by status, by SLA; a case's open queries decide QUERY_PENDING.
CREATE INDEX case_queries_status_idx ON case_queries (status, id);
CREATE INDEX case_queries_sla_idx ON case_queries (sla_due, id);
CREATE INDEX case_queries_assigned_idx ON case_queries (assigned_to, id);
CREATE INDEX case_queries_case_open_idx ON case_queries (case_id) WHERE status IN ('OPEN', 'IN_PROGRESS', 'AWAITING_CLIENT');
CREATE INDEX case_queries_case_idx ON case_queries (case_id, id);
SELECT kit_track_count('case_queries');

CREATE TABLE case_query_comments (
  id         serial PRIMARY KEY,
  query_id   integer NOT NULL REFERENCES case_queries(id) ON DELETE CASCADE,
  author_id  integer REFERENCES users(id) ON DELETE SET NULL,
  body       text NOT NULL,
  move       text,
  attachment jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX case_query_comments_query_idx ON case_query_comments (query_id, id);
