-- Uploaded and generated files for deployments on one PostgreSQL (DATABASE_URL), where several API
-- instances must serve what any of them stored. Keyed by the path a file would have under
-- UPLOAD_DIR; with PGlite files stay on disk there and this table stays empty.
CREATE TABLE stored_files (
  path text PRIMARY KEY,
  bytes bytea NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
