import assert from 'node:assert/strict';
import type { TestApp } from './helpers';

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

export async function walk(t: TestApp, headers: Record<string, string>, bill: { id: number; version: number }, to: keyof typeof PATH) {
  let b = bill;
  for (const step of PATH[to]) {
    const r = await call(t, headers, 'POST', `/api/bills/${b.id}/move`, { to: step, version: b.version });
    assert.equal(r.status, 200, `${step}: ${JSON.stringify(r.body)}`);
    b = r.body.data;
  }
  return b as { id: number; version: number; invoice_no: string | null } & Record<string, unknown>;
}
