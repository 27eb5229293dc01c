import { heading, letterhead, pairs, renderPdf, rupees, type Content } from '../../pdf/engine';
import type { BillDetail } from 'mfe-bills/model';

/**
 * The tax invoice and the credit note as PDFs (pdfmake, DejaVu Sans with the rupee sign), with
 * every particular CGST Rules r.46 and r.53 ask for: supplier, GSTIN, serial number and date,
 * recipient, GSTIN, place of supply, SAC, value, each tax with its rate, total, amount in words,
 * 'Original for recipient' and the signature block (the issued documents are digitally signed).
 */
export interface Supplier {
  legal_name: string | null;
  trade_name?: string | null;
  registered_address?: string | null;
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

function head(title: string, s: Supplier, copy: string | null): Content[] {
  return [
    ...letterhead({
      name: s.legal_name ?? '(Legal Name missing in the Company Master)',
      lines: [
        s.trade_name && s.trade_name !== s.legal_name ? `Trading as ${s.trade_name}` : '',
        s.registered_address ? `Registered office: ${s.registered_address}` : '',
        `${s.branch_name} office: ${s.address ?? '-'} · State: ${s.state ?? '-'} (code ${s.state_code ?? '-'})`,
        `GSTIN: ${s.gstin ?? 'not registered'}${s.pan ? ` · PAN: ${s.pan}` : ''}`,
      ],
    }),
    {
      columns: [
        { text: title, style: 'title', width: '*' },
        ...(copy ? [{ text: copy, width: 150, alignment: 'right', bold: true, margin: [0, 6, 0, 0] }] : []),
      ],
    },
  ];
}

const recipient = (b: BillDetail): Content => [
  heading('Bill to (recipient)'),
  pairs([
    ['Name', b.recipient_name],
    ['Address', b.recipient_address ?? '-'],
    ['GSTIN', b.recipient_gstin ?? 'Unregistered'],
    ['State code', b.recipient_state_code ?? '-'],
    ['Place of supply', `${b.place_of_supply_name ?? '-'} (${b.place_of_supply ?? '-'})`],
  ]),
];

function taxes(
  t: { taxable: number; cgst: number; sgst: number; igst: number; total: number },
  rates: { cgst: number; sgst: number; igst: number },
) {
  const line = (label: string, v: number, bold = false): Content[] => [
    { text: label, bold },
    { text: rupees(v), alignment: 'right', bold, noWrap: true },
  ];
  const rows =
    rates.igst > 0 || t.igst > 0
      ? [line(`IGST @ ${rates.igst}%`, t.igst)]
      : [line(`CGST @ ${rates.cgst}%`, t.cgst), line(`SGST @ ${rates.sgst}%`, t.sgst)];
  return {
    margin: [0, 8, 0, 0],
    table: { widths: ['*', 130], body: [line('Taxable value', t.taxable), ...rows, line('Total', t.total, true)] },
    layout: 'lightHorizontalLines',
  };
}

function signature(s: Supplier): Content {
  return {
    unbreakable: true,
    margin: [0, 24, 0, 0],
    alignment: 'right',
    stack: [
      { text: `For ${s.legal_name ?? '-'}`, bold: true },
      { text: 'Digitally signed', italics: true, color: '#4a5568', margin: [0, 12, 0, 2] },
      { text: 'Authorised Signatory' },
    ],
  };
}

/** The e-invoice registration of an issued invoice, as the portal returned it (bills.irn_*). */
export interface IrnPrint {
  irn: string;
  ack_no: string;
  ack_date: string;
  signed_qr: string;
}

/** IRN, acknowledgement and the signed QR code (CGST Rules r.48(4)): printed once registered. */
const irnBlock = (e: IrnPrint): Content => ({
  unbreakable: true,
  margin: [0, 6, 0, 0],
  // A narrow label column, so the 64-character IRN fits on one line.
  stack: [
    heading('e-Invoice'),
    pairs(
      [
        ['IRN', e.irn],
        ['Ack No.', e.ack_no],
        ['Ack Date', e.ack_date],
      ],
      70,
    ),
    { qr: e.signed_qr, fit: 110, eccLevel: 'L', margin: [0, 4, 0, 0] },
  ],
});

/** A tax invoice (issued: 'Original for recipient') or a draft, which says it is not one. */
export function invoicePdf(b: BillDetail, s: Supplier, einvoice: IrnPrint | null = null): Promise<Buffer> {
  const title = b.invoice_no ? 'TAX INVOICE' : 'DRAFT - NOT A TAX INVOICE';
  const lines: Content[][] = [
    ['#', 'Case No.', `Description (SAC ${b.sac})`, 'Fee', 'Expenses'].map((h, i) => ({
      text: h,
      bold: true,
      alignment: i > 2 ? 'right' : 'left',
    })),
    ...b.lines.map((l, i): Content[] => [
      String(i + 1),
      l.case_no ?? '-',
      l.description,
      { text: rupees(l.fee), alignment: 'right', noWrap: true },
      { text: rupees(l.expenses), alignment: 'right', noWrap: true },
    ]),
  ];
  return renderPdf({
    title: b.invoice_no ? `Tax invoice ${b.invoice_no}` : `Draft bill ${b.id}`,
    author: s.legal_name ?? '',
    content: [
      ...head(title, s, b.invoice_no ? 'Original for recipient' : null),
      pairs([
        ['Invoice No.', b.invoice_no ?? `Draft bill ${b.id}`],
        ['Invoice Date', b.invoice_date],
        ['Due Date', b.due_date ?? '-'],
        ['Reverse charge', 'No'],
      ]),
      ...(einvoice && b.invoice_no ? [irnBlock(einvoice)] : []),
      recipient(b),
      heading('Particulars'),
      { table: { headerRows: 1, widths: [18, 105, '*', 80, 80], body: lines }, layout: 'lightHorizontalLines' },
      taxes(
        { taxable: b.taxable_value, cgst: b.cgst_amount, sgst: b.sgst_amount, igst: b.igst_amount, total: b.total },
        { cgst: b.cgst_rate, sgst: b.sgst_rate, igst: b.igst_rate },
      ),
      { text: `Amount in words: ${b.amount_in_words}`, bold: true, margin: [0, 6, 0, 0] },
      {
        text: `TDS u/s ${b.tds_section ?? '-'} @ ${b.tds_rate ?? 0}% on the taxable value: ${rupees(b.tds_amount)} · Net receivable: ${rupees(b.net_receivable)}`,
        margin: [0, 4, 0, 0],
      },
      ...(s.account
        ? [
            heading('Payment details'),
            pairs([
              ['Account name', s.account.account_name],
              ['Account No. / IFSC', `${s.account.account_number} / ${s.account.ifsc}`],
              ['Bank', `${s.account.bank_name}${s.account.branch_name ? `, ${s.account.branch_name}` : ''}`],
              ...(s.account.upi_id ? [['UPI', s.account.upi_id] as const] : []),
            ]),
          ]
        : []),
      signature(s),
    ],
  });
}

export function creditNotePdf(n: CreditNoteDoc, b: BillDetail, s: Supplier): Promise<Buffer> {
  return renderPdf({
    title: n.credit_note_no ? `Credit note ${n.credit_note_no}` : 'Draft credit note',
    author: s.legal_name ?? '',
    content: [
      ...head(n.credit_note_no ? 'CREDIT NOTE' : 'DRAFT CREDIT NOTE', s, n.credit_note_no ? 'Original for recipient' : null),
      pairs([
        ['Credit Note No.', n.credit_note_no ?? 'Draft'],
        ['Credit Note Date', n.credit_note_date],
        ['Against Invoice No.', `${b.invoice_no ?? '-'} dated ${b.invoice_date}`],
        ['Reason', `${n.reason}${n.description ? ` - ${n.description}` : ''}`],
      ]),
      recipient(b),
      taxes(
        { taxable: n.taxable_value, cgst: n.cgst_amount, sgst: n.sgst_amount, igst: n.igst_amount, total: n.total },
        { cgst: b.cgst_rate, sgst: b.sgst_rate, igst: b.igst_rate },
      ),
      { text: `Amount in words: ${n.amount_in_words}`, bold: true, margin: [0, 6, 0, 0] },
      signature(s),
    ],
  });
}
