-- 0921_session_idle: an idle timeout on top of the absolute one (issue 24, point 4). A session is
-- valid while expires_at (12 h from sign-in) is ahead and it was used within SESSION_IDLE_MINUTES
-- (30 by default); use moves last_seen_at (at most once a minute, to keep reads cheap).
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
