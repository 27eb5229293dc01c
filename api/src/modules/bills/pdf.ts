import PDFDocument from 'pdfkit';
import type { BillDetail } from 'mfe-bills/model';

/**
 * The tax invoice and the credit note as PDFs (pdfkit), with every particular CGST Rules r.46 and
 * r.53 ask for: supplier, GSTIN, serial number and date, recipient, GSTIN, place of supply, SAC,
 * value, each tax with its rate, total, amount in words and the signature block. The standard
 * Helvetica has no rupee sign, so amounts read "Rs." with Indian digit grouping.
 */
export interface Supplier {
  legal_name: string;
  branch_name: string;
  address: string | null;
  state: string | null;
  state_code: string | null;
  gstin: string | null;
  pan: string | null;
  /** The office's default receiving account (Payment Master), printed on the invoice. */
  account?: {
    account_name: string;
    account_number: string;
    ifsc: string;
    bank_name: string;
    branch_name: string | null;
    upi_id: string | null;
  } | null;
}

function payTo(doc: PDFKit.PDFDocument, a: NonNullable<Supplier['account']>) {
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(9).text('Payment details');
  doc
    .font('Helvetica')
    .text(`Account name: ${a.account_name}    A/c No.: ${a.account_number}    IFSC: ${a.ifsc}`)
    .text(`Bank: ${a.bank_name}${a.branch_name ? `, ${a.branch_name}` : ''}${a.upi_id ? `    UPI: ${a.upi_id}` : ''}`);
}

export interface CreditNoteDoc {
  credit_note_no: string | null;
  credit_note_date: string;
  reason: string;
  description: string | null;
  taxable_value: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
  total: number;
  amount_in_words: string;
  status: string;
}

const rs = (n: number) => `Rs. ${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function render(build: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title, Producer: 'Valuation Back Office' } });
    const chunks: Buffer[] = [];
    // @types/pdfkit misses the stream events of the document.
    const stream = doc as unknown as NodeJS.EventEmitter;
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks as unknown as Uint8Array[])));
    stream.on('error', reject);
    build(doc);
    doc.end();
  });
}

function header(doc: PDFKit.PDFDocument, heading: string, s: Supplier) {
  doc.font('Helvetica-Bold').fontSize(16).text(heading, { align: 'center' });
  doc.moveDown(0.5);
  doc.fontSize(12).text(s.legal_name);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${s.branch_name} office: ${s.address ?? ''}`)
    .text(`State: ${s.state ?? ''} (code ${s.state_code ?? ''})`)
    .text(`GSTIN: ${s.gstin ?? 'not registered'}${s.pan ? `    PAN: ${s.pan}` : ''}`);
  doc.moveDown(0.5);
}

function parties(doc: PDFKit.PDFDocument, b: BillDetail) {
  doc.font('Helvetica-Bold').fontSize(10).text('Bill to (recipient)');
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(b.recipient_name)
    .text(b.recipient_address ?? '')
    .text(`GSTIN: ${b.recipient_gstin ?? 'Unregistered'}    State code: ${b.recipient_state_code ?? ''}`)
    .text(`Place of supply: ${b.place_of_supply_name ?? ''} (${b.place_of_supply ?? ''})`);
  doc.moveDown(0.5);
}

function row(doc: PDFKit.PDFDocument, cells: string[], widths: number[], bold = false) {
  const y = doc.y;
  let x = doc.page.margins.left;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  let h = 0;
  cells.forEach((c, i) => {
    const align = i >= cells.length - 2 && i > 1 ? 'right' : 'left';
    doc.text(c, x + 2, y, { width: widths[i] - 4, align });
    h = Math.max(h, doc.y - y);
    x += widths[i];
  });
  doc.y = y + h + 4;
  doc.x = doc.page.margins.left;
}

function taxes(
  doc: PDFKit.PDFDocument,
  t: { taxable: number; cgst: number; sgst: number; igst: number; total: number },
  rates: { cgst: number; sgst: number; igst: number },
) {
  const w = [355, 160];
  row(doc, ['Taxable value', rs(t.taxable)], w);
  if (rates.igst > 0 || t.igst > 0) row(doc, [`IGST @ ${rates.igst}%`, rs(t.igst)], w);
  else {
    row(doc, [`CGST @ ${rates.cgst}%`, rs(t.cgst)], w);
    row(doc, [`SGST @ ${rates.sgst}%`, rs(t.sgst)], w);
  }
  row(doc, ['Total', rs(t.total)], w, true);
}

function signature(doc: PDFKit.PDFDocument, s: Supplier) {
  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(10).text(`For ${s.legal_name}`, { align: 'right' });
  doc.moveDown(2.5);
  doc.font('Helvetica').fontSize(9).text('Authorised Signatory', { align: 'right' });
}

export function invoicePdf(b: BillDetail, s: Supplier): Promise<Buffer> {
  const heading = b.invoice_no ? 'TAX INVOICE' : 'DRAFT - NOT A TAX INVOICE';
  return render((doc) => {
    header(doc, heading, s);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`Invoice No.: ${b.invoice_no ?? `Draft bill ${b.id}`}`)
      .text(`Invoice Date: ${b.invoice_date}`)
      .text(`Due Date: ${b.due_date ?? ''}`)
      .text('Reverse charge: No');
    doc.moveDown(0.5);
    parties(doc, b);
    const w = [30, 95, 220, 85, 85];
    row(doc, ['#', 'Case No.', `Description (SAC ${b.sac})`, 'Fee', 'Expenses'], w, true);
    b.lines.forEach((l, i) => row(doc, [String(i + 1), l.case_no ?? '', l.description, rs(l.fee), rs(l.expenses)], w));
    doc.moveDown(0.5);
    taxes(
      doc,
      { taxable: b.taxable_value, cgst: b.cgst_amount, sgst: b.sgst_amount, igst: b.igst_amount, total: b.total },
      { cgst: b.cgst_rate, sgst: b.sgst_rate, igst: b.igst_rate },
    );
    doc.moveDown(0.3);
    doc.font('Helvetica-Bold').fontSize(9).text(`Amount in words: ${b.amount_in_words}`);
    doc
      .font('Helvetica')
      .fontSize(9)
      .moveDown(0.3)
      .text(
        `TDS u/s ${b.tds_section ?? '-'} @ ${b.tds_rate ?? 0}% on the taxable value: ${rs(b.tds_amount)}    Net receivable: ${rs(b.net_receivable)}`,
      );
    if (s.account) payTo(doc, s.account);
    signature(doc, s);
  }, heading);
}

export function creditNotePdf(n: CreditNoteDoc, b: BillDetail, s: Supplier): Promise<Buffer> {
  return render((doc) => {
    header(doc, 'CREDIT NOTE', s);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`Credit Note No.: ${n.credit_note_no ?? 'Draft'}`)
      .text(`Credit Note Date: ${n.credit_note_date}`)
      .text(`Against Invoice No.: ${b.invoice_no ?? ''} dated ${b.invoice_date}`)
      .text(`Reason: ${n.reason}${n.description ? ` - ${n.description}` : ''}`);
    doc.moveDown(0.5);
    parties(doc, b);
    taxes(
      doc,
      { taxable: n.taxable_value, cgst: n.cgst_amount, sgst: n.sgst_amount, igst: n.igst_amount, total: n.total },
      { cgst: b.cgst_rate, sgst: b.sgst_rate, igst: b.igst_rate },
    );
    doc.moveDown(0.3);
    doc.font('Helvetica-Bold').fontSize(9).text(`Amount in words: ${n.amount_in_words}`);
    signature(doc, s);
  }, 'CREDIT NOTE');
}
