// Issue 28 (from bills to the books): maker-checker, status words, rejected bills free their cases,
// receipts as vouchers (series, UTR once, on account, allocated later, PDF), the Pending Amount
// drill-down, and the Tally / GSTR-1 exports read back and reconciled with the bills register.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { XMLParser } from 'fast-xml-parser';
import { extractText, getDocumentProxy } from 'unpdf';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { billableGroups, call, checkers, draftBill, walk } from './bills-support';
import { checkPdf } from './pdf-checks';

let t: TestApp;
let admin: Record<string, string>;
let approver: Record<string, string>;
let ca: Record<string, string>;
let account: number;
let groups: number[][];
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  [approver, ca] = await checkers(t);
  [{ id: account }] = await t.handle.query<{ id: number }>(`SELECT id FROM payment_accounts WHERE status = '1' ORDER BY id LIMIT 1`);
  groups = await billableGroups(t, 1);
});
after(() => t.close());

const r2 = (n: number) => Math.round(n * 100) / 100;
const move = (h: Record<string, string>, id: number, to: string, version: number, comment?: string) =>
  call(t, h, 'POST', `/api/bills/${id}/move`, { to, version, ...(comment ? { comment } : {}) });
const bill = async (id: number) => (await call(t, admin, 'GET', `/api/bills/${id}`)).body.data;
let next = 0;
const freshIssued = async () => walk(t, admin, await draftBill(t, admin, groups[next++].slice(0, 1)), 'ISSUED');
let utr = 0;
const receipt = (body: Record<string, unknown>) =>
  call(t, admin, 'POST', '/api/receipts', {
    receipt_date: '2026-01-20',
    mode: 'NEFT',
    reference: `UTRBOOKS${String(++utr).padStart(6, '0')}`,
    tds_amount: 0,
    payment_account_id: account,
    ...body,
  });

