import type { RawSql } from '../../db/client';
import { AGEING_BUCKETS } from 'mfe-bills/model';
import type { AgeingInvoice, AgeingRow, TdsRow } from 'mfe-bills/model';

const BUCKET_SQL = `CASE WHEN d <= 0 THEN 'Current' WHEN d <= 30 THEN '1-30' WHEN d <= 60 THEN '31-60' WHEN d <= 90 THEN '61-90' ELSE '90+' END`;

/**
 * Open invoices (ISSUED, PART_PAID) in ageing buckets by days past due, per bank and bank branch;
 * outstanding = total - receipts - TDS - credit notes. Reads the partial index bills_open_idx.
 */
export async function ageing(db: RawSql, q: { bank_id?: number }): Promise<{ data: AgeingRow[]; totals: Record<string, number> }> {
  const rows = await db.query<{
    bank_id: number;
    bank_name: string;
    bank_branch_id: number | null;
    bank_branch_name: string | null;
    bucket: string;
    bills: number;
    amount: number;
  }>(
    `SELECT o.bank_id, bk.name AS bank_name, o.bank_branch_id, bb.branch_name AS bank_branch_name, o.bucket,
            count(*)::int AS bills, sum(o.out)::float8 AS amount
     FROM (SELECT bank_id, bank_branch_id, total - received_amount - tds_deducted - credited_amount AS out,
                  ${BUCKET_SQL.replace(/\bd\b/g, '(biz_day(now()) - due_date)')} AS bucket
           FROM bills WHERE status IN ('ISSUED', 'PART_PAID') AND ($1::int IS NULL OR bank_id = $1::int)) o
     JOIN banks bk ON bk.id = o.bank_id LEFT JOIN bank_branches bb ON bb.id = o.bank_branch_id
     GROUP BY 1, 2, 3, 4, 5 ORDER BY 2, 4`,
    [q.bank_id ?? null],
  );
  const byKey = new Map<string, AgeingRow>();
  const totals: Record<string, number> = Object.fromEntries([...AGEING_BUCKETS, 'outstanding'].map((b) => [b, 0]));
  for (const r of rows) {
    const key = `${r.bank_id}:${r.bank_branch_id ?? 0}`;
    let row = byKey.get(key);
    if (!row) {
      row = {
        bank_id: r.bank_id,
        bank_name: r.bank_name,
        bank_branch_id: r.bank_branch_id,
        bank_branch_name: r.bank_branch_name,
        bills: 0,
        buckets: Object.fromEntries(AGEING_BUCKETS.map((b) => [b, 0])) as AgeingRow['buckets'],
        outstanding: 0,
      };
      byKey.set(key, row);
    }
    const amount = Math.round(r.amount * 100) / 100;
    row.bills += r.bills;
    row.buckets[r.bucket as keyof AgeingRow['buckets']] =
      Math.round((row.buckets[r.bucket as keyof AgeingRow['buckets']] + amount) * 100) / 100;
    row.outstanding = Math.round((row.outstanding + amount) * 100) / 100;
    totals[r.bucket] = Math.round((totals[r.bucket] + amount) * 100) / 100;
    totals.outstanding = Math.round((totals.outstanding + amount) * 100) / 100;
  }
  return { data: [...byKey.values()], totals };
}

