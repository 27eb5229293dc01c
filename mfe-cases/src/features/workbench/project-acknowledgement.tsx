import { Alert } from 'shared/ui';
import { istDateTime, type CaseDetail } from '../../model';

/**
 * The negative / NPA project warning the initiator acknowledged (who, when, what it said), kept on
 * the case so every later reader sees the risk the bank was warned of.
 */
export function ProjectAcknowledgement({ detail }: { detail: CaseDetail }) {
  const warning = detail.project_warning as string | null;
  if (!warning) return null;
  const by = (detail.project_warning_ack_by_name as string | null) ?? 'a user no longer listed';
  const at = detail.project_warning_ack_at as string | null;
  return (
    <Alert.Root status="warning" role="note" aria-label="Project warning acknowledged">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          Project warning acknowledged by {by}
          {at ? ` on ${istDateTime(at)}` : ''}
        </Alert.Title>
        <Alert.Description>{warning}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
