-- 0550_hr_learnings: the knowledge base. body holds sanitised HTML; body_text its plain text for
-- the search index (so tags and attributes never match a search).
CREATE TABLE learnings (
  id         serial PRIMARY KEY,
  title      text NOT NULL CHECK (length(trim(title)) > 0),
  category   text NOT NULL,
  body       text NOT NULL,
  body_text  text NOT NULL DEFAULT '',
  attachment jsonb,
  author_id  integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version    integer NOT NULL DEFAULT 1
);
CREATE INDEX learnings_search_idx ON learnings USING gin (to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(body_text, '')));
CREATE INDEX learnings_updated_idx ON learnings (updated_at DESC, id DESC);
SELECT kit_track_count('learnings');
