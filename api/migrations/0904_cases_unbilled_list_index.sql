-- 0904_cases_unbilled_list_index: the unbilled list's total and fee sum, and its page in release
-- order, from the index alone (with its filters' columns), instead of visiting every unbilled
-- case's row (4,815 rows on 1,206 pages at 100,000 cases).
CREATE INDEX cases_unbilled_list_idx ON cases (released_at, id) INCLUDE (fee, bank_id, bank_branch_id, site_engineer_id, pincode)
  WHERE billing_status = 'UNBILLED' AND released_at IS NOT NULL AND status <> 'CANCELLED' AND fee IS NOT NULL;
