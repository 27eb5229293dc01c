-- 0400_masters_banks: rules of the bank and bank-branch masters that the database keeps.
-- (The tables are in 0200_cases_core.sql.)

-- An IFSC names exactly one bank branch.
CREATE UNIQUE INDEX IF NOT EXISTS bank_branches_ifsc_key ON bank_branches (ifsc) WHERE ifsc IS NOT NULL;

-- The masters' search boxes match word prefixes on lower(column).
CREATE INDEX IF NOT EXISTS banks_name_prefix_idx ON banks (lower(name) text_pattern_ops);
CREATE INDEX IF NOT EXISTS bank_branches_name_prefix_idx ON bank_branches (lower(branch_name) text_pattern_ops);
CREATE INDEX IF NOT EXISTS bank_branches_bank_idx ON bank_branches (bank_id);
