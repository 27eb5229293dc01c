import { useState } from 'react';
import type { ApiError } from 'shared/core';
import type { ResourceRow } from 'shared/resources';
import { Alert, Button, Dialog, Field, Portal, Stack, Text, Textarea, successPopup } from 'shared/ui';
import { useAcceptRequestMutation, useRejectRequestMutation } from './online-requests-api';

export type Decision = 'accept' | 'reject';

/**
 * Accept (the request becomes an initiated case; a possible duplicate is shown and the user may
 * accept anyway) or reject with the reason the branch will read. Refusals show in the dialog.
 */
export function DecideDialog({ row, decision, onClose }: { row: ResourceRow; decision: Decision; onClose(): void }) {
  const [accept] = useAcceptRequestMutation();
  const [reject] = useRejectRequestMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (decision === 'reject' && !reason.trim()) return setError('A reason is required to reject a request.');
    setBusy(true);
    try {
      const res =
        decision === 'accept' ? await accept({ row, ignore_duplicates: duplicate }).unwrap() : await reject({ row, reason }).unwrap();
      onClose();
      await successPopup(res.message);
    } catch (e) {
      const err = e as ApiError;
      // The cases module's duplicate check: the user has seen it and may accept anyway.
      if (decision === 'accept' && err.status === 409 && (err.data as { duplicates?: unknown[] } | undefined)?.duplicates)
        setDuplicate(true);
      setError(err.message);
    } finally {
      setBusy(false);
    }
  };
  const title = `${decision === 'accept' ? 'Accept' : 'Reject'} request ${row.id}: ${String(row.applicant_name)}`;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {error && (
                  <Alert.Root status={duplicate ? 'warning' : 'error'}>
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                )}
                {decision === 'accept' ? (
                  <Text>The request becomes an initiated case (channel Bank portal) with its documents.</Text>
                ) : (
                  <Field.Root required invalid={!!error && !reason.trim()}>
                    <Field.Label>
                      Reason (the branch will see it)
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
                  </Field.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette={decision === 'accept' ? 'blue' : 'red'} loading={busy} onClick={() => void run()}>
                {decision === 'accept' ? (duplicate ? 'Accept anyway' : 'Accept') : 'Reject'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
