-- 0651_designations: the worked example of a plain resource (mfe-hr/src/model/designations.ts);
-- api/test/model-tables.test.ts checks this table against the description.
CREATE TABLE designations (
  id         serial PRIMARY KEY,
  name       text NOT NULL UNIQUE,
  department text,
  status     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version    integer NOT NULL DEFAULT 1
);
