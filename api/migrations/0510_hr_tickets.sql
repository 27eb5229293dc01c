-- 0510_hr_tickets: IT and HR tickets (DOMAIN.md "Ticket / query", types IT and HR) with their
-- comment thread (attachments kept as { name, stored, mime, size }) and history of moves.
CREATE TABLE tickets (
  id          serial PRIMARY KEY,
  ticket_no   text UNIQUE,
  subject     text NOT NULL CHECK (length(trim(subject)) > 0),
  type        text NOT NULL CHECK (type IN ('IT', 'HR')),
  priority    text NOT NULL DEFAULT 'MEDIUM' CHECK (priority IN ('LOW', 'MEDIUM', 'HIGH', 'URGENT')),
  description text NOT NULL,
  raised_by   integer REFERENCES users(id) ON DELETE SET NULL,
  assigned_to integer REFERENCES users(id) ON DELETE SET NULL,
  sla_due     timestamptz NOT NULL,
  status      text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED')),
  resolved_at timestamptz,
  closed_at   timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  version     integer NOT NULL DEFAULT 1
);
CREATE INDEX tickets_search_idx ON tickets USING gin (to_tsvector('simple', coalesce(subject, '') || ' ' || coalesce(ticket_no, '')));
CREATE INDEX tickets_raised_idx ON tickets (raised_by, id DESC);
CREATE INDEX tickets_assigned_idx ON tickets (assigned_to, id DESC);
CREATE INDEX tickets_status_idx ON tickets (status, id);
CREATE INDEX tickets_sla_idx ON tickets (sla_due, id);
SELECT kit_track_count('tickets');

CREATE TABLE ticket_comments (
  id         serial PRIMARY KEY,
  ticket_id  integer NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  author_id  integer REFERENCES users(id) ON DELETE SET NULL,
  body       text NOT NULL,
  move       text,
  attachment jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_comments_ticket_idx ON ticket_comments (ticket_id, id);
