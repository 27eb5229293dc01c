import { DEFAULT_MILESTONE_RECIPIENTS, MILESTONE_EVENTS, type MilestoneEvent } from 'mfe-cases/model';
import { milestoneMail, type MailFacts } from './mail-text';
import { CHANNEL, q, type LiveEvent, type Tx } from './sql';

export interface Milestone {
  event: MilestoneEvent;
  caseId: number;
  /** Facts the mail and the webhook body carry (query no., invoice no., bill id…). */
  data?: Record<string, unknown>;
}

interface CaseFacts extends MailFacts {
  bank_id: number;
  bank_branch_id: number;
  branch_email: string | null;
  recipients: string;
}

/**
 * Writes a milestone in the caller's transaction: the outbox row, the mails the bank's rules ask
 * for (Milestone Mails, default the report contacts) and a delivery per webhook endpoint of the
 * bank taking this event, then a NOTIFY that PostgreSQL delivers only if the transaction commits. A change that
 * rolls back leaves no trace; a committed one is delivered even if this process dies next.
 */
export async function emitMilestone(tx: Tx, { event, caseId, data = {} }: Milestone): Promise<void> {
  const [c] = await q<CaseFacts>(
    tx,
    `SELECT c.case_no, c.applicant_name, c.tat_due_at, c.appointment_at, c.report_no, c.bank_id, c.bank_branch_id,
            bb.contact_email AS branch_email, coalesce(r.recipients, $3) AS recipients
     FROM cases c JOIN bank_branches bb ON bb.id = c.bank_branch_id
     LEFT JOIN milestone_mail_rules r ON r.bank_id = c.bank_id AND r.event = $2
     WHERE c.id = $1`,
    [caseId, event, DEFAULT_MILESTONE_RECIPIENTS],
  );
  if (!c) return;
  const [row] = await q<{ id: string }>(
    tx,
    `INSERT INTO milestone_events (event, case_id, bank_id, bank_branch_id, data) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id`,
    [event, caseId, c.bank_id, c.bank_branch_id, JSON.stringify(data)],
  );
  const id = Number(row.id);
  if (event !== MILESTONE_EVENTS.caseMoved) {
    await queueMails(tx, id, event, caseId, { ...c, data });
    await q(
      tx,
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, url, event, case_id, case_no)
       SELECT id, $1, url, $2, $3, $4 FROM webhook_endpoints WHERE bank_id = $5 AND status = '1' AND events @> jsonb_build_array($2::text) ORDER BY id`,
      [id, event, caseId, c.case_no, c.bank_id],
    );
  }
  const live: LiveEvent = { id, event, case_id: caseId, bank_id: c.bank_id, bank_branch_id: c.bank_branch_id };
  await q(tx, `SELECT pg_notify($1, $2)`, [CHANNEL, JSON.stringify(live)]);
}

/** The contacts of the rule's purpose (the branch's own, else the bank's), else the branch's own address. */
async function queueMails(tx: Tx, eventId: number, event: MilestoneEvent, caseId: number, c: CaseFacts) {
  if (c.recipients === 'OFF') return;
  const mail = milestoneMail(event, c);
  if (!mail) return;
  const contacts = await q<{ email: string; bank_branch_id: number | null }>(
    tx,
    `SELECT email, bank_branch_id FROM email_contacts WHERE bank_id = $1 AND purpose = $2 AND status = '1' ORDER BY id`,
    [c.bank_id, c.recipients],
  );
  const own = contacts.filter((x) => x.bank_branch_id === c.bank_branch_id);
  const chosen = (own.length ? own : contacts.filter((x) => x.bank_branch_id == null)).map((x) => x.email);
  const to = [...new Set((chosen.length ? chosen : [c.branch_email ?? '']).map((e) => e.trim().toLowerCase()).filter(Boolean))];
  for (const email of to) {
    await q(
      tx,
      `INSERT INTO milestone_mails (event_id, event, case_id, case_no, to_email, subject, body) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [eventId, event, caseId, c.case_no, email, mail.subject, mail.body],
    );
  }
}

/**
 * The milestones of one case move: always `case.moved` (open screens refresh), a visit appointment
 * set by (re)allocation or the visit, and the report's release.
 */
export async function emitMove(tx: Tx, caseId: number, move: { id: string; to: string; appointmentSet: boolean }): Promise<void> {
  await emitMilestone(tx, { event: MILESTONE_EVENTS.caseMoved, caseId, data: { move: move.id, status: move.to } });
  if (move.appointmentSet && ['allocate', 'reallocate'].includes(move.id))
    await emitMilestone(tx, { event: MILESTONE_EVENTS.siteVisitScheduled, caseId });
  if (move.to === 'RELEASED') await emitMilestone(tx, { event: MILESTONE_EVENTS.reportReleased, caseId });
}

/**
 * A query staff raise on a case: its case moves (into QUERY_PENDING), and the bank is told of a
 * query raised by the firm, i.e. neither one recorded for the bank itself (source BANK) nor one
 * that stays inside the firm (INTERNAL).
 */
export async function emitQueryRaised(tx: Tx, query: Record<string, unknown>, queryNo: string): Promise<void> {
  const caseId = Number(query.case_id);
  await emitMilestone(tx, { event: MILESTONE_EVENTS.caseMoved, caseId });
  if (query.source === 'BANK' || query.source === 'INTERNAL') return;
  await emitMilestone(tx, {
    event: MILESTONE_EVENTS.queryRaised,
    caseId,
    data: { query_no: queryNo, subject: query.subject, description: query.description },
  });
}

/** Issued invoices: each is told on the first case it bills (a bill's lines name its cases). */
export async function emitInvoicesIssued(tx: Tx, issued: { id: number; invoice_no: string }[]): Promise<void> {
  for (const bill of issued) {
    const [line] = await q<{ case_id: number }>(tx, `SELECT min(case_id) AS case_id FROM bill_lines WHERE bill_id = $1`, [bill.id]);
    if (line?.case_id)
      await emitMilestone(tx, {
        event: MILESTONE_EVENTS.invoiceIssued,
        caseId: line.case_id,
        data: { bill_id: bill.id, invoice_no: bill.invoice_no },
      });
  }
}
