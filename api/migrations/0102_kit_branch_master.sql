-- 0102_kit_branch_master: the search index of the branch master (company_branches of 0001).
CREATE INDEX company_branches_search_idx ON company_branches
  USING gin (to_tsvector('simple', coalesce(branch_name, '') || ' ' || coalesce(code, '') || ' ' || coalesce(state, '') || ' ' || coalesce(pincode, '')));
