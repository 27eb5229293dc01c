-- 0900_cases_list_indexes: every case list reads one page of ids in its sort order straight from an
-- index (ending in id, the tie-breaker), so a page never sorts a million rows and a deep page skips
-- index entries without visiting the table. The filters keep their received-at order the same way;
-- the narrower indexes these replace were their prefixes.
DROP INDEX IF EXISTS cases_status_received_idx;
DROP INDEX IF EXISTS cases_bank_idx;
DROP INDEX IF EXISTS cases_bank_branch_idx;
DROP INDEX IF EXISTS cases_company_branch_idx;
DROP INDEX IF EXISTS cases_engineer_received_idx;
CREATE INDEX cases_list_received_idx ON cases (received_at, id);
CREATE INDEX cases_list_status_idx ON cases (status, received_at, id);
CREATE INDEX cases_list_bank_idx ON cases (bank_id, received_at, id);
CREATE INDEX cases_list_bank_branch_idx ON cases (bank_branch_id, received_at, id);
CREATE INDEX cases_list_company_branch_idx ON cases (company_branch_id, received_at, id);
CREATE INDEX cases_list_engineer_idx ON cases (site_engineer_id, received_at, id);
-- Sorts by a column that may be empty put the empty ones last both ways: newest first reads this
-- one backwards (DESC NULLS LAST), oldest first reads it forwards.
CREATE INDEX cases_list_tat_due_idx ON cases (tat_due_at NULLS FIRST, id);
CREATE INDEX cases_list_tat_due_asc_idx ON cases (tat_due_at, id);
CREATE INDEX cases_list_status_changed_idx ON cases (status_changed_at, id);
CREATE INDEX cases_list_case_no_idx ON cases (case_no, id);
