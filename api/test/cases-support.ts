import { bearer, login, type TestApp } from './helpers';

/** Demo logins for each part of the flow: staff users given the reviewer roles for the test. */
export async function caseLogins(t: TestApp) {
  const staff = await t.handle.query<{ id: number; email: string }>(
    `SELECT id, email FROM users WHERE kind = 'employee' AND status = '1' AND email LIKE '%.%.%@example.com' ORDER BY id LIMIT 3`,
  );
  for (const [i, u] of staff.entries()) {
    await t.handle.query(`UPDATE users SET role = $1 WHERE id = $2`, [`Level-${i + 1}`, u.id]);
  }
  const [employee] = await t.handle.query<{ id: number }>(`SELECT id FROM users WHERE email = 'employee@example.com'`);
  const [admin] = await t.handle.query<{ id: number }>(`SELECT id FROM users WHERE email = 'admin@example.com'`);
  // The admin's demo role is Level-3; here the admin only coordinates.
  await t.handle.query(`UPDATE users SET role = 'N/A' WHERE id = $1`, [admin.id]);
  return {
    admin: bearer(await login(t.app, 'admin@example.com')),
    adminId: admin.id,
    engineer: bearer(await login(t.app, 'employee@example.com', '/api/employeelogin')),
    engineerId: employee.id,
    level: await Promise.all(staff.map(async (u) => bearer(await login(t.app, u.email, '/api/employeelogin')))),
  };
}

/** A bank with a branch, and an office, from the demo data. */
export async function demoPlaces(t: TestApp) {
  const [row] = await t.handle.query<{ bank_id: number; bank_branch_id: number; company_branch_id: number; code: string; tat: number }>(`
    SELECT b.id AS bank_id, bb.id AS bank_branch_id, cb.id AS company_branch_id, cb.code, b.default_tat_days AS tat
    FROM banks b JOIN bank_branches bb ON bb.bank_id = b.id JOIN company_branches cb ON cb.code = 'MUM'
    WHERE b.status = '1' AND b.realisable_pct IS NOT NULL ORDER BY b.id, bb.id LIMIT 1`);
  // The demo's first bank (State Bank of India) has a lapsed panel; case tests release reports for
  // it, so its panel is renewed here (each test file has its own database). The lapsed-panel rule
  // is tested on its own in cases-revisions.test.ts.
  await t.handle.query(`UPDATE banks SET empanelled_to = NULL WHERE id = $1`, [row.bank_id]);
  return row;
}

let n = 0;
/** A valid initiate body with its own bank reference, applicant and address. */
export function caseBody(p: { bank_id: number; bank_branch_id: number; company_branch_id: number }, extra: Record<string, unknown> = {}) {
  n += 1;
  const tag = `${process.pid}${n}${Date.now() % 100000}`;
  // Names are compared by their letters: spell the tag in letters.
  const word = tag.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
  return {
    bank_id: p.bank_id,
    bank_branch_id: p.bank_branch_id,
    company_branch_id: p.company_branch_id,
    bank_ref_no: `TEST/${tag}`,
    application_no: `APP${tag}`,
    channel: 'EMAIL',
    purpose: 'HOME_LOAN',
    case_type: 'FRESH',
    priority: 'NORMAL',
    applicant_name: `Zubin Testwala ${word}`,
    co_applicants: ['Meher Testwala'],
    site_contact_name: 'Rustom',
    site_contact_mobile: '+91 98200 11223',
    site_contact_relation: 'SELF',
    property_type: 'RES_FLAT',
    property_address: `Flat ${tag}, Tower ${n} Test Heights, Powai, Mumbai`,
    city: 'Mumbai',
    district: 'Mumbai Suburban',
    state: 'Maharashtra',
    pincode: '400076',
    ...extra,
  };
}

/** The columns a copy of a case takes from its original: all but those it sets itself (and its id and report no.). */
export async function copiedColumns(t: TestApp, ...set: string[]) {
  const names = ['id', 'report_no', ...set].map((c) => `'${c}'`).join(', ');
  const [{ cols }] = await t.handle.query<{ cols: string }>(
    `SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS cols FROM information_schema.columns
      WHERE table_name = 'cases' AND column_name NOT IN (${names}) AND is_generated = 'NEVER'`,
  );
  return cols;
}
