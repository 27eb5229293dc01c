-- 0411_masters_document_types: the document master (/admin/documentMaster): each document type, the
-- file kinds it accepts and its largest size. Uploads that name a type are checked against it.
CREATE TABLE document_types (
  id          serial PRIMARY KEY,
  name        text NOT NULL,
  code        text NOT NULL CHECK (code ~ '^[A-Z0-9_]{2,30}$'),
  applies_to  text NOT NULL,
  file_types  jsonb NOT NULL DEFAULT '["PDF"]',
  max_size_kb integer NOT NULL CHECK (max_size_kb BETWEEN 10 AND 5120),
  status      text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  version     integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX document_types_code_key ON document_types (code);
CREATE UNIQUE INDEX document_types_name_key ON document_types (lower(name));
CREATE INDEX document_types_applies_idx ON document_types (applies_to, name);
CREATE INDEX document_types_search_idx ON document_types USING gin (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(code, '')));
SELECT kit_track_count('document_types');
