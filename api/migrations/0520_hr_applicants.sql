-- 0520_hr_applicants: the decisions on self-registered applicants (branch head approval, master
-- approval with the role given, rejection with its reason). The stage itself lives in users
-- (branch_head_approval, master_approval, status); this is who decided what, when and why.
CREATE TABLE applicant_reviews (
  id      serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  move    text NOT NULL CHECK (move IN ('branch_approve', 'master_approve', 'reject')),
  reason  text,
  role    text,
  by_user integer REFERENCES users(id) ON DELETE SET NULL,
  at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX applicant_reviews_user_idx ON applicant_reviews (user_id, id);
-- The applicants list: employees waiting (inactive, undecided) or decided by this page.
CREATE INDEX users_applicants_idx ON users (created_at DESC, id DESC)
  WHERE kind = 'employee' AND (status = '0' OR master_approval IS NOT NULL);
