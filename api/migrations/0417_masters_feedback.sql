-- 0417_masters_feedback: feedback questions, one-use feedback links sent to bank contacts when a
-- report is released, and the answers (ratings feed the engineer's rating in the top bar).
CREATE TABLE feedback_questions (
  id         serial PRIMARY KEY,
  question   text NOT NULL,
  kind       text NOT NULL CHECK (kind IN ('RATING', 'TEXT')),
  sort_order integer NOT NULL DEFAULT 1,
  required   text NOT NULL DEFAULT '1' CHECK (required IN ('0', '1')),
  status     text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version    integer NOT NULL DEFAULT 1
);
CREATE INDEX feedback_questions_order_idx ON feedback_questions (sort_order, id);
CREATE INDEX feedback_questions_question_idx ON feedback_questions (question, id);
CREATE INDEX feedback_questions_search_idx ON feedback_questions USING gin (to_tsvector('simple', coalesce(question, '')));
SELECT kit_track_count('feedback_questions');

CREATE TABLE feedback_requests (
  id             serial PRIMARY KEY,
  token_hash     text NOT NULL UNIQUE,
  bank_id        integer NOT NULL REFERENCES banks (id),
  bank_branch_id integer REFERENCES bank_branches (id),
  case_ref       text NOT NULL,
  engineer_id    integer REFERENCES users (id) ON DELETE SET NULL,
  contact_email  text NOT NULL,
  sent_at        timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  answered_at    timestamptz,
  avg_rating     numeric(3, 1),
  comments       text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  version        integer NOT NULL DEFAULT 1
);
CREATE INDEX feedback_requests_sent_idx ON feedback_requests (sent_at, id);
CREATE INDEX feedback_requests_answered_idx ON feedback_requests (answered_at, id);
CREATE INDEX feedback_requests_case_idx ON feedback_requests (case_ref, id);
CREATE INDEX feedback_requests_engineer_idx ON feedback_requests (engineer_id) WHERE engineer_id IS NOT NULL;
CREATE INDEX feedback_requests_bank_idx ON feedback_requests (bank_id, bank_branch_id);
CREATE INDEX feedback_requests_search_idx ON feedback_requests USING gin (to_tsvector('simple', coalesce(case_ref, '') || ' ' || coalesce(contact_email, '')));
SELECT kit_track_count('feedback_requests');

CREATE TABLE feedback_answers (
  id          serial PRIMARY KEY,
  request_id  integer NOT NULL REFERENCES feedback_requests (id) ON DELETE CASCADE,
  question_id integer REFERENCES feedback_questions (id) ON DELETE SET NULL,
  question    text NOT NULL,
  rating      smallint CHECK (rating BETWEEN 1 AND 5),
  answer      text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_answers_request_idx ON feedback_answers (request_id);
CREATE INDEX feedback_answers_question_idx ON feedback_answers (question_id);
