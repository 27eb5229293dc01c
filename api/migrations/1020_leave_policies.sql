-- Leave policy as data (issue 30): the yearly entitlement of each leave type per employment type
-- ('ALL' applies where no row names the person's joining type), and how much of a year's unused
-- balance carries into the next. Balances are made from it (api/src/modules/leave/policy.ts).
CREATE TABLE leave_policies (
  id                serial PRIMARY KEY,
  leave_type        text NOT NULL CHECK (leave_type IN ('CL', 'SL', 'EL', 'COMP_OFF', 'LWP', 'MATERNITY', 'PATERNITY')),
  employment_type   text NOT NULL DEFAULT 'ALL' CHECK (employment_type IN ('ALL', 'Full Time', 'Part Time')),
  days_per_year     numeric(5,1) NOT NULL CHECK (days_per_year >= 0 AND days_per_year <= 366),
  carry_forward_max numeric(5,1) NOT NULL DEFAULT 0 CHECK (carry_forward_max >= 0 AND carry_forward_max <= 366),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  version           integer NOT NULL DEFAULT 1,
  UNIQUE (leave_type, employment_type)
);
-- The firm's policy until HR changes it (the allotment the demo balances were made with).
INSERT INTO leave_policies (leave_type, employment_type, days_per_year, carry_forward_max) VALUES
  ('CL', 'ALL', 12, 0),
  ('SL', 'ALL', 12, 0),
  ('EL', 'ALL', 18, 30),
  ('CL', 'Part Time', 6, 0),
  ('SL', 'Part Time', 6, 0),
  ('EL', 'Part Time', 9, 15);
SELECT kit_track_count('leave_policies');
