import { useCallback, useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { http, type ApiError } from 'shared/core';
import { Alert, Button, Heading, Spinner, Table } from 'shared/ui';
import { LEAVE_TYPE_OPTIONS, UNLIMITED_LEAVE_TYPES, type MyLeaveBalance } from '../../model';

export interface MyBalanceHandle {
  reload(): void;
}

const label = (type: string) => LEAVE_TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type;
const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** The signed-in person's balance of every leave type this year (GET leave-balances/mine). */
export function MyBalance({ ref }: { ref?: Ref<MyBalanceHandle> }) {
  const [state, setState] = useState<{ year: number; data: MyLeaveBalance[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    setError(null);
    try {
      const { data } = await http.get<{ year: number; data: MyLeaveBalance[] }>('leave-balances/mine');
      setState(data);
    } catch (e) {
      setError((e as ApiError).display ?? (e as ApiError).message);
    }
  }, []);
  useEffect(() => void load(), [load]);
  useImperativeHandle(ref, () => ({ reload: () => void load() }), [load]);

  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{error}</Alert.Title>
        <Button size="xs" onClick={() => void load()}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  if (!state) return <Spinner aria-label="Loading my leave balance" />;
  return (
    <section aria-labelledby="my-balance">
      <Heading id="my-balance" size="md" mb="2">
        My Leave Balance {state.year}
      </Heading>
      <Table.Root size="sm" aria-label="My Leave Balance" maxW="3xl">
        <Table.Header>
          <Table.Row>
            {['Type', 'Allotted', 'Used', 'Pending', 'Available'].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {state.data.map((b) => (
            <Table.Row key={b.leave_type}>
              <Table.Cell>{label(b.leave_type)}</Table.Cell>
              <Table.Cell>{UNLIMITED_LEAVE_TYPES.includes(b.leave_type) ? 'No limit' : num(b.allotted)}</Table.Cell>
              <Table.Cell>{num(b.used)}</Table.Cell>
              <Table.Cell>{num(b.pending)}</Table.Cell>
              <Table.Cell>{UNLIMITED_LEAVE_TYPES.includes(b.leave_type) ? '—' : num(b.available)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </section>
  );
}
