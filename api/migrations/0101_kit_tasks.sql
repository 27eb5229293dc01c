-- 0101_kit_tasks: search and sort indexes for the task list (100,000 tasks).
CREATE INDEX tasks_search_idx ON tasks USING gin (to_tsvector('simple', coalesce(title, '')));
CREATE INDEX tasks_sort_title_idx ON tasks (title, id);
CREATE INDEX tasks_sort_due_idx ON tasks (due_date, id);
CREATE INDEX tasks_sort_priority_idx ON tasks (priority, id);
CREATE INDEX tasks_sort_status_idx ON tasks (status, id);
