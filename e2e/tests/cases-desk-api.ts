// API calls for the cases-desk e2e files, made in the page with its own session (the set-up of a
// test: a case of its own, so no other file's rows are touched).
import type { Page } from 'playwright-core';

/** A call to /api with the signed-in page's token; answers the JSON body (throws on a non-2xx). */
export function api<T = { data: Record<string, unknown> }>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const login = JSON.parse(localStorage.getItem('valuation-backoffice.login') ?? '{}');
      const res = await fetch(`/api/${path}`, {
        method,
        headers: { authorization: `Bearer ${login.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = await res.json();
      if (!res.ok) throw new Error(`${method} /api/${path}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    },
    { method, path, body },
  ) as Promise<T>;
}

/** A new initiated case with its own reference, applicant and address (letters of the stamp). */
export async function newCase(page: Page, word: string, extra: Record<string, unknown> = {}) {
  const banks = await api<{ data: { id: number }[] }>(page, 'GET', 'lookups/banks');
  const bankId = banks.data[0].id;
  const branches = await api<{ data: { id: number; company_branch_id: number | null }[] }>(
    page,
    'GET',
    `cases/lookups/bank-branches?bank_id=${bankId}`,
  );
  const offices = await api<{ data: { id: number }[] }>(page, 'GET', 'lookups/company-branches');
  const made = await api<{ data: { id: number; case_no: string; status: string; version: number } }>(page, 'POST', 'cases', {
    bank_id: bankId,
    bank_branch_id: branches.data[0].id,
    company_branch_id: branches.data[0].company_branch_id ?? offices.data[0].id,
    bank_ref_no: `E2E/DESK/${word}`,
    channel: 'EMAIL',
    purpose: 'HOME_LOAN',
    case_type: 'FRESH',
    priority: 'NORMAL',
    applicant_name: `Desk Testcase ${word}`,
    property_type: 'RES_FLAT',
    property_address: `Flat 7, ${word} Residency, Baner, Pune`,
    pincode: '411045',
    ignore_duplicates: true,
    ...extra,
  });
  return made.data;
}

/** Letters only (names are compared by their letters). */
export const wordOf = (stamp: string) => stamp.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
