-- 0001_core: the firm's branches, users and their rights, sessions, password resets,
-- the login rate limit and tasks. Later features add 0002_<name>.sql, 0003_<name>.sql, ...

CREATE TABLE company_branches (
  id             serial PRIMARY KEY,
  code           text NOT NULL UNIQUE,
  branch_name    text NOT NULL,
  address        text,
  state          text,
  state_code     text,
  pincode        text,
  gstin          text,
  invoice_prefix text,
  branch_head_id integer,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  version        integer NOT NULL DEFAULT 1
);

CREATE TABLE users (
  id                   serial PRIMARY KEY,
  name                 text NOT NULL,
  surname              text,
  email                text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash        text NOT NULL,
  kind                 text NOT NULL DEFAULT 'employee' CHECK (kind IN ('admin', 'employee')),
  role                 text NOT NULL DEFAULT 'N/A',
  designation          text NOT NULL DEFAULT 'N/A',
  mobile_no            text,
  address              text,
  city                 text,
  country              text,
  pincode              text,
  about                text,
  join_date            date,
  company_branch_id    integer REFERENCES company_branches(id) ON DELETE SET NULL,
  reporting_manager_id integer REFERENCES users(id) ON DELETE SET NULL,
  pan                  text,
  aadhaar_last4        text CHECK (aadhaar_last4 IS NULL OR aadhaar_last4 ~ '^[0-9]{4}$'),
  rating               numeric(3,1) NOT NULL DEFAULT 0,
  status               text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  -- extended onboarding payload (spec section 3)
  user_type            text,
  ref_name             text,
  ref_number           text,
  account_number       text,
  acc_name             text,
  ifsc_code            text,
  bank_name            text,
  branch_name          text,   -- the bank's branch of the salary account
  joing_type           text,
  branch_head_approval text NOT NULL DEFAULT 'No',
  master_approval      text,
  personal_contact     text,
  father_contact       text,
  mother_contact       text,
  ref_type_1           text,
  ref_name_1           text,
  ref_number_1         text,
  ref_type_2           text,
  ref_name_2           text,
  ref_number_2         text,
  user_pincodes        jsonb,
  banks                text,
  branch_master_id     integer,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  version              integer NOT NULL DEFAULT 1
);
CREATE INDEX users_name_idx ON users (lower(name) text_pattern_ops);
CREATE INDEX users_status_idx ON users (status);
CREATE INDEX users_company_branch_idx ON users (company_branch_id);

ALTER TABLE company_branches
  ADD CONSTRAINT company_branches_head_fk FOREIGN KEY (branch_head_id) REFERENCES users(id) ON DELETE SET NULL;

CREATE TABLE user_documents (
  id            serial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('cv_file', 'adhaar_card_file', 'pancard_file', 'kyc', 'marksheet',
                                              'driving_licence_file', 'photograph', 'cancelled_cheque')),
  original_name text NOT NULL,
  stored_path   text NOT NULL,
  mime          text NOT NULL,
  size          integer NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_documents_user_idx ON user_documents (user_id);

CREATE TABLE page_rights (
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  page_name   text NOT NULL,
  view_status text NOT NULL DEFAULT '0' CHECK (view_status IN ('0', '1')),
  PRIMARY KEY (user_id, page_name)
);

-- Bank-branch logins. bank_branch_id gets its foreign key when the bank_branches table arrives.
CREATE TABLE branch_users (
  id             serial PRIMARY KEY,
  name           text NOT NULL,
  email          text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash  text NOT NULL,
  bank_branch_id integer,
  status         text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  token_hash   text PRIMARY KEY,           -- sha256 hex of the bearer token
  subject_kind text NOT NULL CHECK (subject_kind IN ('user', 'branch')),
  subject_id   integer NOT NULL,
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_subject_idx ON sessions (subject_kind, subject_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

CREATE TABLE password_resets (
  token_hash   text PRIMARY KEY,
  subject_kind text NOT NULL CHECK (subject_kind IN ('user', 'branch')),
  subject_id   integer NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Failed sign-ins, for the rate limit (kept in the database: several API instances may run).
CREATE TABLE login_attempts (
  key text NOT NULL,                        -- ip + ' ' + lower(email)
  at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_key_at_idx ON login_attempts (key, at);
CREATE INDEX login_attempts_at_idx ON login_attempts (at);

CREATE TABLE tasks (
  id            serial PRIMARY KEY,
  title         text NOT NULL,
  description   text,
  type          text,
  linked_entity text,
  assigned_to   integer REFERENCES users(id) ON DELETE SET NULL,
  assigned_by   integer REFERENCES users(id) ON DELETE SET NULL,
  due_date      date,
  priority      text NOT NULL DEFAULT 'MEDIUM',
  status        text NOT NULL DEFAULT '0' CHECK (status IN ('0', '1', '2', '3')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  version       integer NOT NULL DEFAULT 1
);
CREATE INDEX tasks_status_idx ON tasks (status);
CREATE INDEX tasks_assigned_to_idx ON tasks (assigned_to);
