// Online valuation requests: a branch login sends and sees only its own branch's requests, staff
// accept one into an initiated PORTAL case with its documents or reject it with a reason, and an
// .xlsx of many is checked row by row and imports nothing with bad rows until confirmed.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeTestApp, type TestApp } from './helpers';
import { PDF, requestBody, requestForm, requestLogins, requestSheet, sheetForm } from './online-requests-support';

let t: TestApp;
let who: Awaited<ReturnType<typeof requestLogins>>;
before(async () => {
  t = await makeTestApp();
  who = await requestLogins(t);
});
after(() => t.close());

async function send(
  headers: Record<string, string>,
  body = requestBody(),
  docs: { type: string; name?: string }[] = [{ type: 'SALE_DEED' }],
) {
  const form = requestForm(body, docs);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/online-requests/mine',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: number; version: number; status: string; applicant_name: string; documents: number };
}

test('a branch login sends a request with a document and sees it; another bank’s branch and other logins do not', async () => {
  const body = requestBody();
  const made = await send(who.sbi, body);
  assert.equal(made.status, 'SUBMITTED');
  assert.equal(made.documents, 1);
  const mine = await t.app.inject({ url: `/api/online-requests/mine?search=${encodeURIComponent(body.applicant_name)}`, headers: who.sbi });
  assert.deepEqual(
    mine.json().data.map((r: { id: number }) => r.id),
    [made.id],
  );
  const one = await t.app.inject({ url: `/api/online-requests/mine/${made.id}`, headers: who.sbi });
  assert.equal(one.json().data.document_list[0].doc_type, 'SALE_DEED');
  const file = await t.app.inject({
    url: `/api/online-requests/mine/${made.id}/documents/${one.json().data.document_list[0].id}/file`,
    headers: who.sbi,
  });
  assert.equal(file.statusCode, 200);
  assert.deepEqual(file.rawPayload, PDF);

  // HDFC's branch: not found, not listed, not its documents; never the staff routes.
  assert.equal((await t.app.inject({ url: `/api/online-requests/mine/${made.id}`, headers: who.hdfc })).statusCode, 404);
  const doc = one.json().data.document_list[0].id;
  assert.equal(
    (await t.app.inject({ url: `/api/online-requests/mine/${made.id}/documents/${doc}/file`, headers: who.hdfc })).statusCode,
    404,
  );
  const theirs = await t.app.inject({ url: '/api/online-requests/mine?pageSize=100', headers: who.hdfc });
  assert.equal(theirs.statusCode, 200);
  assert.ok(theirs.json().data.every((r: { id: number; bank_branch_id: number }) => r.id !== made.id));
  assert.equal(new Set(theirs.json().data.map((r: { bank_branch_id: number }) => r.bank_branch_id)).size <= 1, true);
  for (const url of ['/api/online-requests', `/api/online-requests/${made.id}`, `/api/online-requests/${made.id}/documents`]) {
    assert.equal((await t.app.inject({ url, headers: who.hdfc })).statusCode, 403, url);
  }
  const accept = { method: 'POST' as const, url: `/api/online-requests/${made.id}/accept`, payload: { version: made.version } };
  assert.equal((await t.app.inject({ ...accept, headers: who.sbi })).statusCode, 403);
  // An employee without the page's right; and staff have no "mine".
  assert.equal((await t.app.inject({ url: '/api/online-requests', headers: who.employee })).statusCode, 403);
  assert.equal((await t.app.inject({ url: '/api/online-requests/mine', headers: who.admin })).statusCode, 403);
  assert.equal((await t.app.inject({ url: '/api/online-requests/mine' })).statusCode, 401);
  // Staff see it among every branch's.
  const staff = await t.app.inject({ url: `/api/online-requests?search=${encodeURIComponent(body.applicant_name)}`, headers: who.admin });
  assert.equal(staff.json().data[0].bank_branch_name, 'Andheri East');
});

