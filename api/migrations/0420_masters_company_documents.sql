-- 0420_masters_company_documents: the firm's registrations and certificates (/admin/companyDocument).
CREATE TABLE company_documents (
  id               serial PRIMARY KEY,
  document_type_id integer NOT NULL REFERENCES document_types (id),
  title            text NOT NULL,
  number           text,
  issued_by        text,
  valid_from       date,
  valid_to         date,
  file             jsonb,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  version          integer NOT NULL DEFAULT 1
);
CREATE INDEX company_documents_valid_to_idx ON company_documents (valid_to, id);
CREATE INDEX company_documents_valid_from_idx ON company_documents (valid_from, id);
CREATE INDEX company_documents_title_idx ON company_documents (title, id);
CREATE INDEX company_documents_number_idx ON company_documents (number, id);
CREATE INDEX company_documents_type_idx ON company_documents (document_type_id);
CREATE INDEX company_documents_search_idx ON company_documents USING gin (to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(number, '') || ' ' || coalesce(issued_by, '')));
SELECT kit_track_count('company_documents');
