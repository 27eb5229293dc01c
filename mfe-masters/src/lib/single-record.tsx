import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { ApiError } from 'shared/core';
import { createRecord, fetchList, ResourceFormDialog, updateRecord, type SubmitArgs } from 'shared/kit';
import { Alert, Button, Card, HStack, Spinner, Text, successPopup } from 'shared/ui';
import type { Mode, ResourceDesc, ResourceRow } from 'shared/resources';

type State = { status: 'loading' } | { status: 'failed'; error: ApiError } | { status: 'loaded'; row: ResourceRow | null };

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A master kept as one record (the company profile, the mail sender): loads it, offers to add it
 * when there is none, shows it through `card` and edits it in the resource's form dialog.
 */
export function SingleRecord({
  desc,
  empty,
  card,
}: {
  desc: ResourceDesc;
  empty: string;
  card(row: ResourceRow, edit: () => void): ReactNode;
}) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [form, setForm] = useState<Mode | null>(null);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((t) => t + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchList(desc, { page: 1, pageSize: 1 }, controller.signal).then(
      (res) => !controller.signal.aborted && setState({ status: 'loaded', row: res.data[0] ?? null }),
      (error: ApiError) => !controller.signal.aborted && setState({ status: 'failed', error }),
    );
    return () => controller.abort();
  }, [desc, tick]);

  const row = state.status === 'loaded' ? state.row : null;
  const submit = (args: SubmitArgs) => (form === 'update' && row ? updateRecord(desc, row.id, args.body) : createRecord(desc, args.body));

  return (
    <>
      {state.status === 'loading' && (
        <HStack role="status" gap="2">
          <Spinner size="sm" />
          <Text>Loading {desc.title}…</Text>
        </HStack>
      )}
      {state.status === 'failed' && (
        <Alert.Root status="error" maxW="xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{state.error.display}</Alert.Title>
            {state.error.message !== state.error.display && <Alert.Description>{state.error.message}</Alert.Description>}
          </Alert.Content>
          <Button size="sm" onClick={reload}>
            Retry
          </Button>
        </Alert.Root>
      )}
      {state.status === 'loaded' && !row && (
        <Card.Root maxW="xl" as="section" aria-label={capital(desc.singular)}>
          <Card.Body>
            <Text mb="3">{empty}</Text>
            <Button size="sm" colorPalette="blue" alignSelf="start" onClick={() => setForm('create')}>
              Add {desc.singular}
            </Button>
          </Card.Body>
        </Card.Root>
      )}
      {row && card(row, () => setForm('update'))}
      {form && (
        <ResourceFormDialog
          desc={desc}
          mode={form}
          record={form === 'update' ? row : null}
          onClose={() => setForm(null)}
          submit={submit}
          onSaved={async () => {
            const mode = form;
            setForm(null);
            await successPopup(mode === 'create' ? desc.messages.created : desc.messages.updated);
            reload();
          }}
        />
      )}
    </>
  );
}
