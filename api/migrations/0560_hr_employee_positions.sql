-- 0560_hr_employee_positions: where the field staff were, from their check-ins and the geotags
-- of their site-visit photos. The last position per person is the newest row.
CREATE TABLE employee_positions (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  lat        numeric(9,6) NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng        numeric(9,6) NOT NULL CHECK (lng BETWEEN -180 AND 180),
  accuracy_m numeric(9,1) CHECK (accuracy_m IS NULL OR accuracy_m >= 0),
  source     text NOT NULL CHECK (source IN ('CHECK_IN', 'PHOTO')),
  note       text,
  at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX employee_positions_user_at_idx ON employee_positions (user_id, at DESC, id DESC);
CREATE INDEX employee_positions_at_idx ON employee_positions (at DESC);
