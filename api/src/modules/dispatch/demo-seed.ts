import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dispatchHardCopies } from '../../db/schema/index';
import { financialYear } from './fy';

const COURIERS = ['Blue Dart', 'DTDC', 'India Post Speed Post', 'Professional Couriers'];
const ADDRESSEES = [
  'SBI Andheri East Branch',
  'HDFC Bank Koregaon Park',
  'ICICI Bank Connaught Place',
  'Axis Bank MG Road',
  'LIC Housing Finance Himayatnagar',
  'Bank of Baroda Ashram Road',
];
const FLOW = [
  'PREPARED',
  'BOOKED',
  'IN_TRANSIT',
  'DELIVERED',
  'DELIVERED',
  'DELIVERED',
  'RETURNED',
  'DELIVERED',
  'BOOKED',
  'IN_TRANSIT',
  'LOST',
  'PREPARED',
];

/** Demo hard-copy dispatches in every status (part of the demo seed, never of migrations). */
export async function seedDispatchDemo(tx: Db, opts: { adminId: number; branchIds: number[] }): Promise<void> {
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const rows = FLOW.map((status, i) => {
    const sent = status !== 'PREPARED';
    return {
      dispatch_no: `SEED-${i}`,
      company_branch_id: opts.branchIds[i % opts.branchIds.length],
      addressee: ADDRESSEES[i % ADDRESSEES.length],
      address: 'Branch Manager, Loans Department',
      case_nos: [
        `BR/2526/${String(120 + i * 3).padStart(6, '0')}`,
        ...(i % 3 === 0 ? [`BR/2526/${String(121 + i * 3).padStart(6, '0')}`] : []),
      ],
      enclosures: i % 2 ? ['VALUATION_REPORT', 'INVOICE'] : ['VALUATION_REPORT'],
      copies: 1 + (i % 3),
      courier_company: sent ? COURIERS[i % COURIERS.length] : null,
      awb_no: sent ? `${['BD', 'DT', 'EE', 'PC'][i % 4]}${String(70214530 + i * 97)}` : null,
      dispatched_on: sent ? day(20 - i) : null,
      charges: sent ? 60 + (i % 4) * 15.5 : null,
      status,
      delivered_at: status === 'DELIVERED' ? day(18 - i) : null,
      received_by: status === 'DELIVERED' ? 'Branch inward desk' : null,
      created_by: opts.adminId,
    };
  });
  await tx.insert(dispatchHardCopies).values(rows);
  await tx
    .update(dispatchHardCopies)
    .set({ dispatch_no: sql`'DSP/' || ${financialYear(new Date())} || '/' || lpad(${dispatchHardCopies.id}::text, 6, '0')` })
    .where(sql`${dispatchHardCopies.dispatch_no} like 'SEED-%'`);
}
