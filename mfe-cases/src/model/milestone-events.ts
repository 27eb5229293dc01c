/**
 * The milestones a bank hears about (issue 27): each is written to the outbox in the transaction
 * of the change that causes it, then mailed (per the bank's rules, milestones.ts), posted to the
 * bank's webhooks and pushed to open screens. `case.moved` (any status change) only refreshes screens.
 */
export const MILESTONE_EVENTS = {
  requestAccepted: 'request.accepted',
  siteVisitScheduled: 'site_visit.scheduled',
  queryRaised: 'query.raised',
  reportReleased: 'report.released',
  invoiceIssued: 'invoice.issued',
  caseMoved: 'case.moved',
} as const;
export type MilestoneEvent = (typeof MILESTONE_EVENTS)[keyof typeof MILESTONE_EVENTS];
