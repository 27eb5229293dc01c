-- The release registry and its audit log for deployments on one PostgreSQL (DATABASE_URL), where
-- several API instances must serve the same registry. With PGlite the registry stays in
-- RELEASES_DIR/registry.json (the CLI cannot open PGlite while the server holds it).
CREATE TABLE release_registry (
  id smallint PRIMARY KEY CHECK (id = 1),
  revision integer NOT NULL,
  doc jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE release_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  remote text NOT NULL,
  entry jsonb NOT NULL
);
CREATE INDEX release_audit_remote ON release_audit (remote, id);
