-- 1000_milestones: the outbox of milestones a bank hears about (issue 27), the mails they queue,
-- and which milestone mails whom per bank. Events are written in the transaction of the change
-- that causes them, so none is lost and none is sent for a change that rolled back.
CREATE TABLE milestone_events (
  id             bigserial PRIMARY KEY,
  event          text NOT NULL,
  case_id        integer REFERENCES cases (id) ON DELETE CASCADE,
  bank_id        integer REFERENCES banks (id),
  bank_branch_id integer REFERENCES bank_branches (id),
  data           jsonb NOT NULL DEFAULT '{}',
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX milestone_events_case_idx ON milestone_events (case_id, id);

CREATE TABLE milestone_mail_rules (
  id          serial PRIMARY KEY,
  bank_id     integer NOT NULL REFERENCES banks (id),
  event       text NOT NULL,
  recipients  text NOT NULL DEFAULT 'REPORTS' CHECK (recipients IN ('REPORTS', 'REQUESTS', 'BILLS', 'OFF')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  version     integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX milestone_mail_rules_key ON milestone_mail_rules (bank_id, event);
CREATE INDEX milestone_mail_rules_event_idx ON milestone_mail_rules (event, id);
SELECT kit_track_count('milestone_mail_rules');

-- One row per mail: QUEUED until sent (next_at: when a worker may try it; a claim pushes it out by
-- a lease so a worker that died mid-send is retried), SENT, or FAILED after its last retry.
CREATE TABLE milestone_mails (
  id          serial PRIMARY KEY,
  event_id    bigint NOT NULL REFERENCES milestone_events (id) ON DELETE CASCADE,
  event       text NOT NULL,
  case_id     integer REFERENCES cases (id) ON DELETE CASCADE,
  case_no     text,
  to_email    text NOT NULL,
  subject     text NOT NULL,
  body        text NOT NULL,
  status      text NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'SENT', 'FAILED')),
  attempts    integer NOT NULL DEFAULT 0,
  next_at     timestamptz NOT NULL DEFAULT now(),
  last_error  text,
  locked_until timestamptz,
  sent_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  version     integer NOT NULL DEFAULT 1
);
CREATE INDEX milestone_mails_due_idx ON milestone_mails (next_at, id) WHERE status = 'QUEUED';
CREATE INDEX milestone_mails_created_idx ON milestone_mails (created_at, id);
CREATE INDEX milestone_mails_status_idx ON milestone_mails (status, id);
CREATE INDEX milestone_mails_case_idx ON milestone_mails (case_id);
SELECT kit_track_count('milestone_mails');