describe('maker-checker', () => {
  test('the initiator cannot approve, the approver cannot CA-approve; the history names each', async () => {
    const d = await draftBill(t, admin, groups[next++].slice(0, 1));
    const init = await move(admin, d.id, 'INITIATED', d.version);
    assert.equal(init.status, 200);
    assert.ok(!init.body.data.moves.some((m: { to: string }) => m.to === 'APPROVED'), 'no Approve button for the initiator');
    const self = await move(admin, d.id, 'APPROVED', init.body.data.version);
    assert.equal(self.status, 403);
    assert.equal(self.body.message, 'You initiated this bill; someone else must approve it (maker-checker).');
    const ok = await move(approver, d.id, 'APPROVED', init.body.data.version);
    assert.equal(ok.status, 200);
    const caSelf = await move(approver, d.id, 'CA_APPROVED', ok.body.data.version);
    assert.equal(caSelf.status, 403);
    assert.equal(caSelf.body.message, 'You approved this bill; someone else must ca approve it (maker-checker).');
    const caOk = await move(ca, d.id, 'CA_APPROVED', ok.body.data.version);
    assert.equal(caOk.status, 200);
    const who = caOk.body.data.history.map((h: { to_status: string; changed_by_name: string }) => `${h.to_status}:${h.changed_by_name}`);
    assert.deepEqual(who, ['DRAFT:Admin User', 'INITIATED:Admin User', 'APPROVED:Checker', 'CA_APPROVED:Checker']);
  });

  test('credit notes: the drafter cannot approve, the approver cannot issue', async () => {
    const b = await freshIssued();
    const n = await call(t, admin, 'POST', '/api/credit-notes', { bill_id: b.id, reason: 'FEE_REVISION', taxable_value: 10 });
    assert.equal(n.status, 201);
    const id = n.body.data.id;
    const self = await call(t, admin, 'POST', `/api/credit-notes/${id}/move`, { to: 'APPROVED', version: 1 });
    assert.equal(self.status, 403);
    assert.match(self.body.message, /^You drafted this credit note/);
    assert.equal((await call(t, approver, 'POST', `/api/credit-notes/${id}/move`, { to: 'APPROVED', version: 1 })).status, 200);
    const issueSelf = await call(t, approver, 'POST', `/api/credit-notes/${id}/move`, { to: 'ISSUED', version: 2 });
    assert.equal(issueSelf.status, 403);
    assert.equal((await call(t, ca, 'POST', `/api/credit-notes/${id}/move`, { to: 'ISSUED', version: 2 })).status, 200);
  });

  test('a rule switched off (with a reason, recorded) lets one person approve; back on refuses again', async () => {
    const s = (await call(t, admin, 'GET', '/api/settings/billing')).body.data;
    const rule = s.rules.find((r: { key: string }) => r.key === 'initiator_not_approver');
    assert.equal(rule.enabled, true, 'on by default');
    const noReason = await call(t, admin, 'PUT', '/api/settings/billing/rules/initiator_not_approver', {
      enabled: false,
      reason: '',
      version: rule.version,
    });
    assert.equal(noReason.status, 400);
    const off = await call(t, admin, 'PUT', '/api/settings/billing/rules/initiator_not_approver', {
      enabled: false,
      reason: 'Only one billing clerk this week',
      version: rule.version,
    });
    assert.equal(off.status, 200, JSON.stringify(off.body));
    const d = await draftBill(t, admin, groups[next++].slice(0, 1));
    const init = await move(admin, d.id, 'INITIATED', d.version);
    assert.equal((await move(admin, d.id, 'APPROVED', init.body.data.version)).status, 200);
    const after = (await call(t, admin, 'GET', '/api/settings/billing')).body.data;
    assert.deepEqual(
      {
        key: after.changes[0].key,
        enabled: after.changes[0].enabled,
        reason: after.changes[0].reason,
        by: after.changes[0].changed_by_name,
      },
      { key: 'initiator_not_approver', enabled: false, reason: 'Only one billing clerk this week', by: 'Admin User' },
    );
    const on = await call(t, admin, 'PUT', '/api/settings/billing/rules/initiator_not_approver', {
      enabled: true,
      reason: 'Second clerk is back',
      version: rule.version + 1,
    });
    assert.equal(on.status, 200);
    const d2 = await draftBill(t, admin, groups[next++].slice(0, 1));
    const init2 = await move(admin, d2.id, 'INITIATED', d2.version);
    assert.equal((await move(admin, d2.id, 'APPROVED', init2.body.data.version)).status, 403);
  });

  test('a rejected bill releases its cases to Unbilled Details; rework takes them back', async () => {
    const ids = groups[next++].slice(0, 1);
    const d = await draftBill(t, admin, ids);
    const init = await move(admin, d.id, 'INITIATED', d.version);
    const rej = await move(approver, d.id, 'REJECTED', init.body.data.version, 'Wrong fee');
    assert.equal(rej.status, 200);
    const [c] = await t.handle.query<{ billing_status: string; case_no: string }>(
      'SELECT billing_status, case_no FROM cases WHERE id = $1',
      [ids[0]],
    );
    assert.equal(c.billing_status, 'UNBILLED');
    const unbilled = await call(t, admin, 'GET', `/api/bills/unbilled?search=${encodeURIComponent(c.case_no)}&pageSize=50`);
    assert.ok(
      unbilled.body.data.some((x: { id: number }) => x.id === ids[0]),
      'listed again in Unbilled Details',
    );
    const rework = await move(admin, d.id, 'DRAFT', rej.body.data.version);
    assert.equal(rework.status, 200);
    const [c2] = await t.handle.query<{ billing_status: string }>('SELECT billing_status FROM cases WHERE id = $1', [ids[0]]);
    assert.equal(c2.billing_status, 'BILLED');
  });
});

