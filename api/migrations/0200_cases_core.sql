-- 0200_cases_core: the clients (banks and their branches), valuation cases with one history row per
-- status change, bills with their lines, and expenses. The cases feature adds its screens and the
-- remaining case fields later (ALTER TABLE ... ADD COLUMN only); see DOMAIN.md "Case".

-- The firm works in India: business days, "today" and every dashboard day are Indian dates.
CREATE FUNCTION biz_day(ts timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (ts AT TIME ZONE 'Asia/Kolkata')::date $$;

-- n business days (Monday to Saturday) after ts; a Sunday start counts from Monday.
CREATE FUNCTION add_business_days(ts timestamptz, n integer) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT ts + make_interval(days => n + ((n + (extract(isodow FROM ts AT TIME ZONE 'Asia/Kolkata')::int % 7) - 1) / 6))
  $$;

CREATE TABLE banks (
  id               serial PRIMARY KEY,
  name             text NOT NULL CHECK (length(trim(name)) > 0),
  short_name       text,
  client_type      text NOT NULL DEFAULT 'PSB'
                   CHECK (client_type IN ('PSB', 'PRIVATE_BANK', 'SFB', 'COOP_BANK', 'HFC', 'NBFC', 'CORPORATE')),
  empanelment_no   text,
  empanelled_from  date,
  empanelled_to    date,
  default_tat_days integer NOT NULL DEFAULT 5 CHECK (default_tat_days BETWEEN 1 AND 60),
  realisable_pct   numeric(5,2) CHECK (realisable_pct BETWEEN 0 AND 100),
  distress_pct     numeric(5,2) CHECK (distress_pct BETWEEN 0 AND 100),
  tds_section      text,
  status           text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  version          integer NOT NULL DEFAULT 1,
  CHECK (empanelled_to IS NULL OR empanelled_from IS NULL OR empanelled_to >= empanelled_from)
);
CREATE UNIQUE INDEX banks_name_key ON banks (lower(name));

CREATE TABLE bank_branches (
  id                serial PRIMARY KEY,
  bank_id           integer NOT NULL REFERENCES banks(id) ON DELETE RESTRICT,
  branch_name       text NOT NULL CHECK (length(trim(branch_name)) > 0),
  branch_code       text,
  ifsc              text CHECK (ifsc IS NULL OR ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
  address           text,
  city              text,
  district          text,
  state             text,
  state_code        text,
  pincode           text CHECK (pincode IS NULL OR pincode ~ '^[1-9][0-9]{5}$'),
  gstin             text,
  contact_name      text,
  contact_mobile    text,
  contact_email     text,
  -- the firm's office that serves this branch
  company_branch_id integer REFERENCES company_branches(id) ON DELETE SET NULL,
  status            text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  version           integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX bank_branches_name_key ON bank_branches (bank_id, lower(branch_name));
CREATE INDEX bank_branches_city_idx ON bank_branches (lower(city));
CREATE INDEX bank_branches_company_branch_idx ON bank_branches (company_branch_id);

ALTER TABLE branch_users
  ADD CONSTRAINT branch_users_bank_branch_fk FOREIGN KEY (bank_branch_id) REFERENCES bank_branches(id) ON DELETE SET NULL;
CREATE INDEX branch_users_bank_branch_idx ON branch_users (bank_branch_id);

CREATE TABLE cases (
  id                  serial PRIMARY KEY,
  case_no             text NOT NULL UNIQUE,            -- e.g. MUM/2526/000123
  report_no           text UNIQUE,                     -- given at release
  bank_ref_no         text,
  application_no      text,
  bank_id             integer NOT NULL REFERENCES banks(id) ON DELETE RESTRICT,
  bank_branch_id      integer NOT NULL REFERENCES bank_branches(id) ON DELETE RESTRICT,
  company_branch_id   integer NOT NULL REFERENCES company_branches(id) ON DELETE RESTRICT,
  bank_contact        text,
  received_at         timestamptz NOT NULL DEFAULT now(),
  channel             text CHECK (channel IN ('EMAIL', 'PORTAL', 'PHONE')),
  purpose             text CHECK (purpose IN ('HOME_LOAN', 'LAP', 'BT_TOPUP', 'CONSTRUCTION', 'RESALE', 'REVALUATION',
                                              'STAGE_VISIT', 'NPA_SARFAESI', 'OTHER')),
  case_type           text NOT NULL DEFAULT 'FRESH' CHECK (case_type IN ('FRESH', 'REVISIT', 'REVALUATION')),
  priority            text NOT NULL DEFAULT 'NORMAL' CHECK (priority IN ('LOW', 'NORMAL', 'HIGH', 'URGENT')),
  tat_due_at          timestamptz,                     -- from the bank's default TAT in business days
  applicant_name      text,
  property_type       text CHECK (property_type IN ('RES_FLAT', 'INDEPENDENT_HOUSE', 'ROW_HOUSE', 'PLOT', 'COMMERCIAL_SHOP',
                                                    'OFFICE', 'INDUSTRIAL', 'AGRI_LAND', 'MIXED')),
  tenure              text CHECK (tenure IN ('FREEHOLD', 'LEASEHOLD')),
  property_address    text,
  city                text,
  district            text,
  state               text,
  pincode             text CHECK (pincode IS NULL OR pincode ~ '^[1-9][0-9]{5}$'),
  latitude            numeric(9,6) CHECK (latitude BETWEEN -90 AND 90),
  longitude           numeric(9,6) CHECK (longitude BETWEEN -180 AND 180),
  site_engineer_id    integer REFERENCES users(id) ON DELETE SET NULL,
  allocated_at        timestamptz,
  appointment_at      timestamptz,
  visited_at          timestamptz,
  released_at         timestamptz,
  dispatched_at       timestamptz,
  closed_at           timestamptz,
  status              text NOT NULL DEFAULT 'INITIATED'
                      CHECK (status IN ('INITIATED', 'ALLOCATED', 'SITE_VISIT', 'WIP', 'STAGE_REVIEW', 'RELEASED',
                                        'DISPATCHED', 'CLOSED', 'ON_HOLD', 'QUERY_PENDING', 'REWORK', 'CANCELLED')),
  review_level        smallint CHECK (review_level BETWEEN 1 AND 3),
  -- Who made the latest status change, when, and why: the history trigger copies them.
  status_changed_at   timestamptz NOT NULL DEFAULT now(),
  status_changed_by   integer REFERENCES users(id) ON DELETE SET NULL,
  status_comment      text,
  fee                 numeric(12,2) CHECK (fee >= 0),
  fee_override_reason text,
  billing_status      text NOT NULL DEFAULT 'UNBILLED'
                      CHECK (billing_status IN ('UNBILLED', 'BILLED', 'PART_PAID', 'PAID', 'WRITTEN_OFF')),
  created_by          integer REFERENCES users(id) ON DELETE SET NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  version             integer NOT NULL DEFAULT 1,
  CONSTRAINT cases_reason_required CHECK (
    status NOT IN ('ON_HOLD', 'REWORK', 'CANCELLED') OR length(trim(coalesce(status_comment, ''))) > 0)
);
CREATE INDEX cases_received_idx ON cases (received_at);
CREATE INDEX cases_bank_branch_idx ON cases (bank_branch_id, received_at);
CREATE INDEX cases_company_branch_idx ON cases (company_branch_id, received_at);
CREATE INDEX cases_bank_idx ON cases (bank_id);
CREATE INDEX cases_pincode_idx ON cases (pincode);
-- Open work is a small slice of all cases: the pending and site screens read it through these.
CREATE INDEX cases_open_idx ON cases (status, company_branch_id)
  WHERE status NOT IN ('RELEASED', 'DISPATCHED', 'CLOSED', 'CANCELLED');
CREATE INDEX cases_engineer_open_idx ON cases (site_engineer_id)
  WHERE status NOT IN ('RELEASED', 'DISPATCHED', 'CLOSED', 'CANCELLED');
CREATE INDEX cases_unbilled_idx ON cases (released_at)
  WHERE billing_status = 'UNBILLED' AND released_at IS NOT NULL;

-- Written by the cases trigger only (0201): update cases.status (with status_changed_by and
-- status_comment) and the row appears. seconds_in_from: how long the case sat in from_status.
CREATE TABLE case_status_history (
  id              bigserial PRIMARY KEY,
  case_id         integer NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  from_status     text,
  to_status       text NOT NULL,
  changed_by      integer REFERENCES users(id) ON DELETE SET NULL,
  changed_at      timestamptz NOT NULL DEFAULT now(),
  comment         text,
  seconds_in_from integer
);
CREATE INDEX case_status_history_case_idx ON case_status_history (case_id, changed_at);

CREATE TABLE bills (
  id                   serial PRIMARY KEY,
  invoice_no           text UNIQUE CHECK (invoice_no ~ '^[A-Za-z0-9/-]{1,16}$'),
  invoice_date         date NOT NULL,
  company_branch_id    integer NOT NULL REFERENCES company_branches(id) ON DELETE RESTRICT,
  supplier_gstin       text,
  bank_id              integer NOT NULL REFERENCES banks(id) ON DELETE RESTRICT,
  bank_branch_id       integer REFERENCES bank_branches(id) ON DELETE RESTRICT,
  recipient_name       text NOT NULL,
  recipient_address    text,
  recipient_gstin      text,
  recipient_state_code text,
  place_of_supply      text,                            -- state code
  sac                  text NOT NULL DEFAULT '997224',
  taxable_value        numeric(14,2) NOT NULL DEFAULT 0,
  cgst_rate            numeric(5,2) NOT NULL DEFAULT 0,
  sgst_rate            numeric(5,2) NOT NULL DEFAULT 0,
  igst_rate            numeric(5,2) NOT NULL DEFAULT 0,
  cgst_amount          numeric(14,2) NOT NULL DEFAULT 0,
  sgst_amount          numeric(14,2) NOT NULL DEFAULT 0,
  igst_amount          numeric(14,2) NOT NULL DEFAULT 0,
  total                numeric(14,2) NOT NULL DEFAULT 0,
  tds_section          text,
  tds_rate             numeric(5,2),
  tds_amount           numeric(14,2) NOT NULL DEFAULT 0,
  net_receivable       numeric(14,2) NOT NULL DEFAULT 0,
  due_date             date,
  -- Running totals kept by the receipts and credit-note features; outstanding is what is left.
  received_amount      numeric(14,2) NOT NULL DEFAULT 0,
  tds_deducted         numeric(14,2) NOT NULL DEFAULT 0,
  credited_amount      numeric(14,2) NOT NULL DEFAULT 0,
  status               text NOT NULL DEFAULT 'DRAFT'
                       CHECK (status IN ('DRAFT', 'INITIATED', 'APPROVED', 'CA_APPROVED', 'ISSUED', 'PART_PAID', 'PAID',
                                         'REJECTED', 'CANCELLED')),
  created_by           integer REFERENCES users(id) ON DELETE SET NULL,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  version              integer NOT NULL DEFAULT 1
);
CREATE INDEX bills_invoice_date_idx ON bills (invoice_date);
CREATE INDEX bills_bank_idx ON bills (bank_id);
CREATE INDEX bills_company_branch_idx ON bills (company_branch_id, invoice_date);
CREATE INDEX bills_open_idx ON bills (due_date) WHERE status IN ('ISSUED', 'PART_PAID');

CREATE TABLE bill_lines (
  id          serial PRIMARY KEY,
  bill_id     integer NOT NULL REFERENCES bills(id) ON DELETE CASCADE,
  case_id     integer REFERENCES cases(id) ON DELETE RESTRICT,
  description text NOT NULL,
  fee         numeric(12,2) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  expenses    numeric(12,2) NOT NULL DEFAULT 0 CHECK (expenses >= 0)
);
CREATE INDEX bill_lines_bill_idx ON bill_lines (bill_id);
CREATE INDEX bill_lines_case_idx ON bill_lines (case_id);

CREATE TABLE expenses (
  id                serial PRIMARY KEY,
  expense_date      date NOT NULL,
  company_branch_id integer NOT NULL REFERENCES company_branches(id) ON DELETE RESTRICT,
  user_id           integer REFERENCES users(id) ON DELETE SET NULL,
  case_id           integer REFERENCES cases(id) ON DELETE SET NULL,
  category          text NOT NULL CHECK (category IN ('TRAVEL', 'FUEL', 'COURIER', 'STATIONERY', 'FOOD', 'RENT',
                                                      'UTILITIES', 'OTHER')),
  amount            numeric(12,2) NOT NULL CHECK (amount > 0),
  description       text,
  status            text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  approved_by       integer REFERENCES users(id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  version           integer NOT NULL DEFAULT 1
);
CREATE INDEX expenses_date_idx ON expenses (expense_date, company_branch_id);
CREATE INDEX expenses_user_idx ON expenses (user_id);
