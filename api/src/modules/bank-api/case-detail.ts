import { sql } from 'drizzle-orm';
import { rows, one, type Runner } from '../../db/rows';
import { bankScopeSelect } from './case-fields';
import { ownCase, type BankScope } from './scope';
import { BANK_CANCELLABLE_STATES, BANK_REPORT_STATES, bankStageOf, type BankStage, type CaseState } from 'mfe-cases/model';

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v == null ? null : new Date(String(v)).toISOString());
const ISSUED = sql.raw(`('ISSUED', 'PART_PAID', 'PAID')`);

export interface BankComment {
  id: number;
  author_name: string;
  body: string;
  created_at: string;
}

/**
 * A case as its bank sees it: the case's facts, its stage, the engineer's name and the firm's
 * contact (no other staff name), the timeline of stages with their dates (never the firm's internal
 * comments), the issued invoices, whether the signed report can be downloaded, and the query threads
 * (the firm's comments signed by the firm, not by the staff member who wrote them).
 */
export async function readBankCase(db: Runner, scope: BankScope, id: number) {
  await ownCase(db, scope, id);
  const c = (await one<Record<string, unknown>>(db, sql`SELECT ${bankScopeSelect} FROM cases WHERE cases.id = ${id}`))!;
  const firm = await one<{ firm_name: string | null; email: string | null; phone: string | null; office: string | null }>(
    db,
    sql`SELECT (SELECT coalesce(p.trade_name, p.legal_name) FROM company_profile p ORDER BY p.id LIMIT 1) AS firm_name,
               (SELECT p.email FROM company_profile p ORDER BY p.id LIMIT 1) AS email,
               (SELECT p.phone FROM company_profile p ORDER BY p.id LIMIT 1) AS phone,
               cb.branch_name AS office
        FROM cases JOIN company_branches cb ON cb.id = cases.company_branch_id WHERE cases.id = ${id}`,
  );
  const history = await rows<{ to_status: CaseState; from_status: CaseState | null; changed_at: Date }>(
    db,
    sql`SELECT to_status, from_status, changed_at FROM case_status_history WHERE case_id = ${id} ORDER BY changed_at, id`,
  );
  const timeline: { stage: BankStage; at: string }[] = [{ stage: 'RECEIVED', at: iso(c.received_at)! }];
  let held: CaseState | null = null;
  for (const h of history) {
    if (h.to_status === 'ON_HOLD' || h.to_status === 'QUERY_PENDING')
      held = h.from_status === 'ON_HOLD' || h.from_status === 'QUERY_PENDING' ? held : h.from_status;
    const stage = bankStageOf(h.to_status, held);
    if (stage !== timeline.at(-1)!.stage) timeline.push({ stage, at: iso(h.changed_at)! });
  }
  const invoices = await rows<{ id: number; invoice_no: string; invoice_date: string; total: number }>(
    db,
    sql`SELECT DISTINCT b.id, b.invoice_no, to_char(b.invoice_date, 'YYYY-MM-DD') AS invoice_date, b.total::float8 AS total
        FROM bills b JOIN bill_lines l ON l.bill_id = b.id
        WHERE l.case_id = ${id} AND b.invoice_no IS NOT NULL AND b.status IN ${ISSUED} ORDER BY b.id`,
  );
  const status = c.status as CaseState;
  const { status: _s, held_from: _h, ...facts } = c;
  return {
    ...facts,
    received_at: iso(c.received_at),
    appointment_at: iso(c.appointment_at),
    tat_due_at: iso(c.tat_due_at),
    report_available: BANK_REPORT_STATES.includes(status),
    can_cancel: BANK_CANCELLABLE_STATES.includes(status),
    firm_contact: { name: firm?.firm_name ?? null, office: firm?.office ?? null, email: firm?.email ?? null, phone: firm?.phone ?? null },
    timeline,
    invoices,
    queries: await bankQueries(db, id, firm?.firm_name ?? 'The firm'),
  };
}

/** A case's queries with their threads, as the bank sees them. */
export async function bankQueries(db: Runner, caseId: number, firmName: string) {
  const list = await rows<{ id: number; query_no: string; subject: string; status: string; created_at: Date }>(
    db,
    sql`SELECT id, query_no, subject, status, created_at FROM case_queries WHERE case_id = ${caseId} ORDER BY id`,
  );
  const comments = await rows<{ id: number; query_id: number; author_label: string | null; body: string; created_at: Date }>(
    db,
    sql`SELECT c.id, c.query_id, c.author_label, c.body, c.created_at FROM case_query_comments c
        JOIN case_queries q ON q.id = c.query_id WHERE q.case_id = ${caseId} ORDER BY c.id`,
  );
  return list.map((q) => ({
    ...q,
    created_at: iso(q.created_at),
    comments: comments
      .filter((m) => m.query_id === q.id)
      .map((m): BankComment => ({ id: m.id, author_name: m.author_label ?? firmName, body: m.body, created_at: iso(m.created_at)! })),
  }));
}
