import { useState } from 'react';
import type { ApiError } from 'shared/core';
import { ResourceFormDialog } from 'shared/kit';
import type { ResourceDesc } from 'shared/resources';
import { Alert, Button, Heading, HStack, Spinner, Stack, successPopup, Table, Text } from 'shared/ui';
import { HALF_DAY_OPTIONS, LEAVE_FLOW, LEAVE_STATUS_OPTIONS, LEAVE_TYPE_OPTIONS, leavesResource, type MyLeave } from '../../model';
import { BalanceTable } from '../leave/my-balance';
import { MoveDialog } from '../workflow/move-dialog';
import { useApplyMyLeaveMutation, useMyLeaveQuery } from './my-work-api';

/** Leave Management's description without the Employee field, sent to me/leave: one applies only for oneself here. */
const myLeaveDesc: ResourceDesc = {
  ...leavesResource,
  path: 'me/leave',
  fields: leavesResource.fields.filter((f) => f.name !== 'user_id'),
};
const cancel = LEAVE_FLOW.moves.find((m) => m.id === 'cancel')!;
const label = (options: readonly { value: string; label: string }[], v: string) => options.find((o) => o.value === v)?.label ?? v;

/**
 * /admin/myLeave (My work; any signed-in staff member, no HR right): my balances of this year,
 * my applications with a Cancel while pending or approved, and Apply for Leave.
 */
export default function MyLeavePage() {
  const { data, error, isLoading, refetch } = useMyLeaveQuery();
  const [apply] = useApplyMyLeaveMutation();
  const [applying, setApplying] = useState(false);
  const [cancelling, setCancelling] = useState<MyLeave | null>(null);

  if (error) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{(error as ApiError).display ?? (error as ApiError).message}</Alert.Title>
        <Button size="xs" onClick={() => void refetch()}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  if (isLoading || !data) return <Spinner aria-label="Loading my leave" />;
  return (
    <Stack gap="8">
      <HStack justify="space-between">
        <Text color="fg.muted">
          Days leave out Saturdays, Sundays and the holiday list. Your manager or HR decides on each application.
        </Text>
        <Button colorPalette="blue" onClick={() => setApplying(true)}>
          Apply for Leave
        </Button>
      </HStack>
      <BalanceTable year={data.year} data={data.balances} />
      <section aria-labelledby="my-leaves">
        <Heading id="my-leaves" size="md" mb="2">
          My Leave Applications {data.year}
        </Heading>
        {data.leaves.length === 0 ? (
          <Text>No leave applied for this year.</Text>
        ) : (
          <Table.Root size="sm" aria-label="My Leave Applications">
            <Table.Header>
              <Table.Row>
                {['Type', 'From', 'To', 'Half Days', 'Days', 'Reason', 'Status', 'Comment', 'Action'].map((h) => (
                  <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.leaves.map((l) => (
                <Table.Row key={l.id}>
                  <Table.Cell>{label(LEAVE_TYPE_OPTIONS, l.leave_type)}</Table.Cell>
                  <Table.Cell>{l.from_date}</Table.Cell>
                  <Table.Cell>{l.to_date}</Table.Cell>
                  <Table.Cell>{label(HALF_DAY_OPTIONS, l.half_days)}</Table.Cell>
                  <Table.Cell>{l.days}</Table.Cell>
                  <Table.Cell>{l.reason}</Table.Cell>
                  <Table.Cell>{label(LEAVE_STATUS_OPTIONS, l.status)}</Table.Cell>
                  <Table.Cell>{l.decision_comment ?? ''}</Table.Cell>
                  <Table.Cell>
                    {cancel.from.includes(l.status) && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={`Cancel leave ${l.leave_type} ${l.from_date}`}
                        onClick={() => setCancelling(l)}
                      >
                        Cancel
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </section>
      {applying && (
        <ResourceFormDialog
          desc={myLeaveDesc}
          mode="create"
          title="Apply for Leave"
          onClose={() => setApplying(false)}
          submit={({ body }) => apply(body).unwrap()}
          onSaved={() => {
            setApplying(false);
            void successPopup(leavesResource.messages.created);
          }}
        />
      )}
      {cancelling && (
        <MoveDialog
          desc={myLeaveDesc}
          move={cancel}
          row={{ ...cancelling, title: `${cancelling.leave_type} ${cancelling.from_date}` }}
          onClose={() => setCancelling(null)}
          onDone={() => void refetch()}
        />
      )}
    </Stack>
  );
}
