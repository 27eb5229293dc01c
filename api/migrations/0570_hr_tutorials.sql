-- 0570_hr_tutorials: how-to guides of the suite, per page path, with a screenshot or PDF.
CREATE TABLE tutorials (
  id         serial PRIMARY KEY,
  title      text NOT NULL CHECK (length(trim(title)) > 0),
  page_path  text NOT NULL,
  steps      text NOT NULL,
  screenshot jsonb,
  author_id  integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version    integer NOT NULL DEFAULT 1
);
CREATE INDEX tutorials_search_idx ON tutorials USING gin (to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(page_path, '') || ' ' || coalesce(steps, '')));
CREATE INDEX tutorials_page_idx ON tutorials (lower(page_path));
SELECT kit_track_count('tutorials');
