import { Badge } from 'shared/ui';
import { CASE_STATE_LABELS, CASE_STATE_PALETTE, TAT_STATE_LABELS, type CaseState, type TatState } from '../../model';

export function StatusBadge({ status, level }: { status: CaseState; level?: number | null }) {
  return (
    <Badge colorPalette={CASE_STATE_PALETTE[status] ?? 'gray'} variant="subtle">
      {CASE_STATE_LABELS[status] ?? status}
      {status === 'STAGE_REVIEW' && level ? ` L${level}` : ''}
    </Badge>
  );
}

const TAT_COLOURS: Record<TatState, string> = { ON_TIME: 'green', DUE_TODAY: 'orange', BREACHED: 'red', CANCELLED: 'gray' };

export function TatBadge({ state }: { state: TatState | null | undefined }) {
  if (!state) return null;
  return (
    <Badge colorPalette={TAT_COLOURS[state]} variant="solid" aria-label={`TAT ${TAT_STATE_LABELS[state]}`}>
      {TAT_STATE_LABELS[state]}
    </Badge>
  );
}
