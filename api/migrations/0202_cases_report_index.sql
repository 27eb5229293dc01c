-- 0202_cases_report_index: the admin-home case reports count this month's / this week's cases by
-- status and city; with these columns in the index the count never visits the table.
DROP INDEX IF EXISTS cases_received_idx;
CREATE INDEX cases_received_idx ON cases (received_at) INCLUDE (status, city, company_branch_id);
