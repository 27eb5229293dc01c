import type { RawSql } from '../../db/client';
import { one } from './sql';
import { amountInWords } from './words';

/**
 * The receipt voucher (pdfkit): number and date, the bank that paid, the firm's account it came
 * into, mode and UTR / cheque no., gross and TDS, each invoice it settled and what stays on account.
 */
interface VoucherData {
  receipt_no: string;
  receipt_date: string;
  legal_name: string;
  bank_name: string;
  mode: string;
  reference: string;
  narration: string | null;
  account: string | null;
  gross_amount: number;
  tds_amount: number;
  lines: { invoice_no: string | null; invoice_date: string | null; amount: number; tds_amount: number }[] | null;
}

const rs = (n: number) => `Rs. ${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export async function receiptVoucherPdf(db: RawSql, id: number): Promise<{ pdf: Buffer; receipt_no: string }> {
  const v = await one<VoucherData>(
    db,
    `SELECT r.receipt_no, to_char(r.receipt_date, 'DD-MM-YYYY') AS receipt_date, b.name AS bank_name, r.mode, r.reference, r.narration,
            coalesce((SELECT legal_name FROM company_profile LIMIT 1), 'Valuation Services') AS legal_name,
            p.bank_name || ', A/c ' || p.account_number || ', IFSC ' || p.ifsc AS account,
            r.gross_amount::float8 AS gross_amount, r.tds_amount::float8 AS tds_amount,
            (SELECT json_agg(json_build_object('invoice_no', bl.invoice_no, 'invoice_date', to_char(bl.invoice_date, 'DD-MM-YYYY'),
                                               'amount', a.amount::float8, 'tds_amount', a.tds_amount::float8) ORDER BY bl.invoice_date, bl.id)
             FROM receipt_allocations a JOIN bills bl ON bl.id = a.bill_id WHERE a.receipt_id = r.id) AS lines
     FROM receipts r JOIN banks b ON b.id = r.bank_id LEFT JOIN payment_accounts p ON p.id = r.payment_account_id WHERE r.id = $1`,
    [id],
    'No such receipt.',
  );
  const lines = v.lines ?? [];
  const allocated = lines.reduce((s, l) => s + l.amount + l.tds_amount, 0);
  const onAccount = Math.round((v.gross_amount + v.tds_amount - allocated) * 100) / 100;
  // pdfkit is loaded on first use, not at every server start.
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = await new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5', layout: 'landscape', margin: 36, info: { Title: `Receipt ${v.receipt_no}` } });
    const chunks: Buffer[] = [];
    const stream = doc as unknown as NodeJS.EventEmitter;
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks as unknown as Uint8Array[])));
    stream.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(14).text('RECEIPT VOUCHER', { align: 'center' });
    doc.fontSize(11).text(v.legal_name, { align: 'center' }).moveDown(0.5);
    doc.font('Helvetica').fontSize(9);
    doc.text(`Receipt No.: ${v.receipt_no}        Date: ${v.receipt_date}`);
    doc.text(`Received from: ${v.bank_name}`);
    doc.text(`Into: ${v.account ?? 'not recorded'}`);
    doc.text(`Mode: ${v.mode}        ${v.mode === 'CHEQUE' ? 'Cheque No.' : 'UTR'}: ${v.reference}`);
    if (v.narration) doc.text(`Narration: ${v.narration}`);
    doc.moveDown(0.5);
    doc.text(
      `Amount received: ${rs(v.gross_amount)}        TDS deducted: ${rs(v.tds_amount)}        Gross: ${rs(v.gross_amount + v.tds_amount)}`,
    );
    doc.text(`In words: ${amountInWords(v.gross_amount)}`);
    doc.moveDown(0.5).font('Helvetica-Bold').text('Against');
    doc.font('Helvetica');
    for (const l of lines)
      doc.text(`Invoice ${l.invoice_no ?? ''} of ${l.invoice_date ?? ''}: ${rs(l.amount)} received, ${rs(l.tds_amount)} TDS`);
    if (!lines.length) doc.text('No invoice yet.');
    if (onAccount > 0) doc.text(`On account (not yet allocated): ${rs(onAccount)}`);
    doc.moveDown(1.5).font('Helvetica-Bold').text(`For ${v.legal_name}`, { align: 'right' });
    doc.moveDown(1.5).font('Helvetica').text('Authorised Signatory', { align: 'right' });
    doc.end();
  });
  return { pdf, receipt_no: v.receipt_no };
}
