-- Valuation requests that bank-branch logins send online (issue 11, /admin/CasesUplaodedOnline):
-- by form with documents, or many at once as an Excel sheet. Staff accept one into an initiated
-- case (case_id) or reject it with a reason the branch sees.
CREATE TABLE online_requests (
  id               serial PRIMARY KEY,
  bank_id          integer NOT NULL REFERENCES banks(id) ON DELETE RESTRICT,
  bank_branch_id   integer NOT NULL REFERENCES bank_branches(id) ON DELETE RESTRICT,
  branch_user_id   integer REFERENCES branch_users(id) ON DELETE SET NULL,
  applicant_name   text NOT NULL CHECK (length(trim(applicant_name)) > 0),
  contact_name     text,
  contact_mobile   text NOT NULL,
  property_type    text NOT NULL,
  property_address text NOT NULL,
  pincode          text NOT NULL CHECK (pincode ~ '^[1-9][0-9]{5}$'),
  purpose          text NOT NULL,
  bank_ref_no      text,
  remarks          text,
  source           text NOT NULL DEFAULT 'FORM' CHECK (source IN ('FORM', 'XLSX')),
  status           text NOT NULL DEFAULT 'SUBMITTED' CHECK (status IN ('SUBMITTED', 'ACCEPTED', 'REJECTED')),
  reject_reason    text,
  case_id          integer REFERENCES cases(id) ON DELETE SET NULL,
  decided_by       integer REFERENCES users(id) ON DELETE SET NULL,
  decided_at       timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  version          integer NOT NULL DEFAULT 1,
  CHECK (status <> 'REJECTED' OR length(trim(coalesce(reject_reason, ''))) > 0)
);
-- A branch sees its own requests, newest first; staff work the submitted ones.
CREATE INDEX online_requests_branch_idx ON online_requests (bank_branch_id, id DESC);
CREATE INDEX online_requests_status_idx ON online_requests (status, id DESC);

CREATE TABLE online_request_documents (
  id          serial PRIMARY KEY,
  request_id  integer NOT NULL REFERENCES online_requests(id) ON DELETE CASCADE,
  doc_type    text NOT NULL CHECK (doc_type ~ '^[A-Z0-9_]{2,30}$'),
  file_name   text NOT NULL,
  stored_name text NOT NULL UNIQUE,
  mime_type   text NOT NULL,
  size_bytes  integer NOT NULL CHECK (size_bytes > 0),
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX online_request_documents_request_idx ON online_request_documents (request_id);

-- Mails sent about a case (the released report to the bank contact), listed on the case.
CREATE TABLE case_mails (
  id          serial PRIMARY KEY,
  case_id     integer NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('REPORT')),
  to_email    text NOT NULL,
  subject     text NOT NULL,
  attachment  text,
  status      text NOT NULL CHECK (status IN ('SENT', 'FAILED')),
  error       text,
  sent_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX case_mails_case_idx ON case_mails (case_id, sent_at);
