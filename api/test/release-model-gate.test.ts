// The release gate knows the API's models (issue 26, point 5): a build whose model the running API
// would refuse is not promoted (nor rolled back to), naming the fields; label/order/layout pass.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { apiModels } from '../src/releases/api-models';
import { modelSchema, type ModelDoc } from '../src/releases/model-schema';
import { promote, rollback } from '../src/releases/operations';
import { publishBuild } from '../src/releases/publish';
import { fileStore } from '../src/releases/store';
import { login, makeTestApp, type TestApp } from './helpers';
import { fakeBuild, fakeShell, page, tmpDir } from './release-fixtures';

const clone = (d: ModelDoc): ModelDoc => JSON.parse(JSON.stringify(d));
const actor = { user: 'ops', via: 'cli' } as const;

describe('model schema documents', () => {
  test('labels, help, order and layout do not change the hash; a field, a type or an option does', () => {
    const desc = {
      name: 'thing',
      path: 'things',
      fields: [
        { name: 'title', label: 'Title', type: 'text', required: true },
        {
          name: 'kind',
          label: 'Kind',
          type: 'select',
          options: [
            { value: 'A', label: 'A' },
            { value: 'B', label: 'B' },
          ],
        },
      ],
    };
    const base = modelSchema({ desc }).hash;
    const relabelled = {
      ...desc,
      fields: [
        { ...desc.fields[1], label: 'Sort', width: 'full' },
        { ...desc.fields[0], label: 'Heading', help: 'Say it' },
      ],
    };
    assert.equal(modelSchema({ desc: relabelled }).hash, base);
    assert.notEqual(modelSchema({ desc: { ...desc, fields: [...desc.fields, { name: 'x', label: 'X', type: 'text' }] } }).hash, base);
    assert.notEqual(modelSchema({ desc: { ...desc, fields: [{ ...desc.fields[0], type: 'textarea' }, desc.fields[1]] } }).hash, base);
  });
});

describe('GET /api/models', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  after(() => t.close());

  test('serves the models the API validates with, with their hashes, to staff', async () => {
    assert.equal((await t.app.inject({ url: '/api/models' })).statusCode, 401);
    const res = await t.app.inject({ url: '/api/models', headers: { authorization: `Bearer ${await login(t.app, 'admin@example.com')}` } });
    assert.equal(res.statusCode, 200);
    const body = res.json() as Record<string, ModelDoc>;
    assert.deepEqual(Object.keys(body).sort(), ['mfe-auth', 'mfe-bills', 'mfe-cases', 'mfe-hr', 'mfe-masters', 'mfe-realestate']);
    assert.equal(body['mfe-hr'].hash, apiModels()['mfe-hr'].hash);
    assert.equal(body['mfe-hr'].resources.tasks.title.required, true);
  });
});

describe('promotion and rollback check the model', () => {
  const root = tmpDir('release-model-');
  after(() => fs.rmSync(root, { recursive: true, force: true }));
  const dir = path.join(root, 'releases');
  const ctx = { dir, shellDist: fakeShell(root), store: fileStore(dir) };

  async function publishWith(version: string, model: ModelDoc | null) {
    const from = fakeBuild(path.join(root, `b-${version}`), { remote: 'mfe-hr', salt: version, pages: [page('/admin/task-management')] });
    if (model) fs.writeFileSync(path.join(from, 'model.json'), JSON.stringify(model));
    await publishBuild({ dir, remote: 'mfe-hr', version, from, ...actor });
  }

  test('the API’s own model passes; a new, retyped or required-missing field is refused by name', async () => {
    await publishWith('1.0.0', apiModels()['mfe-hr']);
    assert.equal((await promote(ctx, 'mfe-hr', '1.0.0', actor)).to, '1.0.0');

    const added = clone(apiModels()['mfe-hr']);
    added.resources.tasks.estimate_hours = { type: 'number' };
    added.resources.tasks.priority = {
      ...added.resources.tasks.priority,
      options: [...added.resources.tasks.priority.options!, 'SOMEDAY'],
    };
    delete added.resources.tasks.title;
    added.resources.tasks.due_date = { type: 'text' };
    await publishWith('1.1.0', added);
    await assert.rejects(promote(ctx, 'mfe-hr', '1.1.0', actor), (err: Error & { reasons: string[] }) => {
      assert.deepEqual(err.reasons, [
        'mfe-hr@1.1.0 sends tasks.due_date as text; the running API reads it as date.',
        'mfe-hr@1.1.0 offers tasks.priority = SOMEDAY, which the running API refuses.',
        'mfe-hr@1.1.0 sends tasks.estimate_hours, a field the running API does not accept.',
        "mfe-hr@1.1.0's forms lack tasks.title, which the running API requires.",
      ]);
      return true;
    });
  });

  test('a rollback to a version whose model the API refuses is refused too', async () => {
    const old = clone(apiModels()['mfe-hr']);
    old.resources.tasks.legacy_code = { type: 'text', required: true };
    await publishWith('0.9.0', old);
    await publishWith('1.0.1', apiModels()['mfe-hr']);
    await promote(ctx, 'mfe-hr', '1.0.1', actor);
    await assert.rejects(rollback(ctx, 'mfe-hr', '0.9.0', actor), /tasks\.legacy_code, a field the running API does not accept/);
    assert.equal((await rollback(ctx, 'mfe-hr', '1.0.0', actor)).to, '1.0.0', 'a version with the API’s model rolls back');
  });

  test('a build from before model.json is promoted with a warning', async () => {
    await publishWith('1.2.0', null);
    const change = await promote(ctx, 'mfe-hr', '1.2.0', actor);
    assert.equal(change.to, '1.2.0');
    assert.match(change.gate!.warnings.join(' '), /mfe-hr@1\.2\.0 has no model\.json .* not checked/);
  });
});