export function ageingCsv(rows: AgeingRow[]): string {
  const cell = (v: unknown) => {
    const s = String(v ?? '');
    return /^[=+\-@]/.test(s) ? `"'${s.replace(/"/g, '""')}"` : /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const head = ['Bank', 'Bank Branch', 'Bills', ...AGEING_BUCKETS, 'Outstanding'];
  const lines = rows.map((r) => [
    r.bank_name,
    r.bank_branch_name ?? '',
    r.bills,
    ...AGEING_BUCKETS.map((b) => r.buckets[b].toFixed(2)),
    r.outstanding.toFixed(2),
  ]);
  return `\uFEFF${[head, ...lines].map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`;
}

export type TdsGroup = 'bill' | 'bank' | 'section' | 'quarter';

/** TDS expected (on each issued bill) against TDS deducted (receipts), with the gap, by bill, bank, section or quarter. */
export async function tdsReport(
  db: RawSql,
  q: { group?: TdsGroup; from?: string; to?: string },
): Promise<{ data: TdsRow[]; totals: Omit<TdsRow, 'key' | 'label'> }> {
  const group = q.group ?? 'bank';
  const key = {
    bill: `b.id::text`,
    bank: `b.bank_id::text`,
    section: `coalesce(b.tds_section, 'None')`,
    quarter: `(CASE WHEN extract(month FROM b.invoice_date) >= 4 THEN extract(year FROM b.invoice_date) ELSE extract(year FROM b.invoice_date) - 1 END)::int::text
              || '-Q' || (((extract(month FROM b.invoice_date)::int + 8) % 12) / 3 + 1)::text`,
  }[group];
  const label = {
    bill: `min(b.invoice_no) || ' (' || min(bk.name) || ')'`,
    bank: `min(bk.name)`,
    section: `min(coalesce(b.tds_section, 'None'))`,
    quarter: `'FY ' || split_part(${key}, '-', 1) || '-' || lpad(((split_part(${key}, '-', 1)::int + 1) % 100)::text, 2, '0') || ' ' || split_part(${key}, '-', 2)`,
  }[group];
  const rows = await db.query<TdsRow>(
    `SELECT ${key} AS key, ${group === 'quarter' ? label.replace(/\$\{key\}/g, key) : label} AS label, count(*)::int AS bills,
            sum(b.tds_amount)::float8 AS expected, sum(b.tds_deducted)::float8 AS deducted,
            sum(b.tds_amount - b.tds_deducted)::float8 AS gap
     FROM bills b JOIN banks bk ON bk.id = b.bank_id
     WHERE b.status IN ('ISSUED', 'PART_PAID', 'PAID') AND ($1::date IS NULL OR b.invoice_date >= $1::date)
       AND ($2::date IS NULL OR b.invoice_date <= $2::date)
     GROUP BY ${key} ORDER BY ${group === 'quarter' ? '1 DESC' : 'gap DESC, 1'} LIMIT 1000`,
    [q.from ?? null, q.to ?? null],
  );
  const sum = (k: 'expected' | 'deducted' | 'gap') => Math.round(rows.reduce((s, r) => s + r[k], 0) * 100) / 100;
  return {
    data: rows,
    totals: { bills: rows.reduce((s, r) => s + r.bills, 0), expected: sum('expected'), deducted: sum('deducted'), gap: sum('gap') },
  };
}

/**
 * The Pending Amount drill-down's last level: a bank's open invoices (of one branch, or the bills
 * made out to the whole bank when branch is 0), each with its bucket, days overdue and last receipt.
 */
export async function ageingInvoices(db: RawSql, q: { bank_id: number; bank_branch_id?: number }): Promise<AgeingInvoice[]> {
  const rows = await db.query<AgeingInvoice>(
    `SELECT b.id, b.invoice_no, to_char(b.invoice_date, 'YYYY-MM-DD') AS invoice_date, to_char(b.due_date, 'YYYY-MM-DD') AS due_date,
            b.status, b.total::float8 AS total, b.credited_amount::float8 AS credited_amount,
            (b.total - b.received_amount - b.tds_deducted - b.credited_amount)::float8 AS outstanding,
            greatest(biz_day(now()) - b.due_date, 0) AS days_overdue,
            ${BUCKET_SQL.replace(/\bd\b/g, '(biz_day(now()) - b.due_date)')} AS bucket,
            to_char(lr.receipt_date, 'YYYY-MM-DD') AS last_receipt_date, lr.receipt_no AS last_receipt_no
     FROM bills b
     LEFT JOIN LATERAL (SELECT r.receipt_date, r.receipt_no FROM receipt_allocations a JOIN receipts r ON r.id = a.receipt_id
                        WHERE a.bill_id = b.id ORDER BY r.receipt_date DESC, r.id DESC LIMIT 1) lr ON true
     WHERE b.status IN ('ISSUED', 'PART_PAID') AND b.bank_id = $1
       AND ($2::int IS NULL OR coalesce(b.bank_branch_id, 0) = $2::int)
     ORDER BY b.due_date, b.id LIMIT 1000`,
    [q.bank_id, q.bank_branch_id ?? null],
  );
  return rows;
}
