-- 0650_branch_state_required: the branch master's description requires a state (its GSTIN and
-- state code follow from it) and the API never stored a branch without one; the column now agrees
-- (api/test/model-tables.test.ts compares every description with its table).
ALTER TABLE company_branches ALTER COLUMN state SET NOT NULL;
