// The environment of an API server a test spawns (the built bundle in tools/build-server.test.mjs,
// the TypeScript entry in api/test/ops.test.ts): a free port on 127.0.0.1, an in-memory database
// without demo data, and its own throwaway folders under `root`.
import path from 'node:path';

/** @param {string} root a throwaway folder of the test's */
export const serverTestEnv = (root) => ({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
  SEED_DEMO: '0',
  RELEASES_DIR: path.join(root, 'releases'),
  SHELL_DIST: path.join(root, 'shell'),
  UPLOAD_DIR: path.join(root, 'uploads'),
  OUTBOX_DIR: path.join(root, 'outbox'),
  // An answer its route's response schema would change fails the request (api/src/http/responses.ts).
  CHECK_RESPONSES: '1',
});
