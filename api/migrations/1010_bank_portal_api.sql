-- 1010_bank_portal_api (issue 27): the bank's side of a case.
-- A comment a bank writes in a query thread (its branch login or its API key) has no staff author:
-- author_label names the bank branch instead, as the firm's query desk shows it.
ALTER TABLE case_query_comments ADD COLUMN author_label text;

-- API keys for a bank's own systems, issued per bank (bank_branch_id NULL: every branch) or per
-- bank branch by an administrator in the bank master. Only the SHA-256 of the token is kept (the
-- token is shown once); revoked_at or expires_at in the past refuse it at the next request.
CREATE TABLE bank_api_keys (
  id              serial PRIMARY KEY,
  bank_id         integer NOT NULL REFERENCES banks(id) ON DELETE CASCADE,
  bank_branch_id  integer REFERENCES bank_branches(id) ON DELETE CASCADE,
  name            text NOT NULL CHECK (length(trim(name)) > 0),
  token_hash      text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  prefix          text NOT NULL,
  scopes          text[] NOT NULL CHECK (cardinality(scopes) > 0),
  rate_per_minute integer NOT NULL DEFAULT 120 CHECK (rate_per_minute BETWEEN 1 AND 10000),
  expires_at      timestamptz,
  last_used_at    timestamptz,
  revoked_at      timestamptz,
  created_by      integer REFERENCES users(id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  version         integer NOT NULL DEFAULT 1
);
CREATE INDEX bank_api_keys_bank_idx ON bank_api_keys (bank_id, id DESC);
-- The bank API's list: a bank's (or branch's) cases newest first.
CREATE INDEX IF NOT EXISTS cases_bank_received_idx ON cases (bank_id, received_at DESC);
