import { useMemo, useState } from 'react';
import type { ApiError } from 'shared/core';
import { ResourcePage, type RowAction } from 'shared/kit';
import type { ResourceRow } from 'shared/resources';
import { Button, confirm, errorPopup, successPopup } from 'shared/ui';
import { DEDUPE_MESSAGES, dedupeResource } from '../../model';
import { CancelDuplicateDialog } from './cancel-dialog';
import { useNotDuplicateMutation, useScanDuplicatesMutation } from './dedupe-api';

const failed = (e: unknown) => void errorPopup((e as ApiError).display ?? (e as ApiError).message);

/**
 * /admin/dedupe: suspected duplicate cases, each pair with what matched. "Not a duplicate" takes
 * a pair out for good; "Cancel as duplicate" cancels one case of it through the case flow.
 */
export default function DedupePage() {
  const [scan, scanning] = useScanDuplicatesMutation();
  const [notDuplicate] = useNotDuplicateMutation();
  const [cancelling, setCancelling] = useState<ResourceRow | null>(null);

  const actions = useMemo<RowAction[]>(
    () => [
      {
        id: 'not-duplicate',
        label: 'Not a duplicate',
        run: async (row) => {
          const pair = String(row.pair_label);
          if (
            !(await confirm({
              title: `${pair}: not a duplicate?`,
              text: 'The pair will not be shown again.',
              confirmLabel: 'Not a duplicate',
            }))
          )
            return;
          notDuplicate({ id: row.id as number, version: row.version as number })
            .unwrap()
            .then(() => successPopup(DEDUPE_MESSAGES.notDuplicate), failed);
        },
      },
      { id: 'cancel', label: 'Cancel as duplicate', destructive: true, run: setCancelling },
    ],
    [notDuplicate],
  );

  const toolbar = (
    <Button
      size="sm"
      variant="outline"
      loading={scanning.isLoading}
      onClick={() =>
        scan()
          .unwrap()
          .then((r) => successPopup(r.message), failed)
      }
    >
      Scan new cases
    </Button>
  );

  return (
    <>
      <ResourcePage desc={dedupeResource} rowActions={actions} toolbar={toolbar} />
      {cancelling && <CancelDuplicateDialog row={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}
