-- One row per throttled key (sign-in per address + account and per address, reset requests,
-- registrations). Checked and counted in one statement (INSERT ... ON CONFLICT ... RETURNING),
-- so parallel requests can never all pass between a check and a count.
CREATE TABLE throttle (
  key          text PRIMARY KEY,
  hits         integer NOT NULL DEFAULT 0,
  window_start timestamptz NOT NULL DEFAULT now(),
  strikes      integer NOT NULL DEFAULT 0,   -- windows exhausted so far: each one doubles the next wait
  lim          integer NOT NULL,             -- hits allowed per window
  base_sec     integer NOT NULL,             -- the first window's length
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX throttle_updated_at_idx ON throttle (updated_at);

-- The old per-attempt rows are replaced by throttle.
DROP TABLE IF EXISTS login_attempts;

-- One registration quota row per address and day is enough; uploads are counted in bytes.
CREATE TABLE upload_quota (
  key        text PRIMARY KEY,
  bytes      bigint NOT NULL DEFAULT 0,
  day        date NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
