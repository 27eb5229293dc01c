import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankBranches, banks } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import type { WriteContext } from '../../kit/index';

const fieldError = (status: number, field: string, message: string) => new HttpError(status, message, { [field]: message });

/**
 * Rules that need the other branches: a branch name once per bank (any letter case), and an IFSC
 * whose bank code (first 4 letters) matches the bank's other branches.
 */
export async function checkBranchWrite(db: Db, { columns, current }: Pick<WriteContext, 'columns' | 'current'>): Promise<void> {
  const bankId = (columns.bank_id ?? current?.bank_id) as number | undefined;
  const name = (columns.branch_name ?? current?.branch_name) as string | undefined;
  const ifsc = ('ifsc' in columns ? columns.ifsc : current?.ifsc) as string | null | undefined;
  const notSelf = current ? ne(bankBranches.id, current.id as number) : undefined;
  if (!bankId) return;

  if (name && ('branch_name' in columns || 'bank_id' in columns)) {
    const [dup] = await db
      .select({ id: bankBranches.id })
      .from(bankBranches)
      .where(and(eq(bankBranches.bank_id, bankId), sql`lower(${bankBranches.branch_name}) = lower(${name})`, notSelf))
      .limit(1);
    if (dup) throw fieldError(409, 'branch_name', `This bank already has a branch named ${name}.`);
  }

  if (ifsc && ('ifsc' in columns || 'bank_id' in columns)) {
    const prefix = sql<string>`left(${bankBranches.ifsc}, 4)`;
    const [usual] = await db
      .select({ prefix, bank: banks.name })
      .from(bankBranches)
      .innerJoin(banks, eq(banks.id, bankBranches.bank_id))
      .where(and(eq(bankBranches.bank_id, bankId), isNotNull(bankBranches.ifsc), notSelf))
      .groupBy(prefix, banks.name)
      .orderBy(desc(sql`count(*)`))
      .limit(1);
    if (usual && usual.prefix !== ifsc.slice(0, 4)) {
      throw fieldError(400, 'ifsc', `IFSC must start with ${usual.prefix}, like the other branches of ${usual.bank}`);
    }
  }
}