test('staff accept a request into an initiated PORTAL case with its documents; a second decision is refused', async () => {
  const made = await send(who.sbi, requestBody(), [{ type: 'SALE_DEED' }, { type: 'APPROVED_PLAN', name: 'plan.pdf' }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/online-requests/${made.id}/accept`,
    headers: who.admin,
    payload: { version: made.version, ignore_duplicates: true },
  });
  assert.equal(res.statusCode, 200, res.body);
  const { data, case: c } = res.json();
  assert.equal(data.status, 'ACCEPTED');
  assert.equal(data.case_no, c.case_no);
  assert.match(res.json().message, /^Request accepted as case /);
  const kase = (await t.app.inject({ url: `/api/cases/${c.id}`, headers: who.admin })).json().data;
  assert.equal(kase.status, 'INITIATED');
  assert.equal(kase.channel, 'PORTAL');
  assert.equal(kase.applicant_name, made.applicant_name);
  assert.deepEqual(kase.documents.map((d: { doc_type: string }) => d.doc_type).sort(), ['APPROVED_PLAN', 'SALE_DEED']);
  const file = await t.app.inject({ url: `/api/cases/${c.id}/documents/${kase.documents[0].id}/file`, headers: who.admin });
  assert.deepEqual(file.rawPayload, PDF);
  const again = await t.app.inject({
    method: 'POST',
    url: `/api/online-requests/${made.id}/accept`,
    headers: who.admin,
    payload: { version: data.version },
  });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().message, 'This request is already accepted.');
  const mine = await t.app.inject({ url: `/api/online-requests/mine/${made.id}`, headers: who.sbi });
  assert.equal(mine.json().data.case_no, c.case_no);
});

test('a rejected request shows its reason to its branch; a stale version is refused', async () => {
  const made = await send(who.hdfc, requestBody({ pincode: '411001' }), []);
  const url = `/api/online-requests/${made.id}/reject`;
  const stale = await t.app.inject({ method: 'POST', url, headers: who.admin, payload: { version: made.version + 1, reason: 'x' } });
  assert.equal(stale.statusCode, 409);
  const blank = await t.app.inject({ method: 'POST', url, headers: who.admin, payload: { version: made.version, reason: '  ' } });
  assert.equal(blank.json().message, 'A reason is required to reject a request.');
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: who.admin,
    payload: { version: made.version, reason: 'Send the approved plan first.' },
  });
  assert.equal(res.statusCode, 200, res.body);
  const mine = (await t.app.inject({ url: `/api/online-requests/mine/${made.id}`, headers: who.hdfc })).json().data;
  assert.equal(mine.status, 'REJECTED');
  assert.equal(mine.reject_reason, 'Send the approved plan first.');
  const accept = await t.app.inject({
    method: 'POST',
    url: `/api/online-requests/${made.id}/accept`,
    headers: who.admin,
    payload: { version: mine.version },
  });
  assert.equal(accept.json().message, 'This request is already rejected.');
});

test('an .xlsx with good and bad rows: each row checked, nothing imported until the valid ones are confirmed', async () => {
  const tag = `Sheetwala ${Date.now().toString(36).replace(/[0-9]/g, 'q')}`;
  const sheet = await requestSheet([
    [`${tag} One`, 'Asha', '9820012345', 'Residential flat', 'Flat 1, Sheet Towers, Andheri East, Mumbai', 400099, 'Home loan', 'XL/1'],
    [`${tag} Two`, null, '12345', 'RES_FLAT', 'Flat 2, Sheet Towers, Andheri East, Mumbai', '400099', 'LAP', null],
    [null, null, '9820012345', 'CASTLE', 'Flat 3, Sheet Towers, Andheri East, Mumbai', '0400', 'HOME_LOAN', null],
    [`${tag} Four`, 'Ravi', '9820012399', 'PLOT', 'Plot 4, Sheet Layout, Andheri East, Mumbai', '400093', 'LAP', 'XL/4'],
  ]);
  const count = async () =>
    (await t.app.inject({ url: `/api/online-requests/mine?search=${encodeURIComponent(tag)}`, headers: who.sbi })).json().total;
  const checkForm = sheetForm(sheet);
  const check = await t.app.inject({
    method: 'POST',
    url: '/api/online-requests/mine/sheet/check',
    headers: { ...who.sbi, ...checkForm.headers },
    payload: checkForm.payload,
  });
  assert.equal(check.statusCode, 200, check.body);
  const { rows, valid, invalid } = check.json().data;
  assert.equal(valid, 2);
  assert.equal(invalid, 2);
  assert.deepEqual(
    rows.map((r: { row: number; errors: object }) => [r.row, Object.keys(r.errors).sort()]),
    [
      [2, []],
      [3, ['contact_mobile']],
      [4, ['applicant_name', 'pincode', 'property_type'].sort()],
      [5, []],
    ],
  );
  assert.equal(rows[0].values.property_type, 'RES_FLAT');
  assert.equal(rows[2].errors.applicant_name, 'Applicant Name is required');

  const unconfirmed = sheetForm(sheet);
  const refused = await t.app.inject({
    method: 'POST',
    url: '/api/online-requests/mine/sheet/import',
    headers: { ...who.sbi, ...unconfirmed.headers },
    payload: unconfirmed.payload,
  });
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().message, '2 rows have errors. Confirm to import only the valid rows.');
  assert.equal(await count(), 0);

  const confirmed = sheetForm(sheet, 'valid-only');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/online-requests/mine/sheet/import',
    headers: { ...who.sbi, ...confirmed.headers },
    payload: confirmed.payload,
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().message, 'Imported 2 requests.');
  assert.equal(await count(), 2);
  // Another bank's branch does not see them.
  const theirs = await t.app.inject({ url: `/api/online-requests/mine?search=${encodeURIComponent(tag)}`, headers: who.hdfc });
  assert.equal(theirs.json().total, 0);
});

test('accepting a possible duplicate answers 409 with the matching cases; staff may accept anyway', async () => {
  const body = requestBody();
  const first = await send(who.sbi, body, []);
  const second = await send(who.sbi, { ...body, applicant_name: `${body.applicant_name} Jr` }, []);
  const accept = (id: number, version: number, extra = {}) =>
    t.app.inject({ method: 'POST', url: `/api/online-requests/${id}/accept`, headers: who.admin, payload: { version, ...extra } });
  const made = (await accept(first.id, first.version, { ignore_duplicates: true })).json().case;
  const dup = await accept(second.id, second.version);
  assert.equal(dup.statusCode, 409, dup.body);
  assert.ok(dup.json().duplicates.some((d: { case_no: string }) => d.case_no === made.case_no));
  const mine = (await t.app.inject({ url: `/api/online-requests/mine/${second.id}`, headers: who.sbi })).json().data;
  assert.equal(mine.status, 'SUBMITTED');
  const anyway = await accept(second.id, second.version, { ignore_duplicates: true });
  assert.equal(anyway.statusCode, 200, anyway.body);
});
