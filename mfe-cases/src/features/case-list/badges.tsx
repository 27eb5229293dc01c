import { Badge } from 'shared/ui';
import { CASE_STATE_LABELS, TAT_STATE_LABELS, type CaseState, type TatState } from '../../model';

const STATE_COLOURS: Partial<Record<CaseState, string>> = {
  INITIATED: 'gray',
  ALLOCATED: 'blue',
  SITE_VISIT: 'cyan',
  WIP: 'purple',
  STAGE_REVIEW: 'orange',
  RELEASED: 'green',
  DISPATCHED: 'teal',
  CLOSED: 'green',
  ON_HOLD: 'yellow',
  QUERY_PENDING: 'yellow',
  REWORK: 'red',
  CANCELLED: 'red',
};

export function StatusBadge({ status, level }: { status: CaseState; level?: number | null }) {
  return (
    <Badge colorPalette={STATE_COLOURS[status] ?? 'gray'} variant="subtle">
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
