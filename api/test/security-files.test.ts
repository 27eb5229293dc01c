// Stored files: one file per field, a replaced file is removed, a deleted record leaves no file, a
// refused upload leaves nothing. Counted on disk.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, multipart, storedFiles, type TestApp } from './helpers';

let t: TestApp;
let h: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  h = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());

const pdf = (n: number) => Buffer.from(`%PDF-1.4\n% file ${n}\n`);
/** The dispatch proofs the app holds, on disk or in PostgreSQL. */
const filesOnDisk = async () => (await storedFiles(t)).filter((f) => f.startsWith('dispatch-hard-copies/')).length;
async function put(id: number, version: number, files: { field: string; n: number }[]) {
  const form = multipart(
    { version: String(version) },
    files.map((f) => ({ field: f.field, filename: `pod-${f.n}.pdf`, type: 'application/pdf', content: pdf(f.n) })),
  );
  return t.app.inject({ method: 'PUT', url: `/api/dispatch-hard-copies/${id}`, payload: form.payload, headers: { ...h, ...form.headers } });
}

test('two files for one field are refused and nothing is stored', async () => {
  const [d] = await t.handle.query<{ id: number; version: number }>('SELECT id, version FROM dispatch_hard_copies ORDER BY id LIMIT 1');
  const before = await filesOnDisk();
  const res = await put(d.id, d.version, [
    { field: 'pod_file', n: 1 },
    { field: 'pod_file', n: 2 },
  ]);
  assert.equal(res.statusCode, 400, res.body);
  assert.match(res.json().message, /one file/);
  assert.equal(await filesOnDisk(), before);
});

test('3 replacements keep exactly 1 file; the delete leaves 0; the link serves the latest', async () => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/dispatch-hard-copies',
    headers: h,
    payload: { company_branch_id: 1, addressee: 'Files Test' },
  });
  assert.equal(created.statusCode, 201, created.body);
  const { id } = created.json().data as { id: number };
  let { version } = created.json().data as { version: number };
  const before = await filesOnDisk();
  for (let n = 1; n <= 4; n++) {
    const res = await put(id, version, [{ field: 'pod_file', n }]);
    assert.equal(res.statusCode, 200, res.body);
    version = res.json().data.version;
    assert.equal(await filesOnDisk(), before + 1, `after upload ${n}`);
  }
  const file = await t.app.inject({ url: `/api/dispatch-hard-copies/${id}/files/pod_file`, headers: h });
  assert.equal(file.body, pdf(4).toString());
  // A stale save with a file stores nothing.
  assert.equal((await put(id, version - 1, [{ field: 'pod_file', n: 9 }])).statusCode, 409);
  assert.equal(await filesOnDisk(), before + 1);
  const del = await t.app.inject({ method: 'DELETE', url: `/api/dispatch-hard-copies/${id}`, headers: h });
  assert.equal(del.statusCode, 200, del.body);
  assert.equal(await filesOnDisk(), before);
  const left = (await storedFiles(t)).filter((f) => f.startsWith(`dispatch-hard-copies/${id}/`) || f.includes('.incoming/'));
  assert.deepEqual(left, [], 'the record folder is gone and nothing waits in the staging folder');
});
