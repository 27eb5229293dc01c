import { useEffect, useMemo, useRef, useState } from 'react';
import type { ApiError } from 'shared/core';
import { PAGE_NAMES } from 'shared/resources';
import {
  Alert,
  Box,
  Button,
  CloseButton,
  confirm,
  Dialog,
  HStack,
  Input,
  Portal,
  SimpleGrid,
  Spinner,
  Text,
  successPopup,
} from 'shared/ui';
import { useLazyRightsQuery, useSaveRightsMutation, type RightsMatrix } from '../../lib/hr-api';
import { pageLabel } from './rights-api';

type Load = { status: 'loading' } | { status: 'failed'; error: ApiError } | { status: 'loaded'; matrix: RightsMatrix };

/** Edits one user's rights as a matrix over every page name; PUT rights/{user_id} on save. */
export function RightsDialog({ user, onClose, onSaved }: { user: { id: number; name?: unknown }; onClose(): void; onSaved?(): void }) {
  const [fetchRights] = useLazyRightsQuery();
  const [saveRights] = useSaveRightsMutation();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [granted, setGranted] = useState<Set<string>>(new Set());
  const [initial, setInitial] = useState<Set<string>>(new Set());
  const [filter, setFilter] = useState('');
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
  const shown = PAGE_NAMES.filter((p) => !filter || p.includes(filter.toLowerCase().replace(/\s+/g, '_')));
  const toggle = (page: string, on: boolean) =>
    setGranted((g) => {
      const next = new Set(g);
      if (on) next.add(page);
      else next.delete(page);
      return next;
    });
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
              {load.status === 'loaded' && (
                <>
                  <HStack mb="3" gap="2" wrap="wrap">
                    <Input
                      size="sm"
                      maxW="xs"
                      type="search"
                      placeholder="Filter pages…"
                      aria-label="Filter pages"
                      value={filter}
                      onChange={(e) => setFilter(e.target.value)}
                    />
                    <Button size="xs" variant="outline" onClick={() => setGranted(new Set(PAGE_NAMES))}>
                      Grant all
                    </Button>
                    <Button size="xs" variant="outline" onClick={() => setGranted(new Set())}>
                      Revoke all
                    </Button>
                    <Text fontSize="sm" color="fg.muted" aria-live="polite">
                      {granted.size} of {PAGE_NAMES.length} pages viewable
                    </Text>
                  </HStack>
                  <SimpleGrid
                    role="group"
                    aria-label="Page rights"
                    columns={{ base: 1, md: 2, lg: 3 }}
                    gap="1"
                    css={{ '& input': { accentColor: 'var(--chakra-colors-blue-600)', mr: '2' } }}
                  >
                    {shown.map((page) => (
                      <Box as="label" key={page} fontSize="sm" display="flex" alignItems="center" title={page}>
                        <input type="checkbox" checked={granted.has(page)} onChange={(e) => toggle(page, e.target.checked)} />
                        {pageLabel(page)}
                      </Box>
                    ))}
                  </SimpleGrid>
                </>
              )}
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
