import { useMemo } from 'react';
import { ResourceFormDialog } from 'shared/kit';
import type { ResourceDesc, ResourceRow } from 'shared/resources';
import { successPopup } from 'shared/ui';
import { DEDUPE_MESSAGES, dedupeResource } from '../../model';
import { useCancelDuplicateMutation } from './dedupe-api';

/** Which case of the pair to cancel (the newer one first) and why; the reason goes into its history. */
function cancelForm(row: ResourceRow): ResourceDesc {
  const option = (side: 'a' | 'b') => ({
    value: String(row[`case_${side}`]),
    label: `${String(row[`case_${side}_no`])} (${String(row[`case_${side}_applicant`] ?? '')})`,
  });
  return {
    ...dedupeResource,
    name: 'dedupe-cancel',
    fields: [
      {
        name: 'case_id',
        label: 'Case To Cancel',
        type: 'select',
        valueType: 'integer',
        options: [option('b'), option('a')],
        required: true,
        default: Number(row.case_b),
        requiredMessage: DEDUPE_MESSAGES.chooseCase,
      },
      {
        name: 'reason',
        label: 'Reason',
        type: 'textarea',
        maxLength: 900,
        required: true,
        requiredMessage: DEDUPE_MESSAGES.reasonRequired,
        width: 'full',
      },
    ],
  };
}

export function CancelDuplicateDialog({ row, onClose }: { row: ResourceRow; onClose(): void }) {
  const [cancel] = useCancelDuplicateMutation();
  const form = useMemo(() => cancelForm(row), [row]);
  return (
    <ResourceFormDialog
      desc={form}
      mode="create"
      title={`Cancel a duplicate of pair ${String(row.pair_label)}`}
      onClose={onClose}
      submit={({ body }) =>
        cancel({
          id: row.id as number,
          version: row.version as number,
          case_id: Number(body.case_id),
          reason: String(body.reason ?? ''),
        }).unwrap()
      }
      onSaved={() => {
        onClose();
        void successPopup(DEDUPE_MESSAGES.cancelled);
      }}
    />
  );
}
