// The parts of the engineer's day that use the UI kit, each in its own UiIsland (the page is
// started without the kit: PageDecl.start 'light'); loaded once, through kit.ts.
import { UiHosts, UiIsland } from 'shared/ui';
import { MoveDialog } from '../case-list/move-dialog';
import { GuidedVisit } from '../site-visit/guided-visit';
import { ObservationsForm } from './observations-form';
import type { CaseDetail } from '../../model';
import type { QueueRow } from './visit-card';

export { toaster } from 'shared/ui';

/** The toaster, popup and confirm hosts: mounted once by the page. */
export const KitHosts = UiHosts;

export function MarkVisited({ row, onClose }: { row: QueueRow; onClose: () => void }) {
  return (
    <UiIsland>
      <MoveDialog target={row} move="visit" onClose={onClose} />
    </UiIsland>
  );
}

export function Observations({ detail }: { detail: CaseDetail }) {
  return (
    <UiIsland>
      <ObservationsForm detail={detail} />
    </UiIsland>
  );
}

export function GuidedVisitPanel({ caseId, userId }: { caseId: number; userId: number }) {
  return (
    <UiIsland>
      <GuidedVisit caseId={caseId} userId={userId} />
    </UiIsland>
  );
}
