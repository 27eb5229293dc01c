-- 0100_kit_users: search and sort indexes for the Users list (100,000 users answer a page or a
-- search in a few ms), and dummy users: provisional people an admin turns into real users.

-- The kit's search: every typed word must start a word of the searchable columns, matched on a
-- 'simple' tsvector of them in the description's order (api/src/kit/query.ts searchVector). pg_trgm
-- is not loaded in the embedded database; a GIN tsvector index works in PGlite and PostgreSQL alike.
CREATE INDEX users_search_idx ON users
  USING gin (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(surname, '') || ' ' || coalesce(email, '') || ' ' || coalesce(mobile_no, '')));
-- Sortable columns, with id as the tie-breaker of every sort.
CREATE INDEX users_sort_name_idx ON users (name, id);
CREATE INDEX users_sort_role_idx ON users (role, id);
CREATE INDEX users_sort_join_date_idx ON users (join_date, id);
CREATE INDEX users_sort_rating_idx ON users (rating, id);
CREATE INDEX users_sort_status_idx ON users (status, id);
CREATE INDEX users_reporting_manager_idx ON users (reporting_manager_id);

CREATE TABLE users_dummy (
  id          serial PRIMARY KEY,
  name        text NOT NULL CHECK (length(trim(name)) > 0),
  email       text CHECK (email IS NULL OR email = lower(email)),
  mobile_no   text,
  role        text NOT NULL DEFAULT 'N/A',
  designation text,
  pincode     text,
  join_date   date,
  source      text NOT NULL DEFAULT 'PLACEHOLDER' CHECK (source IN ('PLACEHOLDER', 'SELF_REGISTRATION', 'REFERRAL')),
  notes       text,
  created_by  integer REFERENCES users(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  version     integer NOT NULL DEFAULT 1
);
CREATE INDEX users_dummy_search_idx ON users_dummy
  USING gin (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(mobile_no, '')));
