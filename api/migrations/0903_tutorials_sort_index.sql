-- 0903_tutorials_sort_index: the guides are listed by page address (their default sort), which no
-- index kept in order (only lower(page_path), for the guides of one page): every page and every
-- search sorted the whole table.
CREATE INDEX tutorials_page_path_idx ON tutorials (page_path, id);
