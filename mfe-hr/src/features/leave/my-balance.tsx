import { useImperativeHandle, type Ref } from 'react';
import type { ApiError } from 'shared/core';
import { Alert, Button, Heading, Spinner, Table } from 'shared/ui';
import { useMyLeaveBalanceQuery } from '../../lib/hr-api';
import { LEAVE_TYPE_OPTIONS, UNLIMITED_LEAVE_TYPES, type MyLeaveBalance } from '../../model';

export interface MyBalanceHandle {
  reload(): void;
}

const label = (type: string) => LEAVE_TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type;
const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** The signed-in person's balance of every leave type this year (GET leave-balances/mine). */
export function MyBalance({ ref }: { ref?: Ref<MyBalanceHandle> }) {
  // Any leave applied for or decided invalidates the leaves' tag, which this balance also carries.
  const { data: state, error: failed, refetch } = useMyLeaveBalanceQuery();
  const error = failed ? ((failed as ApiError).display ?? (failed as ApiError).message) : null;
  useImperativeHandle(ref, () => ({ reload: () => void refetch() }), [refetch]);

  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{error}</Alert.Title>
        <Button size="xs" onClick={() => void refetch()}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  if (!state) return <Spinner aria-label="Loading my leave balance" />;
  return <BalanceTable year={state.year} data={state.data} />;
}

/** A year's balance of every leave type (Leave Management's and My Leave's). */
export function BalanceTable({ year, data }: { year: number; data: readonly MyLeaveBalance[] }) {
  return (
    <section aria-labelledby="my-balance">
      <Heading id="my-balance" size="md" mb="2">
        My Leave Balance {year}
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
          {data.map((b) => (
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