describe('status words', () => {
  test('credit notes alone keep Issued (credited shown) or make Credited; receipts make Part Paid and Paid', async () => {
    const b = await freshIssued();
    const credit = async (id: number, taxable: number) => {
      const n = await call(t, admin, 'POST', '/api/credit-notes', { bill_id: id, reason: 'FEE_REVISION', taxable_value: taxable });
      assert.equal(n.status, 201, JSON.stringify(n.body));
      await call(t, approver, 'POST', `/api/credit-notes/${n.body.data.id}/move`, { to: 'APPROVED', version: 1 });
      const iss = await call(t, ca, 'POST', `/api/credit-notes/${n.body.data.id}/move`, { to: 'ISSUED', version: 2 });
      assert.equal(iss.status, 200, JSON.stringify(iss.body));
    };
    await credit(b.id, 100);
    let now = await bill(b.id);
    assert.equal(now.status, 'ISSUED');
    assert.equal(now.credited_amount, 118);
    const pay = await receipt({ bank_id: now.bank_id, gross_amount: 50, allocations: [{ bill_id: b.id, amount: 50, tds_amount: 0 }] });
    assert.equal(pay.status, 201, JSON.stringify(pay.body));
    assert.equal((await bill(b.id)).status, 'PART_PAID');
    now = await bill(b.id);
    const rest = await receipt({
      bank_id: now.bank_id,
      gross_amount: now.outstanding,
      allocations: [{ bill_id: b.id, amount: now.outstanding, tds_amount: 0 }],
    });
    assert.equal(rest.status, 201);
    assert.equal((await bill(b.id)).status, 'PAID');

    const full = await freshIssued();
    await credit(full.id, Number(full.taxable_value));
    const f = await bill(full.id);
    assert.deepEqual([f.status, f.outstanding], ['CREDITED', 0]);
    const list = await call(t, admin, 'GET', `/api/bills/completed?pageSize=100&sort=id&order=desc`);
    assert.ok(list.body.data.some((x: { id: number; status: string }) => x.id === full.id && x.status === 'CREDITED'));
  });
});

