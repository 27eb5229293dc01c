import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/errors';
import type { Actor, CaseFindRow, CaseView } from 'mfe-cases/model';
import { listCases } from './list';
import { VIEW_STATES } from './list-slice';
import { rows } from '../../db/rows';

/** How many cases the top bar's search offers at most. */
export const FIND_LIMIT = 8;
/** Fewer trailing digits than this match a tenth or more of all cases: not worth offering. */
const MIN_DIGITS = 3;

const FIND_RIGHTS: Partial<Record<CaseView, Parameters<Actor['can']>[0]>> = { wip: 'work_in_progress_case_page' };

const COLUMNS = sql`c.id, c.case_no, c.applicant_name, b.name AS bank_name, c.status`;

/**
 * The top bar's search over a page's cases (the Work In Progress list): by the last digits of a
 * case number, by a bank's name, and by the list's own search (case no., applicant, bank ref.,
 * address), in that order, at most FIND_LIMIT cases, newest first within each.
 */
export async function findCases(db: Db, text: string, view: CaseView, actor: Actor): Promise<CaseFindRow[]> {
  const right = FIND_RIGHTS[view];
  if (!right || !actor.can(right)) throw forbidden();
  const q = text.trim();
  if (!q) return [];
  const states = VIEW_STATES[view] ?? [];
  const inView = sql`c.status IN (${sql.join(
    states.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  const found: CaseFindRow[] = [];
  const add = (list: Omit<CaseFindRow, 'matched'>[], matched: CaseFindRow['matched']) => {
    for (const r of list) if (found.length < FIND_LIMIT && !found.some((f) => f.id === r.id)) found.push({ ...r, matched });
  };
  const pick = (where: SQL) =>
    rows<Omit<CaseFindRow, 'matched'>>(
      db,
      sql`SELECT ${COLUMNS} FROM cases c JOIN banks b ON b.id = c.bank_id
          WHERE ${where} AND ${inView} ORDER BY c.received_at DESC, c.id DESC LIMIT ${FIND_LIMIT}`,
    );
  if (new RegExp(`^[0-9]{${MIN_DIGITS},}$`).test(q)) {
    const reversed = [...q].reverse().join('');
    add(await pick(sql`reverse(c.case_no) LIKE ${`${reversed}%`}`), 'case_no');
  }
  if (q.length >= 2 && found.length < FIND_LIMIT) {
    const banks = await rows<{ id: number }>(
      db,
      sql`SELECT id FROM banks WHERE name ILIKE ${`%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} LIMIT 20`,
    );
    if (banks.length) add(await pick(sql`c.bank_id = ANY(${`{${banks.map((b) => b.id).join(',')}}`}::int[])`), 'bank');
  }
  if (found.length < FIND_LIMIT) {
    const page = await listCases(db, { view, search: q, page: 1, pageSize: FIND_LIMIT }, actor);
    add(
      page.data.map((r) => ({ id: r.id, case_no: r.case_no, applicant_name: r.applicant_name, bank_name: r.bank_name, status: r.status })),
      'text',
    );
  }
  return found;
}
