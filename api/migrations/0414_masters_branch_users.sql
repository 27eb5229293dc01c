-- 0414_masters_branch_users: the bank-branch logins become a master (/admin/branchUsers): contact
-- details, optimistic versions, and when the last set-password link went out.
ALTER TABLE branch_users
  ADD COLUMN designation  text,
  ADD COLUMN mobile       text,
  ADD COLUMN link_sent_at timestamptz,
  ADD COLUMN updated_at   timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN version      integer NOT NULL DEFAULT 1;
CREATE INDEX branch_users_branch_idx ON branch_users (bank_branch_id);
CREATE INDEX branch_users_name_idx ON branch_users (name, id);
CREATE INDEX branch_users_search_idx ON branch_users USING gin (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(email, '')));
SELECT kit_track_count('branch_users');
