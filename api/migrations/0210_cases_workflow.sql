-- 0210_cases_workflow: the rest of a case (parties, property, areas, valuation, NDMA risk, site
-- observations), the numbering counters, the holiday list for TAT, the approval matrix, the case
-- documents, and review levels in the status history. Columns are added, never changed, so the
-- dashboard summaries (0201) and the bulk seed keep working.

ALTER TABLE cases
  ADD COLUMN co_applicants         jsonb,
  ADD COLUMN owners                jsonb,
  ADD COLUMN site_contact_name     text,
  ADD COLUMN site_contact_mobile   text CHECK (site_contact_mobile IS NULL OR site_contact_mobile ~ '^[6-9][0-9]{9}$'),
  ADD COLUMN site_contact_relation text,
  ADD COLUMN site_address          text,
  ADD COLUMN survey_no             text,
  ADD COLUMN village               text,
  ADD COLUMN taluka                text,
  ADD COLUMN project_name          text,
  ADD COLUMN floor                 text,
  ADD COLUMN floors                integer CHECK (floors BETWEEN 0 AND 200),
  ADD COLUMN structure_type        text,
  ADD COLUMN age_years             integer CHECK (age_years BETWEEN 0 AND 200),
  ADD COLUMN occupancy             text,
  ADD COLUMN area_unit             text CHECK (area_unit IN ('SQFT', 'SQM', 'ACRE', 'HECTARE')),
  ADD COLUMN land_area_doc         numeric(14,2) CHECK (land_area_doc >= 0),
  ADD COLUMN land_area_site        numeric(14,2) CHECK (land_area_site >= 0),
  ADD COLUMN land_area_considered  numeric(14,2) CHECK (land_area_considered >= 0),
  ADD COLUMN built_up_area         numeric(14,2) CHECK (built_up_area >= 0),
  ADD COLUMN carpet_area           numeric(14,2) CHECK (carpet_area >= 0),
  ADD COLUMN super_built_up_area   numeric(14,2) CHECK (super_built_up_area >= 0),
  ADD COLUMN rr_rate               numeric(16,2) CHECK (rr_rate >= 0),
  ADD COLUMN rr_value              numeric(16,2) CHECK (rr_value >= 0),
  ADD COLUMN market_rate_min       numeric(16,2) CHECK (market_rate_min >= 0),
  ADD COLUMN market_rate_max       numeric(16,2) CHECK (market_rate_max >= 0),
  ADD COLUMN rate_adopted          numeric(16,2) CHECK (rate_adopted >= 0),
  ADD COLUMN fair_market_value     numeric(16,2) CHECK (fair_market_value >= 0),
  -- copied from the bank when the case is initiated (the bank's figure may change later)
  ADD COLUMN realisable_pct        numeric(5,2) CHECK (realisable_pct BETWEEN 0 AND 100),
  ADD COLUMN distress_pct          numeric(5,2) CHECK (distress_pct BETWEEN 0 AND 100),
  ADD COLUMN realisable_value      numeric(16,2),
  ADD COLUMN distress_value        numeric(16,2),
  ADD COLUMN insurable_value       numeric(16,2) CHECK (insurable_value >= 0),
  ADD COLUMN seismic_zone          text CHECK (seismic_zone IN ('II', 'III', 'IV', 'V', 'VI')),
  ADD COLUMN flood_prone           text CHECK (flood_prone IN ('Y', 'N')),
  ADD COLUMN cyclone_prone         text CHECK (cyclone_prone IN ('Y', 'N')),
  ADD COLUMN landslide_prone       text CHECK (landslide_prone IN ('Y', 'N')),
  ADD COLUMN coastal_zone          text CHECK (coastal_zone IN ('Y', 'N')),
  ADD COLUMN caution_area          text CHECK (caution_area IN ('Y', 'N')),
  ADD COLUMN negative_area         text CHECK (negative_area IN ('Y', 'N')),
  ADD COLUMN risk_note             text,
  ADD COLUMN boundary_north        text,
  ADD COLUMN boundary_south        text,
  ADD COLUMN boundary_east         text,
  ADD COLUMN boundary_west         text,
  ADD COLUMN deviations            text,
  ADD COLUMN observations          text,
  -- where an ON_HOLD / QUERY_PENDING case resumes
  ADD COLUMN held_from             text,
  -- review levels this case needs (approval matrix, fixed when it is submitted for review)
  ADD COLUMN levels_needed         smallint CHECK (levels_needed BETWEEN 1 AND 3);

-- Lists: each page is a slice by status, newest first; search by case no. prefix or by words.
CREATE INDEX cases_status_received_idx ON cases (status, received_at);
CREATE INDEX cases_case_no_prefix_idx ON cases (case_no text_pattern_ops);
CREATE INDEX cases_search_idx ON cases USING gin (to_tsvector('simple',
  coalesce(case_no, '') || ' ' || coalesce(applicant_name, '') || ' ' || coalesce(bank_ref_no, '') || ' ' || coalesce(property_address, '')));
-- Duplicate check: the same bank reference; the same applicant at a pincode; addresses at a pincode lately.
CREATE INDEX cases_bank_ref_idx ON cases (lower(bank_ref_no)) WHERE bank_ref_no IS NOT NULL;
CREATE INDEX cases_pincode_received_idx ON cases (pincode, received_at);
CREATE INDEX cases_engineer_received_idx ON cases (site_engineer_id, received_at);

ALTER TABLE case_status_history
  ADD COLUMN from_level smallint,
  ADD COLUMN to_level   smallint;

-- Running numbers per company branch, financial year and kind (CASE numbers, REPORT numbers):
-- one row updated atomically inside the creating transaction, so numbers are consecutive and a
-- rolled-back creation gives its number back.
CREATE TABLE case_counters (
  company_branch_id integer NOT NULL REFERENCES company_branches(id) ON DELETE CASCADE,
  fy                text NOT NULL CHECK (fy ~ '^[0-9]{4}$'),
  kind              text NOT NULL CHECK (kind IN ('CASE', 'REPORT')),
  last_no           integer NOT NULL CHECK (last_no >= 0),
  PRIMARY KEY (company_branch_id, fy, kind)
);

-- The next number; a missing counter starts after the highest number already used (cases loaded
-- by the seed or from elsewhere), so a number is never given twice.
CREATE FUNCTION next_case_number(cb integer, fy_text text, kind_text text, prefix text) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  UPDATE case_counters SET last_no = last_no + 1
  WHERE company_branch_id = cb AND fy = fy_text AND kind = kind_text
  RETURNING last_no INTO n;
  IF FOUND THEN RETURN n; END IF;
  INSERT INTO case_counters AS t (company_branch_id, fy, kind, last_no)
  VALUES (cb, fy_text, kind_text, 1 + coalesce((
    SELECT max(substring(x.no FROM '[0-9]{6}$')::int)
    FROM (SELECT CASE WHEN kind_text = 'CASE' THEN case_no ELSE report_no END AS no
          FROM cases WHERE company_branch_id = cb) x
    WHERE x.no LIKE prefix || '%'), 0))
  ON CONFLICT (company_branch_id, fy, kind) DO UPDATE SET last_no = t.last_no + 1
  RETURNING last_no INTO n;
  RETURN n;
END $$;

-- Days the firm does not work besides Saturdays and Sundays (TAT counts business days).
CREATE TABLE holidays (
  day  date PRIMARY KEY,
  name text NOT NULL CHECK (length(trim(name)) > 0)
);
INSERT INTO holidays (day, name) VALUES
  ('2025-01-26', 'Republic Day'), ('2025-08-15', 'Independence Day'), ('2025-10-02', 'Gandhi Jayanti'),
  ('2025-10-21', 'Diwali (Lakshmi Puja)'), ('2025-12-25', 'Christmas'),
  ('2026-01-26', 'Republic Day'), ('2026-03-04', 'Holi'), ('2026-08-15', 'Independence Day'),
  ('2026-10-02', 'Gandhi Jayanti'), ('2026-11-09', 'Diwali (Lakshmi Puja)'), ('2026-12-25', 'Christmas'),
  ('2027-01-26', 'Republic Day');

-- How many review levels a report needs, by bank (NULL: any bank) and fair-market-value slab.
CREATE TABLE approval_matrix (
  id          serial PRIMARY KEY,
  bank_id     integer REFERENCES banks(id) ON DELETE CASCADE,
  value_from  numeric(16,2) NOT NULL DEFAULT 0 CHECK (value_from >= 0),
  value_to    numeric(16,2) CHECK (value_to IS NULL OR value_to > value_from),
  levels      smallint NOT NULL CHECK (levels BETWEEN 1 AND 3),
  remarks     text,
  status      text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  version     integer NOT NULL DEFAULT 1
);
CREATE INDEX approval_matrix_bank_idx ON approval_matrix (bank_id, value_from);

-- A case's documents and site photos (files under UPLOAD_DIR/cases).
CREATE TABLE case_documents (
  id           serial PRIMARY KEY,
  case_id      integer NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  doc_type     text NOT NULL CHECK (doc_type IN ('SALE_DEED', 'APPROVED_PLAN', 'TAX_RECEIPT', 'PREVIOUS_VALUATION', 'PHOTO', 'OTHER')),
  file_name    text NOT NULL,
  stored_name  text NOT NULL UNIQUE,
  mime_type    text NOT NULL,
  size_bytes   integer NOT NULL CHECK (size_bytes > 0),
  latitude     numeric(9,6) CHECK (latitude BETWEEN -90 AND 90),
  longitude    numeric(9,6) CHECK (longitude BETWEEN -180 AND 180),
  taken_at     timestamptz,
  uploaded_by  integer REFERENCES users(id) ON DELETE SET NULL,
  uploaded_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX case_documents_case_idx ON case_documents (case_id, uploaded_at);

-- A move that keeps the status (approve to the next review level, reallocate) is still a move:
-- the API stamps status_changed_at, and the history row and the summaries follow as for a status
-- change (dash_rebuild counts every history row, so the two stay equal).
CREATE OR REPLACE FUNCTION cases_before_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.tat_due_at IS NULL THEN
      NEW.tat_due_at := add_business_days(NEW.received_at, (SELECT default_tat_days FROM banks WHERE id = NEW.bank_id));
    END IF;
  ELSIF NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NEW;
  ELSIF NEW.status_changed_at IS NOT DISTINCT FROM OLD.status_changed_at THEN
    NEW.status_changed_at := now();
  END IF;
  CASE NEW.status
    WHEN 'ALLOCATED' THEN NEW.allocated_at := coalesce(NEW.allocated_at, NEW.status_changed_at);
    WHEN 'SITE_VISIT' THEN NEW.visited_at := coalesce(NEW.visited_at, NEW.status_changed_at);
    WHEN 'RELEASED' THEN NEW.released_at := coalesce(NEW.released_at, NEW.status_changed_at);
    WHEN 'DISPATCHED' THEN NEW.dispatched_at := coalesce(NEW.dispatched_at, NEW.status_changed_at);
    WHEN 'CLOSED' THEN NEW.closed_at := coalesce(NEW.closed_at, NEW.status_changed_at);
    ELSE NULL;
  END CASE;
  RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION cases_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  od date;
  nd date := biz_day(NEW.received_at);
  by_user integer;
  secs integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    by_user := coalesce(NEW.status_changed_by, NEW.created_by);
    PERFORM dash_add_intake(nd, NEW.company_branch_id, NEW.status, 1, coalesce(NEW.fee, 0));
    PERFORM dash_add_place(nd, NEW.company_branch_id, coalesce(NEW.pincode, ''), coalesce(NEW.city, ''), 1);
    PERFORM dash_add_bank(nd, NEW.company_branch_id, NEW.bank_id, 1, coalesce(NEW.fee, 0), 0, 0, 0);
    INSERT INTO case_status_history (case_id, from_status, to_status, changed_by, changed_at, comment, to_level)
    VALUES (NEW.id, NULL, NEW.status, by_user, NEW.status_changed_at, NEW.status_comment, NEW.review_level);
    PERFORM dash_event_delta(NEW, NEW.status, by_user, NEW.status_changed_at, NULL, 1);
    RETURN NULL;
  END IF;

  od := biz_day(OLD.received_at);
  IF od <> nd OR OLD.company_branch_id <> NEW.company_branch_id OR OLD.status <> NEW.status
     OR OLD.fee IS DISTINCT FROM NEW.fee THEN
    PERFORM dash_add_intake(od, OLD.company_branch_id, OLD.status, -1, -coalesce(OLD.fee, 0));
    PERFORM dash_add_intake(nd, NEW.company_branch_id, NEW.status, 1, coalesce(NEW.fee, 0));
  END IF;
  IF od <> nd OR OLD.company_branch_id <> NEW.company_branch_id OR OLD.pincode IS DISTINCT FROM NEW.pincode
     OR OLD.city IS DISTINCT FROM NEW.city THEN
    PERFORM dash_add_place(od, OLD.company_branch_id, coalesce(OLD.pincode, ''), coalesce(OLD.city, ''), -1);
    PERFORM dash_add_place(nd, NEW.company_branch_id, coalesce(NEW.pincode, ''), coalesce(NEW.city, ''), 1);
  END IF;
  IF od <> nd OR OLD.company_branch_id <> NEW.company_branch_id OR OLD.bank_id <> NEW.bank_id
     OR OLD.fee IS DISTINCT FROM NEW.fee THEN
    PERFORM dash_add_bank(od, OLD.company_branch_id, OLD.bank_id, -1, -coalesce(OLD.fee, 0), 0, 0, 0);
    PERFORM dash_add_bank(nd, NEW.company_branch_id, NEW.bank_id, 1, coalesce(NEW.fee, 0), 0, 0, 0);
  END IF;
  IF OLD.status <> NEW.status OR OLD.status_changed_at IS DISTINCT FROM NEW.status_changed_at THEN
    secs := greatest(0, least(2000000000, extract(epoch FROM NEW.status_changed_at - OLD.status_changed_at)))::int;
    INSERT INTO case_status_history (case_id, from_status, to_status, changed_by, changed_at, comment, seconds_in_from,
                                     from_level, to_level)
    VALUES (NEW.id, OLD.status, NEW.status, NEW.status_changed_by, NEW.status_changed_at, NEW.status_comment, secs,
            OLD.review_level, NEW.review_level);
    PERFORM dash_event_delta(NEW, NEW.status, NEW.status_changed_by, NEW.status_changed_at, secs, 1);
  END IF;
  RETURN NULL;
END $$;
