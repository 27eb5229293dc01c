import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { billableGroups, call, draftBill, walk } from './bills-support';

let t: TestApp;
let admin: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());

describe('bills: from unbilled cases to an issued invoice', () => {
  test('unbilled list: released cases with a fee and no bill, days since release, flag over 30', async () => {
    const r = await call(t, admin, 'GET', '/api/bills/unbilled?pageSize=100');
    assert.equal(r.status, 200);
    assert.ok(r.body.total > 0, 'the demo data has unbilled cases');
    for (const c of r.body.data) {
      assert.equal(c.flagged, c.days_since_release > 30 || c.flagged);
      assert.ok(c.fee >= 0);
    }
    const flagged = await call(t, admin, 'GET', '/api/bills/unbilled?flagged=true&pageSize=5');
    assert.ok(flagged.body.data.every((c: { flagged: boolean }) => c.flagged));
    const bank = r.body.data[0].bank_id;
    const byBank = await call(t, admin, 'GET', `/api/bills/unbilled?bank_id=${bank}&pageSize=100`);
    assert.ok(byBank.body.data.every((c: { bank_id: number }) => c.bank_id === bank));
  });

  test('draft -> initiated -> approved -> CA approved -> issued, with history and the case billed', async () => {
    const [group] = await billableGroups(t, 2);
    const ids = group.slice(0, 2);
    const draft = await draftBill(t, admin, ids);
    assert.equal(draft.status, 'DRAFT');
    assert.equal(draft.lines.length, 2);
    assert.equal(draft.sac, '997224');
    const taxes = draft.cgst_amount + draft.sgst_amount + draft.igst_amount;
    assert.equal(Math.round((draft.taxable_value + taxes) * 100), Math.round(draft.total * 100));
    assert.ok(draft.igst_rate === 18 || (draft.cgst_rate === 9 && draft.sgst_rate === 9), 'rates from gst_rates, split by state');
    assert.match(draft.amount_in_words, /^Rupees .* Only$/);
    const [{ billing_status }] = await t.handle.query<{ billing_status: string }>('SELECT billing_status FROM cases WHERE id = $1', [
      ids[0],
    ]);
    assert.equal(billing_status, 'BILLED');
    const again = await call(t, admin, 'POST', '/api/bills', { case_ids: [ids[0]] });
    assert.equal(again.status, 409, 'a case goes on one bill only');

    const skip = await call(t, admin, 'POST', `/api/bills/${draft.id}/move`, { to: 'APPROVED', version: draft.version });
    assert.equal(skip.status, 409);
    const issued = await walk(t, admin, draft, 'ISSUED');
    assert.equal(issued.status, 'ISSUED');
    assert.match(issued.invoice_no!, /^[A-Z]{3}\/[0-9]{4}\/[0-9]{5}$/);
    assert.ok(issued.invoice_no!.length <= 16);
    const history = (issued.history as { to_status: string }[]).map((h) => h.to_status);
    assert.deepEqual(history, ['DRAFT', 'INITIATED', 'APPROVED', 'CA_APPROVED', 'ISSUED']);
    const completed = await call(t, admin, 'GET', '/api/bills/completed?search=' + encodeURIComponent(issued.invoice_no!));
    assert.equal(completed.body.data[0]?.id, issued.id);
  });

  test('rejection needs a reason; a cancelled bill frees its cases', async () => {
    const [group] = await billableGroups(t, 1);
    const draft = await draftBill(t, admin, [group[0]]);
    const init = await walk(t, admin, draft, 'INITIATED');
    const noReason = await call(t, admin, 'POST', `/api/bills/${draft.id}/move`, { to: 'REJECTED', version: init.version });
    assert.equal(noReason.status, 400);
    assert.equal(noReason.body.message, 'A reason is required for this change.');
    const rej = await call(t, admin, 'POST', `/api/bills/${draft.id}/move`, {
      to: 'REJECTED',
      version: init.version,
      comment: 'Wrong branch',
    });
    assert.equal(rej.status, 200);
    assert.equal(rej.body.data.rejection_reason, 'Wrong branch');
    const cancel = await call(t, admin, 'POST', `/api/bills/${draft.id}/move`, {
      to: 'CANCELLED',
      version: rej.body.data.version,
      comment: 'Billed elsewhere',
    });
    assert.equal(cancel.status, 200);
    const [{ billing_status }] = await t.handle.query<{ billing_status: string }>('SELECT billing_status FROM cases WHERE id = $1', [
      group[0],
    ]);
    assert.equal(billing_status, 'UNBILLED');
  });

  test('each level needs its own right: an employee cannot approve', async () => {
    const emp = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
    const r = await call(t, emp, 'GET', '/api/bills/approval');
    assert.equal(r.status, 403);
  });
});
