import { useEffect, useMemo, useRef, useState } from 'react';
import type { ApiError } from 'shared/core';
import { PAGE_NAMES } from 'shared/resources';
import { Alert, Button, CloseButton, confirm, Dialog, HStack, Portal, Spinner, Text, successPopup } from 'shared/ui';
import { useLazyRightsQuery, useSaveRightsMutation, type RightsMatrix } from '../../lib/hr-api';
import { RightsPicker } from './rights-picker';

type Load = { status: 'loading' } | { status: 'failed'; error: ApiError } | { status: 'loaded'; matrix: RightsMatrix };

/** Edits one user's rights over every page name with the rights picker; PUT rights/{user_id} on save. */
export function RightsDialog({ user, onClose, onSaved }: { user: { id: number; name?: unknown }; onClose(): void; onSaved?(): void }) {
  const [fetchRights] = useLazyRightsQuery();
  const [saveRights] = useSaveRightsMutation();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [granted, setGranted] = useState<Set<string>>(new Set());
  const [initial, setInitial] = useState<Set<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const [tick, setTick] = useState(0);
  // Close first, then act: a popup opened while this dialog restores focus would be dismissed.
  const [open, setOpen] = useState(true);
  const afterExit = useRef<() => void>(onClose);
  const closeThen = (next: () => void) => {
    afterExit.current = next;
    setOpen(false);
  };

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    const request = fetchRights(user.id);
    request.unwrap().then(
      (matrix) => {
        const on = new Set(matrix.rights.filter((r) => r.view_status === '1').map((r) => r.page.name as string));
        setGranted(on);
        setInitial(on);
        setLoad({ status: 'loaded', matrix });
      },
      (e: ApiError) => live && setLoad({ status: 'failed', error: e }),
    );
    return () => {
      live = false;
      request.abort();
    };
  }, [fetchRights, user.id, tick]);

  const dirty = useMemo(() => granted.size !== initial.size || [...granted].some((p) => !initial.has(p)), [granted, initial]);
  const close = async () => {
    if (saving) return;
    if (
      dirty &&
      !(await confirm({
        title: 'Discard unsaved changes?',
        text: 'The rights you changed are not saved.',
        confirmLabel: 'Discard changes',
        cancelLabel: 'Keep editing',
        destructive: true,
      }))
    )
      return;
    closeThen(onClose);
  };
  const save = async () => {
    setSaving(true);
    setError('');
    try {
      if (load.status !== 'loaded') return;
      await saveRights({
        userId: user.id,
        version: load.matrix.version,
        rights: PAGE_NAMES.map((name) => ({ page: { name }, view_status: granted.has(name) ? '1' : '0' })),
      }).unwrap();
      closeThen(async () => {
        onClose();
        await successPopup('Successfully Updated The User Rights!');
        onSaved?.();
      });
    } catch (e) {
      setError((e as ApiError).message);
    } finally {
      setSaving(false);
    }
  };
  const name = String(user.name ?? `#${user.id}`);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && void close()}
      onExitComplete={() => afterExit.current()}
      size="xl"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={`Rights of ${name}`}>
            <Dialog.Header>
              <Dialog.Title>Rights of {name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {load.status === 'loading' && (
                <HStack role="status">
                  <Spinner size="sm" />
                  <Text>Loading rights…</Text>
                </HStack>
              )}
              {load.status === 'failed' && (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{load.error.display}</Alert.Title>
                  <Button size="sm" onClick={() => setTick((t) => t + 1)}>
                    Retry
                  </Button>
                </Alert.Root>
              )}
              {error && (
                <Alert.Root status="error" mb="3">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
              {load.status === 'loaded' && <RightsPicker granted={granted} onChange={setGranted} exceptUserId={user.id} />}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => void close()} disabled={saving}>
                Cancel
              </Button>
              <Button colorPalette="blue" onClick={() => void save()} loading={saving} disabled={load.status !== 'loaded'}>
                Save rights
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
