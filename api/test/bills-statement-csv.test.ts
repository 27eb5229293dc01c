// The statement and 26AS readers go through the common import pipeline: title rows above the
// header, Indian amounts and dates, ambiguous dates refused with their line.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse26asCsv, parseStatementCsv } from '../src/modules/bills/statement-csv';

test('a statement with title rows above its header, Indian amounts and day-first dates', async () => {
  const csv = [
    'STATE BANK OF INDIA',
    'Account Statement for A/c 00000012345678,,,,',
    '',
    'Value Date,Particulars,UTR No.,Debit,Credit,Balance',
    '05.01.2026,NEFT CR INV/2526/00012,UTR0001,,"Rs. 1,23,456.50/-","9,99,999.00"',
    '06/01/2026,ATM CASH,,"2,000.00",,',
    '2026-01-07,IMPS CR,UTR0003,,₹750,',
  ].join('\r\n');
  assert.deepEqual(await parseStatementCsv(csv), [
    { line_no: 5, txn_date: '2026-01-05', narration: 'NEFT CR INV/2526/00012', reference: 'UTR0001', credit: 123456.5 },
    { line_no: 7, txn_date: '2026-01-07', narration: 'IMPS CR', reference: 'UTR0003', credit: 750 },
  ]);
});

test('a statement line with a US-order date or a wrong amount is refused with its line', async () => {
  const head = 'Date,Narration,Reference,Credit';
  await assert.rejects(parseStatementCsv(`${head}\n01/13/2026,X,R1,10`), /Line 2: Date "01\/13\/2026" is ambiguous/);
  await assert.rejects(parseStatementCsv(`${head}\n13-01-2026,X,R1,"12,34"`), /Line 2: Credit "12,34" is not an amount/);
  await assert.rejects(parseStatementCsv('a,b\n1,2'), /must name the columns Date, Narration, Reference and Credit \(missing: /);
});

test('a 26AS export read by its own column names', async () => {
  const csv =
    'Name of Deductor,TAN of Deductor,Date of Payment,Amount Paid / Credited,Tax Deducted\n"SBI LTD",MUMS12345A,15-05-2025,"1,50,000",15000\n';
  assert.deepEqual(await parse26asCsv(csv), [
    { deductor_name: 'SBI LTD', deductor_tan: 'MUMS12345A', txn_date: '2025-05-15', amount_paid: 150000, tds_amount: 15000 },
  ]);
});
