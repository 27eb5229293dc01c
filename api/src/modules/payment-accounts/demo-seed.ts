import type { Db } from '../../db/client';
import { companyBranches, paymentAccounts } from '../../db/schema/index';

const BANKS: Record<string, [bank: string, ifscPrefix: string, upi: string]> = {
  MUM: ['HDFC Bank', 'HDFC0000060', 'hdfcbank'],
  PUN: ['ICICI Bank', 'ICIC0000039', 'icici'],
  DEL: ['State Bank of India', 'SBIN0000691', 'sbi'],
  BLR: ['Axis Bank', 'UTIB0000009', 'axisbank'],
  HYD: ['Kotak Mahindra Bank', 'KKBK0007463', 'kotak'],
  AMD: ['Bank of Baroda', 'BARB0ASHRAM', 'barodampay'],
  CHE: ['Indian Bank', 'IDIB000A013', 'indianbk'],
};

/** One default current account per demo office, and a second (not default) for Mumbai. */
export async function seedPaymentAccountsDemo(db: Db): Promise<void> {
  const branches = await db
    .select({ id: companyBranches.id, code: companyBranches.code, name: companyBranches.branch_name })
    .from(companyBranches);
  const rows = branches.flatMap((b, i) => {
    const [bank, ifsc, upi] = BANKS[b.code] ?? ['HDFC Bank', 'HDFC0000060', 'hdfcbank'];
    const main = {
      company_branch_id: b.id,
      account_name: 'Prakash Valuers & Engineers Pvt Ltd',
      account_number: String(50200012345678 + i * 1111),
      ifsc,
      bank_name: bank,
      branch_name: b.name,
      upi_id: `valuers.${b.code.toLowerCase()}@${upi}`,
      is_default: '1',
    };
    return b.code === 'MUM'
      ? [
          main,
          {
            ...main,
            account_number: '912020045678123',
            ifsc: 'UTIB0000004',
            bank_name: 'Axis Bank',
            branch_name: 'Fort, Mumbai',
            upi_id: null,
            is_default: '0',
          },
        ]
      : [main];
  });
  if (rows.length) await db.insert(paymentAccounts).values(rows).onConflictDoNothing();
}
