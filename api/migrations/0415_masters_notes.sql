-- 0415_masters_notes: staff notes on a bank or bank branch (/admin/notes), newest first.
CREATE TABLE notes (
  id             serial PRIMARY KEY,
  bank_id        integer NOT NULL REFERENCES banks (id),
  bank_branch_id integer REFERENCES bank_branches (id),
  subject        text NOT NULL,
  note           text NOT NULL,
  author_id      integer REFERENCES users (id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  version        integer NOT NULL DEFAULT 1
);
CREATE INDEX notes_created_idx ON notes (created_at, id);
CREATE INDEX notes_subject_idx ON notes (subject, id);
CREATE INDEX notes_bank_idx ON notes (bank_id, created_at);
CREATE INDEX notes_branch_idx ON notes (bank_branch_id, created_at);
CREATE INDEX notes_author_idx ON notes (author_id);
CREATE INDEX notes_search_idx ON notes USING gin (to_tsvector('simple', coalesce(subject, '') || ' ' || coalesce(note, '')));
SELECT kit_track_count('notes');
