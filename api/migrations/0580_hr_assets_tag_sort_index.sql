-- 0580_hr_assets_tag_sort_index: the asset register is listed by tag, then id (its default sort,
-- the id breaking ties as on every list), which the unique index on tag alone does not keep in
-- order: every page sorted the whole table (a deep page of 100,000 assets: 183 ms, a sort spilled
-- to disk). With (tag, id) a page walks the index.
CREATE INDEX assets_tag_sort_idx ON assets (tag, id);
