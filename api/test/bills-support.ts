import assert from 'node:assert/strict';
import { bearer, login, type TestApp } from './helpers';

/** Shared steps of the billing tests: find billable cases and walk a bill to a status. */
export async function call(
  t: TestApp,
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    status: res.statusCode,
    body: res.body ? (res.headers['content-type']?.toString().includes('json') ? res.json() : res.body) : null,
    res,
  };
}

/** Groups of unbilled cases that can share one bill (one bank, one office, one property state). */
export async function billableGroups(t: TestApp, min = 1): Promise<number[][]> {
  const rows = await t.handle.query<{ ids: number[] }>(
    `SELECT array_agg(id ORDER BY id) AS ids FROM cases
     WHERE billing_status = 'UNBILLED' AND released_at IS NOT NULL AND status <> 'CANCELLED' AND fee IS NOT NULL
     GROUP BY bank_id, company_branch_id, state HAVING count(*) >= $1 ORDER BY count(*) DESC`,
    [min],
  );
  return rows.map((r) => r.ids);
}

const PATH: Record<string, string[]> = {
  INITIATED: ['INITIATED'],
  APPROVED: ['INITIATED', 'APPROVED'],
  CA_APPROVED: ['INITIATED', 'APPROVED', 'CA_APPROVED'],
  ISSUED: ['INITIATED', 'APPROVED', 'CA_APPROVED', 'ISSUED'],
};

export async function draftBill(t: TestApp, headers: Record<string, string>, caseIds: number[]) {
  const r = await call(t, headers, 'POST', '/api/bills', { case_ids: caseIds });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data;
}

const checkersOf = new WeakMap<TestApp, Promise<Record<string, string>[]>>();

/**
 * Two more administrators (every right, password as admin's) made in this test's own database:
 * maker-checker wants a different person to approve and to CA-approve what one initiated.
 */
export function checkers(t: TestApp): Promise<Record<string, string>[]> {
  let p = checkersOf.get(t);
  if (!p) {
    p = (async () => {
      const out: Record<string, string>[] = [];
      for (const n of [1, 2]) {
        const email = `checker${n}@example.test`;
        await t.handle.query(
          `INSERT INTO users (name, email, password_hash, kind, role, designation, company_branch_id, status, country)
           SELECT 'Checker', $1, password_hash, kind, role, 'Checker ' || $2, company_branch_id, '1', country FROM users
           WHERE email = 'admin@example.com' ON CONFLICT DO NOTHING`,
          [email, String(n)],
        );
        await t.handle.query(
          `INSERT INTO page_rights (user_id, page_name, view_status)
           SELECT (SELECT id FROM users WHERE email = $1), page_name, view_status FROM page_rights
           WHERE user_id = (SELECT id FROM users WHERE email = 'admin@example.com') ON CONFLICT DO NOTHING`,
          [email],
        );
        out.push(bearer(await login(t.app, email)));
      }
      return out;
    })();
    checkersOf.set(t, p);
  }
  return p;
}

/** Walks a bill to a status: `headers` initiates (and issues), the two checkers approve and CA-approve. */
export async function walk(t: TestApp, headers: Record<string, string>, bill: { id: number; version: number }, to: keyof typeof PATH) {
  let b = bill;
  const [approver, ca] = await checkers(t);
  const by: Record<string, Record<string, string>> = { APPROVED: approver, CA_APPROVED: ca };
  for (const step of PATH[to]) {
    const r = await call(t, by[step] ?? headers, 'POST', `/api/bills/${b.id}/move`, { to: step, version: b.version });
    assert.equal(r.status, 200, `${step}: ${JSON.stringify(r.body)}`);
    b = r.body.data;
  }
  return b as { id: number; version: number; invoice_no: string | null } & Record<string, unknown>;
}
