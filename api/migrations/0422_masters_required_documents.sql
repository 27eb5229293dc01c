-- 0422_masters_required_documents: the checklist of documents a case needs (/admin/masterDocuments),
-- by bank, purpose and property type; an empty bank, purpose or property type means "any".
CREATE TABLE required_documents (
  id               serial PRIMARY KEY,
  bank_id          integer REFERENCES banks (id),
  purpose          text,
  property_type    text,
  document_type_id integer NOT NULL REFERENCES document_types (id),
  note             text,
  status           text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  version          integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX required_documents_rule_key
  ON required_documents (coalesce(bank_id, 0), coalesce(purpose, ''), coalesce(property_type, ''), document_type_id);
CREATE INDEX required_documents_bank_idx ON required_documents (bank_id, id);
CREATE INDEX required_documents_type_idx ON required_documents (document_type_id, id);
CREATE INDEX required_documents_purpose_idx ON required_documents (purpose, id);
CREATE INDEX required_documents_search_idx ON required_documents USING gin (to_tsvector('simple', coalesce(note, '') || ' ' || coalesce(purpose, '') || ' ' || coalesce(property_type, '')));
SELECT kit_track_count('required_documents');

-- A case document's type is any case type of the Document Master (the API checks it and the file
-- against the master), no longer only the six of 0210.
ALTER TABLE case_documents DROP CONSTRAINT IF EXISTS case_documents_doc_type_check;
ALTER TABLE case_documents ADD CONSTRAINT case_documents_doc_type_check CHECK (doc_type ~ '^[A-Z0-9_]{2,30}$');
