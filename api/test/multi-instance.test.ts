// Two API processes on one throwaway PostgreSQL cluster, as production runs several instances
// behind a proxy: whatever one instance changes, the other serves at once.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import postgres from 'pg';
import { emptyPostgres } from './pg-databases';
import { u8 } from '../src/lib/bytes';
import { publishBuild } from '../src/releases/publish';
import { caseBody, demoPlaces } from './cases-support';
import type { TestApp } from './helpers';
import { instanceEnv, ROOT, signIn, startInstance, TSX, type Instance } from './instances';
import { fakeBuild, tmpDir } from './release-fixtures';

/** Every file (not folder) under `dir`, relative to it. */
const filesUnder = (dir: string) =>
  fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()) : [];

describe('two API instances on one PostgreSQL', () => {
  let pg: Awaited<ReturnType<typeof emptyPostgres>>;
  let a: Instance;
  let b: Instance;
  let auth: Record<string, string>;
  let env: NodeJS.ProcessEnv;
  let sql: postgres.Pool;
  const root = tmpDir('multi-instance-');
  const releasesDir = path.join(root, 'releases');

  before(
    async () => {
      pg = await emptyPostgres();
      for (const [version, salt] of [
        ['1.0.0', 'a'],
        ['1.1.0', 'b'],
        ['1.2.0', 'c'],
      ] as const) {
        const from = fakeBuild(path.join(root, 'builds', version), { remote: 'mfe-x', salt });
        await publishBuild({ dir: releasesDir, remote: 'mfe-x', version, from, user: 'ops', via: 'cli' });
      }
      env = instanceEnv(root, pg.url, releasesDir);
      // A first, so B finds the schema and the demo data in place (migrations also lock each other).
      a = await startInstance(env, 'instance A', path.join(root, 'a.log'));
      b = await startInstance(env, 'instance B', path.join(root, 'b.log'));
      const { body } = await signIn(a.url);
      assert.ok(body.token, 'admin signs in');
      auth = { authorization: `Bearer ${body.token}`, 'content-type': 'application/json' };
      sql = new postgres.Pool({ connectionString: pg.url, max: 2 });
    },
    { timeout: 300_000 },
  );

  after(async () => {
    await sql?.end();
    for (const i of [a, b]) i?.proc.kill('SIGTERM');
    await pg?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const post = (base: string, url: string, body: object) =>
    fetch(`${base}${url}`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
  const registry = async (base: string, cookie?: string) => {
    const res = await fetch(`${base}/remotes/registry.json`, { headers: cookie ? { cookie } : {} });
    return { etag: res.headers.get('etag'), body: (await res.json()) as { remotes: Record<string, { version: string }> } };
  };

  test('a session made through one instance works on the other', async () => {
    const me = await fetch(`${b.url}/api/me`, { headers: auth });
    assert.equal(me.status, 200);
  });

  test('a promote, a rollback and a canary made through one instance are served by the other at once', async () => {
    const up = await post(a.url, '/api/releases/mfe-x/promote', { version: '1.0.0' });
    assert.equal(up.status, 200, await up.text());
    assert.equal((await post(a.url, '/api/releases/mfe-x/promote', { version: '1.1.0' })).status, 200);
    const [ra, rb] = [await registry(a.url), await registry(b.url)];
    assert.equal(rb.body.remotes.mfe_x.version, '1.1.0', 'B serves what A promoted');
    assert.equal(ra.etag, rb.etag, 'both instances answer the same registry with the same ETag');
    assert.equal(fs.existsSync(path.join(releasesDir, 'registry.json')), false, 'the registry lives in PostgreSQL, not in a file');

    const back = await post(b.url, '/api/releases/mfe-x/rollback', {});
    assert.equal(back.status, 200, await back.text());
    assert.equal((await registry(a.url)).body.remotes.mfe_x.version, '1.0.0', 'A serves what B rolled back');

    assert.equal((await post(a.url, '/api/releases/mfe-x/canary', { version: '1.2.0', percent: 50 })).status, 200);
    // Every browser gets the same answer from either instance: the canary bucket depends only on
    // its cookie and the stored canary, nothing in one process's memory.
    let inCanary = 0;
    for (let i = 0; i < 40; i++) {
      const cookie = `mf_uid=browser-${String(i).padStart(12, '0')}`;
      const [va, vb] = [
        (await registry(a.url, cookie)).body.remotes.mfe_x.version,
        (await registry(b.url, cookie)).body.remotes.mfe_x.version,
      ];
      assert.equal(va, vb, `${cookie} sees one version`);
      if (va === '1.2.0') inCanary++;
    }
    assert.ok(inCanary > 5 && inCanary < 35, `about half the browsers are in the canary (${inCanary} of 40)`);

    const audit = await fetch(`${b.url}/api/releases/audit?remote=mfe-x`, { headers: auth });
    const actions = ((await audit.json()) as { data: { action: string }[] }).data.map((e) => e.action);
    assert.deepEqual(actions.slice(0, 4), ['canary', 'rollback', 'promote', 'promote'], 'one audit log, newest first');
  });

  test('the release CLI on the same DATABASE_URL changes what both instances serve', async () => {
    const cli = spawnSync(TSX, [path.join(ROOT, 'api/src/releases/cli.ts'), 'promote', 'mfe-x', '1.2.0'], {
      cwd: ROOT,
      env: { ...process.env, ...env, RELEASE_USER: 'release-manager' },
      encoding: 'utf8',
    });
    assert.equal(cli.status, 0, cli.stderr);
    assert.match(cli.stdout, /mfe-x: promoted 1\.0\.0 -> 1\.2\.0/);
    for (const base of [a.url, b.url])
      assert.equal((await registry(base, 'mf_uid=browser-000000000000')).body.remotes.mfe_x.version, '1.2.0');
    const audit = await fetch(`${a.url}/api/releases/audit?remote=mfe-x`, { headers: auth });
    const newest = ((await audit.json()) as { data: { action: string; user: string; via: string }[] }).data[0];
    assert.deepEqual([newest.action, newest.user, newest.via], ['promote', 'release-manager', 'cli']);
  });

  test('200 concurrent writes spread over both instances lose nothing and break no number series', async () => {
    const stamp = Date.now().toString(36);
    const branches = await fetch(`${a.url}/api/branch-master?page=1&pageSize=1`, { headers: auth });
    const branchId = ((await branches.json()) as { data: { id: number }[] }).data[0].id;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(i % 2 ? a.url : b.url, '/api/dispatch-hard-copies', {
          company_branch_id: branchId,
          addressee: `Recipient ${stamp} ${i}`,
          address: `${i} MG Road, Pune`,
          copies: 1,
          status: 'PREPARED',
        }),
      ),
    );
    const bodies = await Promise.all(
      results.map(async (r) => ({ status: r.status, body: (await r.json()) as { data?: { id: number; dispatch_no: string } } })),
    );
    assert.deepEqual([...new Set(bodies.map((x) => x.status))], [201], JSON.stringify(bodies.find((x) => x.status !== 201)));
    const numbers = bodies.map((x) => x.body.data!.dispatch_no);
    assert.equal(new Set(numbers).size, 200, 'every dispatch number distinct');
    const list = await fetch(`${b.url}/api/dispatch-hard-copies?search=${encodeURIComponent(`Recipient ${stamp}`)}&pageSize=100`, {
      headers: auth,
    });
    assert.equal(((await list.json()) as { total: number }).total, 200, 'all 200 stored');
  });

  /** The demo places of cases-support, read straight from the cluster. */
  const places = () =>
    demoPlaces({
      handle: { query: async (text: string, params?: unknown[]) => (await sql.query(text, params)).rows },
    } as unknown as TestApp);
  const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as T });
  const upload = (base: string, url: string, form: FormData, method = 'POST') =>
    fetch(`${base}${url}`, { method, headers: { authorization: auth.authorization }, body: form });
  const pdf = (tag: string) => Buffer.from(`%PDF-1.4\n% ${tag} ${Date.now()}\n`);

  test('a file uploaded through one instance is served by the other, only to users with the right, and kept in PostgreSQL', async () => {
    const created = await json<{ data: { id: number } }>(
      await post(a.url, '/api/cases', { ...caseBody(await places()), ignore_duplicates: true }),
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const caseId = created.body.data.id;
    const deed = pdf('sale deed');
    const form = new FormData();
    form.set('doc_type', 'SALE_DEED');
    form.set('file', new Blob([u8(deed)], { type: 'application/pdf' }), 'deed.pdf');
    const up = await json<{ data: { id: number } }>(await upload(a.url, `/api/cases/${caseId}/documents`, form));
    assert.equal(up.status, 201, JSON.stringify(up.body));
    const file = `/api/cases/${caseId}/documents/${up.body.data.id}/file`;

    const fromB = await fetch(`${b.url}${file}`, { headers: { authorization: auth.authorization } });
    assert.equal(fromB.status, 200);
    assert.deepEqual(Buffer.from(await fromB.arrayBuffer()), deed, 'B serves the bytes A stored');
    assert.equal((await fetch(`${b.url}${file}`)).status, 401, 'not without signing in');
    const hr = await signIn(b.url, 'hr@example.com');
    assert.ok(hr.body.token, 'hr signs in');
    assert.equal(
      (await fetch(`${b.url}${file}`, { headers: { authorization: `Bearer ${hr.body.token}` } })).status,
      403,
      'not without a case right',
    );

    const { rows } = await sql.query<{ size: number }>('SELECT size FROM stored_files WHERE path LIKE $1', [`cases/${caseId}/%`]);
    assert.deepEqual(rows, [{ size: deed.length }], 'one row in stored_files');
    assert.deepEqual(filesUnder(path.join(root, 'uploads')), [], 'nothing left on either instance’s disk');

    assert.equal(
      (
        await fetch(`${b.url}/api/cases/${caseId}/documents/${up.body.data.id}`, {
          method: 'DELETE',
          headers: { authorization: auth.authorization },
        })
      ).status,
      200,
    );
    assert.equal(
      (await fetch(`${a.url}${file}`, { headers: { authorization: auth.authorization } })).status,
      404,
      'deleted through B, gone on A',
    );
    assert.equal((await sql.query('SELECT 1 FROM stored_files WHERE path LIKE $1', [`cases/${caseId}/%`])).rowCount, 0);
  });

  test('a kit file field (a proof of delivery) stored through one instance, replaced and removed through the other', async () => {
    const branches = await json<{ data: { id: number }[] }>(await fetch(`${a.url}/api/branch-master?page=1&pageSize=1`, { headers: auth }));
    const form = new FormData();
    for (const [k, v] of Object.entries({
      company_branch_id: branches.body.data[0].id,
      addressee: 'POD test',
      address: '1 MG Road, Pune',
      copies: 1,
      status: 'PREPARED',
    }))
      form.set(k, String(v));
    const first = pdf('first proof');
    form.set('pod_file', new Blob([u8(first)], { type: 'application/pdf' }), 'pod.pdf');
    const made = await json<{ data: { id: number; version: number } }>(await upload(a.url, '/api/dispatch-hard-copies', form));
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const { id, version } = made.body.data;
    const link = `/api/dispatch-hard-copies/${id}/files/pod_file`;
    const served = async (base: string) =>
      Buffer.from(await (await fetch(`${base}${link}`, { headers: { authorization: auth.authorization } })).arrayBuffer());
    assert.deepEqual(await served(b.url), first);

    const second = pdf('second proof');
    const again = new FormData();
    again.set('version', String(version));
    again.set('pod_file', new Blob([u8(second)], { type: 'application/pdf' }), 'pod-2.pdf');
    assert.equal((await upload(b.url, `/api/dispatch-hard-copies/${id}`, again, 'PUT')).status, 200);
    assert.deepEqual(await served(a.url), second, 'A serves the file B replaced');
    const kept = await sql.query('SELECT path FROM stored_files WHERE path LIKE $1', [`dispatch-hard-copies/${id}/%`]);
    assert.equal(kept.rowCount, 1, 'the replaced file is removed');

    assert.equal(
      (await fetch(`${a.url}/api/dispatch-hard-copies/${id}`, { method: 'DELETE', headers: { authorization: auth.authorization } })).status,
      200,
    );
    assert.equal((await sql.query('SELECT 1 FROM stored_files WHERE path LIKE $1', [`dispatch-hard-copies/${id}/%`])).rowCount, 0);
  });

  test('200 concurrent case creations over both instances get distinct, consecutive case numbers', async () => {
    const at = await places();
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) =>
        json<{ data?: { case_no: string } }>(await post(i % 2 ? a.url : b.url, '/api/cases', { ...caseBody(at), ignore_duplicates: true })),
      ),
    );
    assert.deepEqual([...new Set(answers.map((x) => x.status))], [201], JSON.stringify(answers.find((x) => x.status !== 201)));
    const nos = answers.map((x) => x.body.data!.case_no);
    assert.equal(new Set(nos).size, 200, 'no case number given twice');
    const prefix = nos[0].slice(0, -6);
    assert.ok(
      nos.every((n) => n.startsWith(prefix)),
      nos[0],
    );
    const seq = nos.map((n) => Number(n.slice(-6))).sort((x, y) => x - y);
    const { rows } = await sql.query<{ before: number }>(
      'SELECT count(*)::int AS before FROM cases WHERE case_no LIKE $1 AND NOT (case_no = ANY($2))',
      [`${prefix}%`, nos],
    );
    assert.deepEqual(
      seq,
      Array.from({ length: 200 }, (_, i) => rows[0].before + 1 + i),
      'consecutive after the numbers already used, none skipped',
    );
  });

  test('200 concurrent invoice issues over both instances get distinct, consecutive invoice numbers', async () => {
    // As bills-series.test.ts: CA-approved bills of the Delhi office, issued one request each.
    const { rows: heads } = await sql.query<{ head: string }>(
      `SELECT invoice_prefix || (SELECT CASE WHEN extract(month FROM biz_day(now())) >= 4
         THEN to_char(biz_day(now()), 'YY') || to_char(biz_day(now()) + interval '1 year', 'YY')
         ELSE to_char(biz_day(now()) - interval '1 year', 'YY') || to_char(biz_day(now()), 'YY') END) || '/' AS head
       FROM company_branches WHERE code = 'DEL'`,
    );
    const head = heads[0].head;
    const { rows: lasts } = await sql.query<{ last: number }>(
      `SELECT coalesce(max(substring(invoice_no FROM length($1::text) + 1)::int), 0) AS last FROM bills WHERE left(invoice_no, length($1::text)) = $1::text`,
      [head],
    );
    const { rows: bills } = await sql.query<{ id: number; version: number }>(
      `INSERT INTO bills (invoice_date, company_branch_id, supplier_gstin, bank_id, bank_branch_id, recipient_name, place_of_supply,
                          taxable_value, igst_rate, igst_amount, total, net_receivable, due_date, status)
       SELECT biz_day(now()), cb.id, cb.gstin, bb.bank_id, bb.id, 'Two instances ' || g, bb.state_code, 1000, 18, 180, 1180, 1180,
              biz_day(now()) + 30, 'CA_APPROVED'
       FROM generate_series(1, 200) g, company_branches cb, LATERAL (SELECT * FROM bank_branches ORDER BY id LIMIT 1) bb
       WHERE cb.code = 'DEL' RETURNING id, version`,
    );
    const answers = await Promise.all(
      bills.map(async (bill, i) =>
        json<{ data?: { invoice_no: string } }>(
          await post(i % 2 ? a.url : b.url, `/api/bills/${bill.id}/move`, { to: 'ISSUED', version: bill.version }),
        ),
      ),
    );
    assert.deepEqual([...new Set(answers.map((x) => x.status))], [200], JSON.stringify(answers.find((x) => x.status !== 200)));
    const serials = answers.map((x) => Number(x.body.data!.invoice_no.slice(head.length))).sort((x, y) => x - y);
    assert.deepEqual(
      serials,
      Array.from({ length: 200 }, (_, i) => lasts[0].last + 1 + i),
      'distinct and consecutive after the last invoice number, none skipped',
    );
  });

  test('a sign-in limit reached through one instance holds on the other', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    let limited = false;
    for (let i = 0; i < 30 && !limited; i++) limited = (await signIn(a.url, email, 'wrong-password')).status === 429;
    assert.ok(limited, 'A limits the address');
    assert.equal((await signIn(b.url, email, 'wrong-password')).status, 429, 'B refuses the same address and account');
  });
});
