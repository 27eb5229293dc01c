/**
 * A bank whose empanelment has lapsed (bank master's Empanelled To before today, IST): its case
 * lists flag the case, and releasing a report asks for an explicit acknowledgement with a reason,
 * kept as the release's comment in the case history.
 */
export interface PanelFacts {
  /** True when the bank's panel ended before today (list and detail rows). */
  panel_lapsed?: boolean | null;
  /** The bank's Empanelled To (YYYY-MM-DD). */
  panel_to?: string | null;
}

export const panelLapsedMessage = (bank: string, to: string): string =>
  `The empanelment with ${bank} lapsed on ${to}: tick the acknowledgement and give a reason to release.`;

/** The release comment kept in the history. */
export const panelAckComment = (to: string, reason: string): string => `Released with the empanelment lapsed on ${to}. Reason: ${reason}`;
