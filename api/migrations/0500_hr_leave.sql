-- 0500_hr_leave: the holiday list's Hr columns, leave applications, their history and the balance per user, year and type
-- (DOMAIN.md "Leave"). The balance's CHECK is the last guard of "never negative except LWP".
-- The holiday list is one table with the cases' business-day count (0210 made it: day, name);
-- the Hr page adds an id, a kind and the kit's audit columns.
ALTER TABLE holidays ADD COLUMN id serial UNIQUE;
ALTER TABLE holidays ADD COLUMN kind text NOT NULL DEFAULT 'FESTIVAL' CHECK (kind IN ('NATIONAL', 'FESTIVAL', 'REGIONAL'));
ALTER TABLE holidays ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE holidays ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE holidays ADD COLUMN version integer NOT NULL DEFAULT 1;
UPDATE holidays SET kind = 'NATIONAL' WHERE name IN ('Republic Day', 'Independence Day', 'Gandhi Jayanti');
CREATE INDEX holidays_search_idx ON holidays USING gin (to_tsvector('simple', coalesce(name, '')));

CREATE TABLE leaves (
  id               serial PRIMARY KEY,
  user_id          integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  leave_type       text NOT NULL CHECK (leave_type IN ('CL', 'SL', 'EL', 'COMP_OFF', 'LWP', 'MATERNITY', 'PATERNITY')),
  from_date        date NOT NULL,
  to_date          date NOT NULL,
  half_days        text NOT NULL DEFAULT 'NONE' CHECK (half_days IN ('NONE', 'FIRST', 'LAST', 'BOTH')),
  days             numeric(5,1) NOT NULL CHECK (days > 0),
  reason           text NOT NULL,
  status           text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED')),
  decided_by       integer REFERENCES users(id) ON DELETE SET NULL,
  decided_at       timestamptz,
  decision_comment text,
  applied_by       integer REFERENCES users(id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  version          integer NOT NULL DEFAULT 1,
  CHECK (to_date >= from_date)
);
CREATE INDEX leaves_user_dates_idx ON leaves (user_id, from_date, to_date) WHERE status IN ('PENDING', 'APPROVED');
CREATE INDEX leaves_from_idx ON leaves (from_date DESC, id DESC);
CREATE INDEX leaves_status_idx ON leaves (status, id);
CREATE INDEX leaves_search_idx ON leaves USING gin (to_tsvector('simple', coalesce(reason, '')));
SELECT kit_track_count('leaves');

CREATE TABLE leave_events (
  id          serial PRIMARY KEY,
  leave_id    integer NOT NULL REFERENCES leaves(id) ON DELETE CASCADE,
  move        text NOT NULL,
  from_status text,
  to_status   text NOT NULL,
  comment     text,
  by_user     integer REFERENCES users(id) ON DELETE SET NULL,
  at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leave_events_leave_idx ON leave_events (leave_id, id);

CREATE TABLE leave_balances (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  year       integer NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  leave_type text NOT NULL CHECK (leave_type IN ('CL', 'SL', 'EL', 'COMP_OFF', 'LWP', 'MATERNITY', 'PATERNITY')),
  allotted   numeric(5,1) NOT NULL DEFAULT 0 CHECK (allotted >= 0),
  used       numeric(5,1) NOT NULL DEFAULT 0 CHECK (used >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version    integer NOT NULL DEFAULT 1,
  UNIQUE (user_id, year, leave_type),
  CHECK (leave_type = 'LWP' OR used <= allotted)
);
CREATE INDEX leave_balances_year_idx ON leave_balances (year DESC, id);
SELECT kit_track_count('leave_balances');
