-- 0418_masters_mis_reports: MIS report definitions (/admin/misMaster): which report, for which bank
-- or branch, how often, to whom; sent as .xlsx through the mailer.
CREATE TABLE mis_reports (
  id             serial PRIMARY KEY,
  name           text NOT NULL,
  report         text NOT NULL CHECK (report IN ('CASES', 'TAT', 'BILLS', 'RECEIVABLES')),
  bank_id        integer REFERENCES banks (id),
  bank_branch_id integer REFERENCES bank_branches (id),
  frequency      text NOT NULL CHECK (frequency IN ('DAILY', 'WEEKLY', 'MONTHLY')),
  extra_emails   text[] NOT NULL DEFAULT '{}',
  status         text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  last_sent_at   timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  version        integer NOT NULL DEFAULT 1
);
CREATE INDEX mis_reports_name_idx ON mis_reports (name, id);
CREATE INDEX mis_reports_report_idx ON mis_reports (report, id);
CREATE INDEX mis_reports_sent_idx ON mis_reports (last_sent_at, id);
CREATE INDEX mis_reports_bank_idx ON mis_reports (bank_id) WHERE bank_id IS NOT NULL;
CREATE INDEX mis_reports_branch_idx ON mis_reports (bank_branch_id) WHERE bank_branch_id IS NOT NULL;
CREATE INDEX mis_reports_search_idx ON mis_reports USING gin (to_tsvector('simple', coalesce(name, '')));
SELECT kit_track_count('mis_reports');