describe('receipts as vouchers', () => {
  test('numbered per financial year, into a Payment Master account, a UTR once, a PDF voucher', async () => {
    const b = await freshIssued();
    const r = await receipt({
      bank_id: b.bank_id,
      gross_amount: 10,
      reference: 'UTRONCE0001',
      allocations: [{ bill_id: b.id, amount: 10, tds_amount: 0 }],
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.match(r.body.data.receipt_no, /^RV\/2526\/\d{5}$/);
    const [other] = await t.handle.query<{ id: number }>('SELECT id FROM banks WHERE id <> $1 ORDER BY id LIMIT 1', [b.bank_id]);
    const dup = await receipt({ bank_id: other.id, mode: 'RTGS', gross_amount: 10, reference: 'utronce0001', allocations: [] });
    assert.equal(dup.status, 409);
    assert.equal(dup.body.message, `UTR utronce0001 is already recorded on receipt ${r.body.data.receipt_no}.`);
    const noAccount = await receipt({ bank_id: b.bank_id, gross_amount: 10, payment_account_id: 999999, allocations: [] });
    assert.equal(noAccount.status, 400);
    const res = await t.app.inject({ method: 'GET', url: `/api/receipts/${r.body.data.id}/voucher.pdf`, headers: admin });
    assert.equal(res.headers['content-type'], 'application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const s of ['RECEIPT VOUCHER', r.body.data.receipt_no, 'UTR: UTRONCE0001', `Invoice ${b.invoice_no}`, 'Rs. 10.00 received'])
      assert.ok(flat.includes(s), `${s} in ${flat}`);
  });

  test('an advance stays on account for the bank and is allocated later', async () => {
    const b = await freshIssued();
    const adv = await receipt({ bank_id: b.bank_id, gross_amount: 500, allocations: [] });
    assert.equal(adv.status, 201);
    const held = await call(t, admin, 'GET', `/api/receipts?bank_id=${b.bank_id}&on_account=true`);
    const row = held.body.data.find((x: { id: number }) => x.id === adv.body.data.id);
    assert.equal(row.on_account, 500);
    const over = await call(t, admin, 'POST', `/api/receipts/${adv.body.data.id}/allocate`, {
      allocations: [{ bill_id: b.id, amount: 600, tds_amount: 0 }],
    });
    assert.equal(over.status, 400);
    const ok = await call(t, admin, 'POST', `/api/receipts/${adv.body.data.id}/allocate`, {
      allocations: [{ bill_id: b.id, amount: 300, tds_amount: 0 }],
    });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const after = await bill(b.id);
    assert.deepEqual([after.status, after.received_amount], ['PART_PAID', 300]);
    const left = (await call(t, admin, 'GET', `/api/receipts?bank_id=${b.bank_id}&on_account=true`)).body.data;
    assert.equal(left.find((x: { id: number }) => x.id === adv.body.data.id).on_account, 200);
  });
});

describe('Pending Amount drill-down', () => {
  test('a bank branch lists its open invoices with bucket, days overdue and last receipt', async () => {
    const b = await freshIssued();
    await t.handle.query(`UPDATE bills SET due_date = biz_day(now()) - 95 WHERE id = $1`, [b.id]);
    const r = await receipt({ bank_id: b.bank_id, gross_amount: 5, allocations: [{ bill_id: b.id, amount: 5, tds_amount: 0 }] });
    const detail = await bill(b.id);
    const list = await call(
      t,
      admin,
      'GET',
      `/api/bills/ageing/invoices?bank_id=${b.bank_id}&bank_branch_id=${detail.bank_branch_id ?? 0}`,
    );
    assert.equal(list.status, 200);
    const row = list.body.data.find((x: { id: number }) => x.id === b.id);
    assert.deepEqual(
      [row.bucket, row.days_overdue, row.last_receipt_no, row.last_receipt_date, row.outstanding],
      ['90+', 95, r.body.data.receipt_no, '2026-01-20', r2(detail.outstanding)],
    );
  });
});

describe('exports', () => {
  const month = '2026-01';
  const parser = new XMLParser({ isArray: (name) => ['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST'].includes(name), parseTagValue: false });
  before(async () => {
    // Every issued bill into the month, so the month has invoices, receipts and credit notes to export.
    await t.handle.query(`UPDATE bills SET invoice_date = '2026-01-10' WHERE invoice_no IS NOT NULL AND invoice_date > '2026-01-31'`);
    await t.handle.query(`UPDATE credit_notes SET credit_note_date = '2026-01-25' WHERE status = 'ISSUED'`);
  });

  test('Tally XML: the import envelope, one voucher per invoice, receipt and credit note, each balanced', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/bills/exports/tally.xml?from=${month}-01&to=${month}-31`, headers: admin });
    assert.equal(res.statusCode, 200);
    const doc = parser.parse(res.body);
    assert.equal(doc.ENVELOPE.HEADER.TALLYREQUEST, 'Import Data');
    const vouchers = doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.map((m: { VOUCHER: unknown }) => m.VOUCHER);
    const [{ inv, rec, cn }] = await t.handle.query<{ inv: number; rec: number; cn: number }>(
      `SELECT (SELECT count(*)::int FROM bills WHERE invoice_no IS NOT NULL AND status IN ('ISSUED','PART_PAID','PAID','CREDITED')
                AND invoice_date BETWEEN '2026-01-01' AND '2026-01-31') AS inv,
              (SELECT count(*)::int FROM receipts WHERE receipt_date BETWEEN '2026-01-01' AND '2026-01-31') AS rec,
              (SELECT count(*)::int FROM credit_notes WHERE status = 'ISSUED' AND credit_note_date BETWEEN '2026-01-01' AND '2026-01-31') AS cn`,
    );
    const count = (type: string) => vouchers.filter((v: { VOUCHERTYPENAME: string }) => v.VOUCHERTYPENAME === type).length;
    assert.deepEqual([count('Sales'), count('Receipt'), count('Credit Note')], [inv, rec, cn]);
    assert.ok(inv > 0 && rec > 0 && cn > 0);
    for (const v of vouchers) {
      const entries = v['ALLLEDGERENTRIES.LIST'] as { LEDGERNAME: string; ISDEEMEDPOSITIVE: string; AMOUNT: string }[];
      const paise = entries.map((e) => Math.round(Number(e.AMOUNT) * 100));
      const debit = entries.filter((e) => e.ISDEEMEDPOSITIVE === 'Yes').reduce((s, e) => s - Math.round(Number(e.AMOUNT) * 100), 0);
      const credit = entries.filter((e) => e.ISDEEMEDPOSITIVE === 'No').reduce((s, e) => s + Math.round(Number(e.AMOUNT) * 100), 0);
      assert.equal(
        paise.reduce((a, b) => a + b, 0),
        0,
        `voucher ${v.VOUCHERNUMBER} balances`,
      );
      assert.equal(debit, credit);
      assert.ok(debit > 0);
    }
    const sale = vouchers.find((v: { VOUCHERTYPENAME: string }) => v.VOUCHERTYPENAME === 'Sales');
    assert.ok(sale['ALLLEDGERENTRIES.LIST'].some((e: { LEDGERNAME: string }) => e.LEDGERNAME === 'Valuation Fees'));
  });

  test('GSTR-1 JSON: B2B, CDNR and HSN totals equal the bills register for the month; the .xlsx has its sheets', async () => {
    const [{ gstin }] = await t.handle.query<{ gstin: string }>(
      `SELECT supplier_gstin AS gstin FROM bills WHERE invoice_no IS NOT NULL AND invoice_date BETWEEN '2026-01-01' AND '2026-01-31'
       GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const res = await call(t, admin, 'GET', `/api/bills/exports/gstr1.json?month=${month}&gstin=${gstin}`);
    assert.equal(res.status, 200);
    const g = res.body;
    assert.deepEqual([g.gstin, g.fp], [gstin, '012026']);
    const [reg] = await t.handle.query<{ n: number; val: number; txval: number; cn_txval: number; cn_n: number }>(
      `SELECT count(*)::int AS n, sum(total)::float8 AS val, sum(taxable_value)::float8 AS txval,
                            (SELECT coalesce(sum(n.taxable_value), 0)::float8 FROM credit_notes n JOIN bills b ON b.id = n.bill_id
               WHERE n.status = 'ISSUED' AND b.supplier_gstin = $1 AND n.credit_note_date BETWEEN '2026-01-01' AND '2026-01-31') AS cn_txval,
              (SELECT count(*)::int FROM credit_notes n JOIN bills b ON b.id = n.bill_id
               WHERE n.status = 'ISSUED' AND b.supplier_gstin = $1 AND b.recipient_gstin IS NOT NULL
                 AND n.credit_note_date BETWEEN '2026-01-01' AND '2026-01-31') AS cn_n
       FROM bills WHERE supplier_gstin = $1 AND invoice_no IS NOT NULL AND status IN ('ISSUED','PART_PAID','PAID','CREDITED')
         AND invoice_date BETWEEN '2026-01-01' AND '2026-01-31'`,
      [gstin],
    );
    type Inv = { val: number; itms: { itm_det: { txval: number; iamt: number; camt: number; samt: number } }[] };
    const invs: Inv[] = [...g.b2b.flatMap((p: { inv: Inv[] }) => p.inv), ...g.b2cl.flatMap((p: { inv: Inv[] }) => p.inv)];
    const b2cs = g.b2cs.reduce((s: number, x: { txval: number }) => s + x.txval, 0);
    const sum = (f: (i: Inv) => number) => r2(invs.reduce((s, i) => s + f(i), 0));
    const unregCn = r2(
      (
        await t.handle.query<{ v: number }>(
          `SELECT coalesce(sum(n.taxable_value), 0)::float8 AS v FROM credit_notes n JOIN bills b ON b.id = n.bill_id
           WHERE n.status = 'ISSUED' AND b.supplier_gstin = $1 AND b.recipient_gstin IS NULL AND n.credit_note_date BETWEEN '2026-01-01' AND '2026-01-31'`,
          [gstin],
        )
      )[0].v,
    );
    assert.equal(r2(sum((i) => i.itms[0].itm_det.txval) + b2cs + unregCn), r2(reg.txval), 'taxable value: B2B + B2CL + B2CS = register');
    assert.ok(invs.length > 0);
    const b2bVal = sum((i) => i.val);
    const [{ regVal }] = await t.handle.query<{ regVal: number }>(
      `SELECT coalesce(sum(total), 0)::float8 AS "regVal" FROM bills WHERE supplier_gstin = $1 AND invoice_no IS NOT NULL
         AND status IN ('ISSUED','PART_PAID','PAID','CREDITED') AND invoice_date BETWEEN '2026-01-01' AND '2026-01-31'
         AND (recipient_gstin IS NOT NULL OR (igst_amount > 0 AND total > 100000))`,
      [gstin],
    );
    assert.equal(b2bVal, r2(regVal));
    const hsnTx = r2(g.hsn.data.reduce((s: number, h: { txval: number }) => s + h.txval, 0));
    assert.equal(hsnTx, r2(reg.txval - reg.cn_txval), 'HSN summary is the register net of credit notes');
    assert.equal(
      g.cdnr.reduce((s: number, p: { nt: unknown[] }) => s + p.nt.length, 0),
      reg.cn_n,
    );
    const first = g.b2b[0].inv[0];
    for (const k of ['inum', 'idt', 'val', 'pos', 'rchrg', 'inv_typ']) assert.ok(k in first, k);
    assert.match(first.idt, /^\d{2}-\d{2}-\d{4}$/);
    const xlsx = await t.app.inject({ method: 'GET', url: `/api/bills/exports/gstr1.xlsx?month=${month}&gstin=${gstin}`, headers: admin });
    assert.equal(xlsx.statusCode, 200);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    assert.deepEqual(
      wb.worksheets.map((w) => w.name),
      ['b2b', 'b2cl', 'b2cs', 'cdnr', 'hsn'],
    );
    assert.equal(
      wb.getWorksheet('b2b')!.rowCount - 1,
      g.b2b.reduce((s: number, p: { inv: unknown[] }) => s + p.inv.length, 0),
    );
  });
});

describe('bank statement import', () => {
  test('credits matched to open invoices by reference and amount; a person confirms two; the invoices are paid', async () => {
    const a = await bill((await freshIssued()).id);
    const b = await bill((await freshIssued()).id);
    const used = await receipt({ bank_id: a.bank_id, gross_amount: 1, allocations: [], reference: 'UTRSTMTUSED01' });
    assert.equal(used.status, 201);
    const paid = await bill(a.id);
    const net = r2(b.outstanding - Math.max(b.tds_amount - b.tds_deducted, 0));
    const csv = [
      'Txn Date,Narration,Chq/Ref No.,Withdrawal,Deposit,Balance',
      `20/01/2026,"NEFT CR-SBIN0001 ${paid.invoice_no} FEES",UTRSTMTA0001,,"${paid.outstanding.toLocaleString('en-IN')}",1`,
      `21-01-2026,RTGS ${b.invoice_no.replace(/\//g, '')} VALUATION,UTRSTMTB0001,,${net},2`,
      `22-01-2026,NEFT SOMEONE ELSE,UTRSTMTC0001,,12345.67,3`,
      `22-01-2026,NEFT AGAIN,UTRSTMTUSED01,,1.00,4`,
      `23-01-2026,ATM WITHDRAWAL,,500.00,,5`,
    ].join('\r\n');
    const bad = await call(t, admin, 'POST', '/api/receipts/statements', {
      payment_account_id: account,
      file_name: 'x.csv',
      content: 'a,b\n1,2',
    });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /must name the columns Date, Narration, Reference and Credit/);
    const imp = await call(t, admin, 'POST', '/api/receipts/statements', {
      payment_account_id: account,
      file_name: 'jan.csv',
      content: csv,
    });
    assert.equal(imp.status, 201, JSON.stringify(imp.body));
    assert.deepEqual([imp.body.data.lines, imp.body.data.suggested], [4, 2]);
    const lines = (await call(t, admin, 'GET', `/api/receipts/statements/${imp.body.data.id}`)).body.data as {
      id: number;
      reference: string;
      status: string;
      bill_id: number | null;
    }[];
    const of = (ref: string) => lines.find((l) => l.reference === ref)!;
    assert.deepEqual(
      ['UTRSTMTA0001', 'UTRSTMTB0001', 'UTRSTMTC0001', 'UTRSTMTUSED01'].map((r) => [of(r).status, of(r).bill_id]),
      [
        ['SUGGESTED', a.id],
        ['SUGGESTED', b.id],
        ['UNMATCHED', null],
        ['DUPLICATE', null],
      ],
    );
    assert.equal((await bill(a.id)).status, 'ISSUED', 'nothing is recorded before a person confirms');
    for (const ref of ['UTRSTMTA0001', 'UTRSTMTB0001']) {
      const c = await call(t, admin, 'POST', `/api/receipts/statement-lines/${of(ref).id}/confirm`, {});
      assert.equal(c.status, 200, JSON.stringify(c.body));
    }
    assert.deepEqual([(await bill(a.id)).status, (await bill(b.id)).status], ['PAID', 'PAID']);
    const again = await call(t, admin, 'POST', `/api/receipts/statement-lines/${of('UTRSTMTA0001').id}/confirm`, {});
    assert.equal(again.status, 409);
    const ign = await t.app.inject({
      method: 'POST',
      url: `/api/receipts/statement-lines/${of('UTRSTMTC0001').id}/ignore`,
      headers: admin,
    });
    assert.equal(ign.statusCode, 200);
  });
});

describe('TDS per bank and quarter', () => {
  test('expected, deducted, 26AS marked by import, Form 16A entered; gaps listed', async () => {
    const issued = await freshIssued();
    await t.handle.query('UPDATE bills SET tds_amount = 100 WHERE id = $1', [issued.id]);
    const b = await bill(issued.id);
    const fyOf = (d: string) => {
      const y = Number(d.slice(0, 4)) - (Number(d.slice(5, 7)) < 4 ? 1 : 0);
      return `${y % 100}${(y + 1) % 100}`.padStart(4, '0');
    };
    const q = Math.floor(((Number(b.invoice_date.slice(5, 7)) + 8) % 12) / 3) + 1;
    const rowOf = async () =>
      ((await call(t, admin, 'GET', `/api/bills/tds/quarters?fy=${fyOf(b.invoice_date)}`)).body.data as Record<string, never>[]).find(
        (r) => r.bank_id === b.bank_id && r.quarter === q,
      ) as unknown as { expected: number; deducted: number; in_26as: number; form16a_no: string | null; gaps: string[] };
    const before = await rowOf();
    const r = await receipt({
      bank_id: b.bank_id,
      receipt_date: b.invoice_date,
      gross_amount: 50,
      tds_amount: 100,
      allocations: [{ bill_id: b.id, amount: 50, tds_amount: 100 }],
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const mid = await rowOf();
    assert.equal(r2(mid.deducted - before.deducted), 100);
    assert.ok(mid.gaps.some((g) => /deducted but not in 26AS/.test(g)));
    assert.ok(mid.gaps.includes('No Form 16A'));
    const [{ name }] = await t.handle.query<{ name: string }>('SELECT name FROM banks WHERE id = $1', [b.bank_id]);
    const d = b.invoice_date.split('-').reverse().join('-');
    const csv = `Name of Deductor,TAN of Deductor,Transaction Date,Amount Paid,TDS Deposited\r\n"${name.toUpperCase()} LTD",MUMS12345A,${d},150.00,100.00\r\n`;
    const imp = await call(t, admin, 'POST', '/api/bills/tds/26as', { content: csv });
    assert.equal(imp.status, 201, JSON.stringify(imp.body));
    assert.deepEqual(imp.body.data, { entries: 1, matched: 1 });
    const cert = await call(t, admin, 'PUT', '/api/bills/tds/certificates', {
      bank_id: b.bank_id,
      fy: fyOf(b.invoice_date),
      quarter: q,
      form16a_no: 'ABCDEFG1234',
      cert_date: b.invoice_date,
      amount: mid.deducted,
    });
    assert.equal(cert.status, 200, JSON.stringify(cert.body));
    const after = await rowOf();
    assert.equal(r2(after.in_26as - mid.in_26as), 100);
    assert.equal(after.form16a_no, 'ABCDEFG1234');
    assert.ok(!after.gaps.includes('No Form 16A'));
  });
});

describe('e-invoice', () => {
  test('INV-01 JSON with every mandatory field; the IRN, ack and signed QR entered as the portal returns them', async () => {
    const issued = await freshIssued();
    await t.handle.query(`UPDATE bills SET recipient_gstin = '27AAACB1234C1Z5', recipient_address = 'Bank House, Fort' WHERE id = $1`, [
      issued.id,
    ]);
    await t.handle.query(
      `UPDATE company_branches SET pincode = '400001', address = coalesce(address, 'Office') WHERE id = (SELECT company_branch_id FROM bills WHERE id = $1)`,
      [issued.id],
    );
    await t.handle.query(`UPDATE bank_branches SET pincode = '400051' WHERE id = (SELECT bank_branch_id FROM bills WHERE id = $1)`, [
      issued.id,
    ]);
    const draft = await draftBill(t, admin, groups[next++].slice(0, 1));
    assert.equal((await call(t, admin, 'GET', `/api/bills/${draft.id}/einvoice.json`)).status, 409, 'a draft has no e-invoice');
    const r = await call(t, admin, 'GET', `/api/bills/${issued.id}/einvoice.json`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const e = r.body;
    const b = await bill(issued.id);
    const mandatory: Record<string, string[]> = {
      TranDtls: ['TaxSch', 'SupTyp'],
      DocDtls: ['Typ', 'No', 'Dt'],
      SellerDtls: ['Gstin', 'LglNm', 'Addr1', 'Loc', 'Pin', 'Stcd'],
      BuyerDtls: ['Gstin', 'LglNm', 'Pos', 'Addr1', 'Loc', 'Pin', 'Stcd'],
      ValDtls: ['AssVal', 'TotInvVal'],
    };
    assert.equal(e.Version, '1.1');
    for (const [part, keys] of Object.entries(mandatory))
      for (const k of keys) assert.ok(e[part][k] !== undefined && e[part][k] !== '', `${part}.${k}`);
    for (const it of e.ItemList)
      for (const k of ['SlNo', 'IsServc', 'HsnCd', 'UnitPrice', 'TotAmt', 'AssAmt', 'GstRt', 'TotItemVal'])
        assert.ok(it[k] !== undefined, `ItemList.${k}`);
    assert.deepEqual([e.DocDtls.No, e.DocDtls.Typ, e.ValDtls.TotInvVal, e.ValDtls.AssVal], [b.invoice_no, 'INV', b.total, b.taxable_value]);
    assert.match(e.DocDtls.Dt, /^\d{2}\/\d{2}\/\d{4}$/);
    const items = e.ItemList as { TotItemVal: number }[];
    assert.equal(r2(items.reduce((s, i) => s + i.TotItemVal, 0)), b.total, 'the items add up to the invoice');

    const irn = 'a'.repeat(63) + 'b';
    const bad = await call(t, admin, 'PUT', `/api/bills/${issued.id}/irn`, { Irn: 'xyz', AckNo: 12, AckDt: 'soon', SignedQRCode: 'x' });
    assert.equal(bad.status, 400);
    const ok = await call(t, admin, 'PUT', `/api/bills/${issued.id}/irn`, {
      AckNo: 112010036563310,
      AckDt: '2026-01-20 17:48:00',
      Irn: irn,
      SignedInvoice: 'eyJ.a.b',
      SignedQRCode: 'eyJhbGciOi.eyJkYXRhIjoi.c2lnbmF0dXJl',
      Status: 'ACT',
    });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const saved = (await call(t, admin, 'GET', `/api/bills/${issued.id}/irn`)).body.data;
    assert.deepEqual(saved, {
      irn,
      ack_no: '112010036563310',
      ack_date: '2026-01-20 17:48:00',
      signed_qr: 'eyJhbGciOi.eyJkYXRhIjoi.c2lnbmF0dXJl',
    });
    // The invoice then prints its IRN, acknowledgement and the QR code (an image), still signed and clean.
    const res = await t.app.inject({ method: 'GET', url: `/api/bills/${issued.id}/invoice.pdf`, headers: admin });
    assert.equal(res.statusCode, 200, res.body);
    const text = checkPdf(res.rawPayload, 'tax invoice with IRN', { signed: true }).replace(/\s+/g, ' ');
    for (const part of [`IRN ${irn}`, 'Ack No. 112010036563310', 'Ack Date 2026-01-20 17:48:00']) assert.ok(text.includes(part), part);
  });
});
