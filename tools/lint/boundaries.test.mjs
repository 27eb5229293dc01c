// The boundaries rule of eslint.config.mjs, proved on small in-memory files placed where the real
// ones live: each forbidden import is reported, each allowed one is not.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: ROOT });

/** The boundaries messages ESLint reports for `code` as if it were the file at `file`. */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

const FORBIDDEN = [
  [
    'a remote imports another remote by package name',
    'mfe-cases/src/features/x/a.ts',
    "import * as hr from 'mfe-hr/model';",
    /A remote never imports another remote \(mfe-cases imports mfe-hr\)/,
  ],
  [
    'a remote imports another remote by relative path',
    'mfe-cases/src/features/x/a.ts',
    "import { pages } from '../../../../mfe-hr/src/pages';",
    /A remote never imports another remote/,
  ],
  [
    'a remote re-exports another remote',
    'mfe-bills/src/a.ts',
    "export * from 'mfe-masters/model';",
    /A remote never imports another remote/,
  ],
  [
    'a remote imports another remote lazily',
    'mfe-hr/src/a.ts',
    "export const load = () => import('mfe-cases/model');",
    /A remote never imports another remote/,
  ],
  ['shared imports the shell', 'shared/src/kit/a.ts', "import { App } from '../../../shell/src/app';", /`shared` imports no app/],
  ['shared imports a remote', 'shared/src/core/a.ts', "import * as hr from 'mfe-hr/model';", /`shared` imports no app/],
  ['shared imports the API', 'shared/src/core/a.ts', "import { buildApp } from '../../../api/src/app';", /`shared` imports no app/],
  [
    "the shell imports a remote's source",
    'shell/src/layout/a.tsx',
    "import { pages } from 'mfe-dashboard/src/pages';",
    /The shell imports no remote's source/,
  ],
  [
    'the API kit imports a module',
    'api/src/kit/a.ts',
    "import { resolvePrincipal } from '../modules/auth/sessions';",
    /kit, http and db import no module/,
  ],
  [
    'the API http layer imports a module',
    'api/src/http/a.ts',
    "import { resolvePrincipal } from '../modules/auth/sessions';",
    /kit, http and db import no module/,
  ],
  [
    'the API db layer imports a module',
    'api/src/db/a.ts',
    "import { resolvePrincipal } from '../modules/auth/sessions';",
    /kit, http and db import no module/,
  ],
  [
    'an API module imports the seed',
    'api/src/modules/users/a.ts',
    "import { seedDemo } from '../../seed/seed-demo';",
    /A module imports no seed/,
  ],
];

const ALLOWED = [
  ['a remote imports shared', 'mfe-cases/src/features/x/a.ts', "import { ResourcePage } from 'shared/kit';"],
  ['a remote imports its own files', 'mfe-hr/src/features/x/a.ts', "import { pages } from '../../pages';"],
  ['the shell imports shared', 'shell/src/layout/a.tsx', "import { useAppSelector } from 'shared/core';"],
  [
    'an API module imports the kit and http layers',
    'api/src/modules/x/a.ts',
    "import { registerResource } from '../../kit/register-resource';\nimport { HttpError } from '../../http/errors';",
  ],
  ["an API module imports a remote's model", 'api/src/modules/x/a.ts', "import * as hr from 'mfe-hr/model';"],
  ['the API kit imports the db layer', 'api/src/kit/a.ts', "import { migrate } from '../db/migrate';"],
  ['the seed imports a module', 'api/src/seed/a.ts', "import { seedDispatchDemo } from '../modules/dispatch/demo-seed';"],
  ['e2e imports shared', 'e2e/tests/a.test.ts', "import { pages } from 'shared/resources';"],
];

for (const [name, file, code, message] of FORBIDDEN) {
  test(`forbidden: ${name}`, async () => {
    const errors = await boundaryErrors(file, code);
    assert.equal(errors.length, 1, `${file}: ${code}\nreported: ${JSON.stringify(errors)}`);
    assert.match(errors[0], message);
  });
}

for (const [name, file, code] of ALLOWED) {
  test(`allowed: ${name}`, async () => {
    assert.deepEqual(await boundaryErrors(file, code), [], `${file}: ${code}`);
  });
}
