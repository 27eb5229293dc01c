import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { extractText, getDocumentProxy } from 'unpdf';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { billableGroups, call, checkers, draftBill, walk } from './bills-support';

let t: TestApp;
let admin: Record<string, string>;
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
});
after(() => t.close());

async function pdfText(url: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url, headers: admin });
  assert.equal(res.statusCode, 200, res.body.slice(0, 200));
  assert.equal(res.headers['content-type'], 'application/pdf');
  const doc = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const rs = (n: number) => `Rs. ${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('tax invoice and credit note PDFs', () => {
  test('the invoice carries every particular of a GST tax invoice', async () => {
    const [group] = await billableGroups(t, 2);
    const bill = (await walk(t, admin, await draftBill(t, admin, group.slice(0, 2)), 'ISSUED')) as unknown as Record<string, never>;
    const text = await pdfText(`/api/bills/${bill.id}/invoice.pdf`);
    for (const part of [
      'TAX INVOICE',
      `Invoice No.: ${bill.invoice_no}`,
      `Invoice Date: ${bill.invoice_date}`,
      `GSTIN: ${bill.supplier_gstin}`,
      bill.recipient_name,
      'Place of supply:',
      'SAC 997224',
      `Taxable value ${rs(bill.taxable_value)}`,
      `Total ${rs(bill.total)}`,
      `Amount in words: ${bill.amount_in_words}`,
      'Authorised Signatory',
    ]) {
      assert.ok(text.includes(part), `the PDF shows "${part}"`);
    }
    const taxLine =
      bill.igst_rate > 0 ? `IGST @ ${bill.igst_rate}% ${rs(bill.igst_amount)}` : `CGST @ ${bill.cgst_rate}% ${rs(bill.cgst_amount)}`;
    assert.ok(text.includes(taxLine), `the PDF shows "${taxLine}"`);
    for (const l of bill.lines as { case_no: string }[]) assert.ok(text.includes(l.case_no));
  });

  test('a draft prints as not a tax invoice; the credit note cites the invoice', async () => {
    const [group] = await billableGroups(t, 1);
    const draft = await draftBill(t, admin, [group[0]]);
    assert.match(await pdfText(`/api/bills/${draft.id}/invoice.pdf`), /DRAFT - NOT A TAX INVOICE/);
    const issued = await walk(t, admin, await draftBill(t, admin, [group[1] ?? (await billableGroups(t, 1))[1][0]]), 'ISSUED');
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
    const text = await pdfText(`/api/credit-notes/${cn.body.data.id}/credit-note.pdf`);
    for (const part of [
      'CREDIT NOTE',
      `Credit Note No.: ${iss.body.data.credit_note_no}`,
      `Against Invoice No.: ${issued.invoice_no}`,
      'Deficient service',
      'Rupees Fifty Nine Only',
    ]) {
      assert.ok(text.includes(part), `the PDF shows "${part}"`);
    }
  });
});
