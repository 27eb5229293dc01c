-- 0421_masters_mail_settings: the sender of every mail and, optionally, its SMTP server
-- (/admin/mailSettings; one row), and the wording of each mail with {{placeholders}}.
CREATE TABLE mail_settings (
  id            serial PRIMARY KEY,
  sender_name   text NOT NULL CHECK (length(trim(sender_name)) > 0),
  sender_email  text NOT NULL,
  reply_to      text,
  smtp_host     text,
  smtp_port     integer CHECK (smtp_port IS NULL OR smtp_port BETWEEN 1 AND 65535),
  smtp_user     text,
  -- Write-only: the API never answers it (the mailer needs it in clear to sign in to the server).
  smtp_password text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  version       integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX mail_settings_single ON mail_settings ((true));

CREATE TABLE mail_templates (
  id         serial PRIMARY KEY,
  code       text NOT NULL CHECK (code IN ('PASSWORD_RESET', 'REGISTRATION', 'REPORT_RELEASE', 'MIS')),
  subject    text NOT NULL,
  body       text NOT NULL,
  status     text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version    integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX mail_templates_code_key ON mail_templates (code);
CREATE INDEX mail_templates_subject_idx ON mail_templates (subject, id);
CREATE INDEX mail_templates_search_idx ON mail_templates USING gin (to_tsvector('simple', coalesce(subject, '')));
SELECT kit_track_count('mail_templates');
