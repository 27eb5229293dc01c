import type { Gstr1 } from './gstr1';

/** The same GSTR-1 as a workbook with the offline tool's sheets (b2b, b2cl, b2cs, cdnr, hsn) and headings. */
export async function gstr1Xlsx(g: Gstr1): Promise<Buffer> {
  // exceljs is loaded on first use: importing it costs half a second of CPU at every server start.
  const { default: Excel } = await import('exceljs');
  const wb = new Excel.Workbook();
  const sheet = (name: string, headers: string[], rows: unknown[][]) => {
    const ws = wb.addWorksheet(name);
    ws.addRow(headers).font = { bold: true };
    for (const r of rows) ws.addRow(r);
    ws.columns.forEach((c) => (c.width = 18));
  };
  sheet(
    'b2b',
    [
      'GSTIN/UIN of Recipient',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Invoice Type',
      'Rate',
      'Taxable Value',
      'Integrated Tax',
      'Central Tax',
      'State/UT Tax',
      'Cess Amount',
    ],
    g.b2b.flatMap((p) =>
      p.inv.map((i) => {
        const d = i.itms[0].itm_det;
        return [p.ctin, i.inum, i.idt, i.val, i.pos, i.rchrg, 'Regular B2B', d.rt, d.txval, d.iamt, d.camt, d.samt, 0];
      }),
    ),
  );
  sheet(
    'b2cl',
    ['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Rate', 'Taxable Value', 'Integrated Tax', 'Cess Amount'],
    g.b2cl.flatMap((p) =>
      p.inv.map((i) => [i.inum, i.idt, i.val, p.pos, i.itms[0].itm_det.rt, i.itms[0].itm_det.txval, i.itms[0].itm_det.iamt, 0]),
    ),
  );
  sheet(
    'b2cs',
    ['Type', 'Place Of Supply', 'Rate', 'Taxable Value', 'Integrated Tax', 'Central Tax', 'State/UT Tax', 'Cess Amount'],
    g.b2cs.map((x) => [x.typ, x.pos, x.rt, x.txval, x.iamt, x.camt, x.samt, 0]),
  );
  sheet(
    'cdnr',
    [
      'GSTIN/UIN of Recipient',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Reverse Charge',
      'Note Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax',
      'Central Tax',
      'State/UT Tax',
      'Cess Amount',
    ],
    g.cdnr.flatMap((p) =>
      p.nt.map((n) => {
        const d = n.itms[0].itm_det;
        return [p.ctin, n.nt_num, n.nt_dt, n.ntty, n.pos, n.rchrg, n.val, d.rt, d.txval, d.iamt, d.camt, d.samt, 0];
      }),
    ),
  );
  sheet(
    'hsn',
    [
      'HSN',
      'Description',
      'UQC',
      'Total Quantity',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ],
    g.hsn.data.map((h) => [h.hsn_sc, h.desc, h.uqc, h.qty, h.rt, h.txval, h.iamt, h.camt, h.samt, 0]),
  );
  return Buffer.from(await wb.xlsx.writeBuffer());
}
