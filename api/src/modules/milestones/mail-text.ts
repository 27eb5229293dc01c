import { istDateTime, MILESTONE_EVENTS, type MilestoneEvent } from 'mfe-cases/model';

/** What a milestone mail says, from its case and the event's data. */
export interface MailFacts {
  case_no: string;
  applicant_name: string | null;
  tat_due_at: string | null;
  appointment_at: string | null;
  report_no: string | null;
  data: Record<string, unknown>;
}

const SIGN_OFF = '\n\nRegards,\nValuation Back Office\n';

export function milestoneMail(event: MilestoneEvent, f: MailFacts): { subject: string; body: string } | null {
  const who = f.applicant_name ? ` (applicant ${f.applicant_name})` : '';
  switch (event) {
    case MILESTONE_EVENTS.requestAccepted:
      return {
        subject: `Valuation request accepted: case ${f.case_no}`,
        body: `Dear Sir / Madam,\n\nYour valuation request${who} is accepted as case ${f.case_no}. The report is due by ${istDateTime(f.tat_due_at)}.${SIGN_OFF}`,
      };
    case MILESTONE_EVENTS.siteVisitScheduled:
      return {
        subject: `Site visit scheduled: case ${f.case_no}`,
        body: `Dear Sir / Madam,\n\nThe site visit for case ${f.case_no}${who} is scheduled for ${istDateTime(f.appointment_at)}.${SIGN_OFF}`,
      };
    case MILESTONE_EVENTS.queryRaised:
      return {
        subject: `Query ${String(f.data.query_no ?? '')} on case ${f.case_no}`,
        body: `Dear Sir / Madam,\n\nWe have a query on case ${f.case_no}${who}:\n\n${String(f.data.subject ?? '')}\n${String(f.data.description ?? '')}\n\nPlease answer it on the case.${SIGN_OFF}`,
      };
    case MILESTONE_EVENTS.reportReleased:
      return {
        subject: `Valuation report ${f.report_no ?? ''} (case ${f.case_no})`,
        body: `Dear Sir / Madam,\n\nPlease find attached our valuation report ${f.report_no ?? ''} for case ${f.case_no}${who}.${SIGN_OFF}`,
      };
    case MILESTONE_EVENTS.invoiceIssued:
      return {
        subject: `Tax invoice ${String(f.data.invoice_no ?? '')} (case ${f.case_no})`,
        body: `Dear Sir / Madam,\n\nPlease find attached our tax invoice ${String(f.data.invoice_no ?? '')} for case ${f.case_no}${who}.${SIGN_OFF}`,
      };
    default:
      return null;
  }
}
