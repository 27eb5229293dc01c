-- 0922_totp: a second factor (issue 24, point 5). A staff user may enrol a TOTP secret (RFC 6238)
-- from the profile; it counts once confirmed with a code (totp_enabled_at). Recovery codes are kept
-- only as hashes and each works once. A session records whether it passed the second factor.
ALTER TABLE users ADD COLUMN totp_secret text;
ALTER TABLE users ADD COLUMN totp_enabled_at timestamptz;
-- The last accepted time step: a code is never accepted twice (replay within its 30 s window).
ALTER TABLE users ADD COLUMN totp_last_step bigint;
CREATE TABLE totp_recovery_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX totp_recovery_codes_user_idx ON totp_recovery_codes (user_id);
ALTER TABLE sessions ADD COLUMN mfa boolean NOT NULL DEFAULT false;
