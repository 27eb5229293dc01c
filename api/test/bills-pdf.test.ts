// Tax invoice (IGST, CGST + SGST), draft and credit note PDFs (issue 25): every GST particular,
// 'Original for recipient', ₹ amounts, no overlapping words, fonts embedded, issued documents
// signed (pdfsig valid; a changed byte breaks it); issuing refused until the Company Master and
// the office's GSTIN are complete and agree.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { billableGroups, call, checkers, draftBill, walk } from './bills-support';
import { checkPdf } from './pdf-checks';

let t: TestApp;
let admin: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());

async function pdf(url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url, headers: admin });
  assert.equal(res.statusCode, 200, res.body.slice(0, 200));
  assert.equal(res.headers['content-type'], 'application/pdf');
  return res.rawPayload;
}

const money = (n: number) => n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('tax invoice and credit note PDFs', () => {
  test('the invoice carries every particular of a GST tax invoice, in both tax forms; signed', async () => {
    const groups = await billableGroups(t, 2);
    const bill = (await walk(t, admin, await draftBill(t, admin, groups[0].slice(0, 2)), 'ISSUED')) as unknown as Record<string, never>;
    const text = flat(checkPdf(await pdf(`/api/bills/${bill.id}/invoice.pdf`), 'tax invoice', { signed: true, money: money(bill.total) }));
    for (const part of [
      'TAX INVOICE',
      'Original for recipient',
      'Vighnaharta Valuers and Engineers LLP',
      `Invoice No. ${bill.invoice_no}`,
      `Invoice Date ${bill.invoice_date}`,
      `GSTIN: ${bill.supplier_gstin}`,
      bill.recipient_name,
      'Place of supply',
      'SAC 997224',
      `Taxable value ₹ ${money(bill.taxable_value)}`,
      `Total ₹ ${money(bill.total)}`,
      `Amount in words: ${bill.amount_in_words}`,
      'Authorised Signatory',
    ]) {
      assert.ok(text.includes(part), `the PDF shows "${part}": ${text.slice(0, 1500)}`);
    }
    for (const l of bill.lines as { case_no: string }[]) assert.ok(text.includes(l.case_no));
    // The other tax form, printed from the same bill with its taxes stored the other way.
    const igst = bill.igst_rate > 0;
    const tax = Math.round(((bill.taxable_value * 18) / 100) * 100) / 100;
    await t.handle.query(
      igst
        ? `UPDATE bills SET igst_rate = 0, igst_amount = 0, cgst_rate = 9, sgst_rate = 9, cgst_amount = $2, sgst_amount = $2 WHERE id = $1`
        : `UPDATE bills SET cgst_rate = 0, sgst_rate = 0, cgst_amount = 0, sgst_amount = 0, igst_rate = 18, igst_amount = $2 WHERE id = $1`,
      [bill.id, igst ? tax / 2 : tax],
    );
    const other = flat(
      checkPdf(await pdf(`/api/bills/${bill.id}/invoice.pdf`), igst ? 'tax invoice CGST+SGST' : 'tax invoice IGST', {
        signed: true,
        money: money(bill.total),
      }),
    );
    const wanted = igst ? [`CGST @ 9% ₹ ${money(tax / 2)}`, `SGST @ 9% ₹ ${money(tax / 2)}`] : [`IGST @ 18% ₹ ${money(tax)}`];
    for (const part of wanted) assert.ok(other.includes(part), `the PDF shows "${part}": ${other.slice(0, 1500)}`);
    const first = igst
      ? [`IGST @ ${bill.igst_rate}% ₹ ${money(bill.igst_amount)}`]
      : [`CGST @ ${bill.cgst_rate}% ₹ ${money(bill.cgst_amount)}`];
    for (const part of first) assert.ok(text.includes(part), `the first PDF shows "${part}"`);
  });

  test('a draft prints as not a tax invoice, unsigned; the credit note cites the invoice, signed', async () => {
    const groups = await billableGroups(t, 1);
    const draft = await draftBill(t, admin, [groups[0][0]]);
    const draftText = checkPdf(await pdf(`/api/bills/${draft.id}/invoice.pdf`), 'draft invoice', {
      signed: false,
      money: money(draft.total),
    });
    assert.match(draftText, /DRAFT - NOT A TAX INVOICE/);
    assert.doesNotMatch(draftText, /Original for recipient/);
    const issued = await walk(t, admin, await draftBill(t, admin, [groups[1]?.[0] ?? (await billableGroups(t, 1))[1][0]]), 'ISSUED');
    const cn = await call(t, admin, 'POST', '/api/credit-notes', { bill_id: issued.id, reason: 'DEFICIENT_SERVICE', taxable_value: 50 });
    assert.equal(cn.status, 201);
    // Maker-checker: one person approves what admin drafted, another issues it.
    const [approver, ca] = await checkers(t);
    assert.equal(
      (await call(t, approver, 'POST', `/api/credit-notes/${cn.body.data.id}/move`, { to: 'APPROVED', version: 1 })).status,
      200,
    );
    const iss = await call(t, ca, 'POST', `/api/credit-notes/${cn.body.data.id}/move`, { to: 'ISSUED', version: 2 });
    assert.equal(iss.status, 200, JSON.stringify(iss.body));
    const text = flat(
      checkPdf(await pdf(`/api/credit-notes/${cn.body.data.id}/credit-note.pdf`), 'credit note', { signed: true, money: '59.00' }),
    );
    for (const part of [
      'CREDIT NOTE',
      'Original for recipient',
      `Credit Note No. ${iss.body.data.credit_note_no}`,
      `Against Invoice No. ${issued.invoice_no}`,
      'Deficient service',
      'Rupees Fifty Nine Only',
    ]) {
      assert.ok(text.includes(part), `the PDF shows "${part}": ${text.slice(0, 1200)}`);
    }
  });

  test('issuing is refused, naming the field, until the Company Master and the GSTIN agree', async () => {
    const groups = await billableGroups(t, 1);
    const approved = await walk(t, admin, await draftBill(t, admin, [groups[0][0]]), 'CA_APPROVED');
    const [firm] = await t.handle.query<Record<string, string>>('SELECT * FROM company_profile');
    const issue = () => call(t, admin, 'POST', `/api/bills/${approved.id}/move`, { to: 'ISSUED', version: approved.version });
    const refusals: [string, string, RegExp | string][] = [
      ['legal_name', 'DELETE FROM company_profile', "Enter the firm's Legal Name in the Company Master before issuing."],
      [
        'registered_address',
        'UPDATE company_profile SET registered_address = NULL',
        "Enter the firm's Registered Address in the Company Master before issuing.",
      ],
      [
        'entity_type',
        'UPDATE company_profile SET entity_type = NULL',
        "Choose the firm's Legal Entity Type in the Company Master before issuing.",
      ],
      [
        'entity_type',
        `UPDATE company_profile SET entity_type = 'C'`,
        /^The GSTIN of the .+ office \(\d\dAAPFV4821K\dZ.\) belongs to a PAN of a Firm \/ LLP \(fourth letter F\), but the Company Master's Legal Entity Type is Company: correct one of them before issuing\.$/,
      ],
    ];
    for (const [field, change, message] of refusals) {
      await t.handle.query(change);
      const res = await issue();
      assert.equal(res.status, 409, `${field}: ${JSON.stringify(res.body)}`);
      if (typeof message === 'string') assert.equal(res.body.message, message);
      else assert.match(res.body.message, message);
      await t.handle.query('DELETE FROM company_profile');
      await t.handle.query('INSERT INTO company_profile (legal_name, registered_address, entity_type, pan) VALUES ($1, $2, $3, $4)', [
        firm.legal_name,
        firm.registered_address,
        firm.entity_type,
        firm.pan,
      ]);
    }
    const ok = await issue();
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
  });
});
