import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ApiError } from 'shared/core';
import { Alert, Button, Heading, Spinner, Stack, Table, Text } from 'shared/ui';
import {
  ASSET_CATEGORY_OPTIONS,
  TASK_PRIORITY_OPTIONS,
  TASK_STATUS_OPTIONS,
  TICKET_PRIORITY_OPTIONS,
  TICKET_STATUS_OPTIONS,
} from '../../model';
import { useMyWorkQuery } from './my-work-api';

const label = (options: readonly { value: string; label: string }[], v: string) => options.find((o) => o.value === v)?.label ?? v;

/** One titled table of My work, or the sentence saying it is empty. */
function Section({ id, title, empty, heads, rows }: { id: string; title: string; empty: string; heads: string[]; rows: ReactNode[][] }) {
  return (
    <section aria-labelledby={id}>
      <Heading id={id} size="md" mb="2">
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Text>{empty}</Text>
      ) : (
        <Table.Root size="sm" aria-label={title}>
          <Table.Header>
            <Table.Row>
              {heads.map((h) => (
                <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((cells, i) => (
              <Table.Row key={i}>
                {cells.map((c, j) => (
                  <Table.Cell key={j}>{c}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </section>
  );
}

/**
 * /admin/myWork (My work; any signed-in staff member): the tasks assigned to me, the tickets I
 * raised (opened in IT Support) and the assets issued to me.
 */
export default function MyWorkPage() {
  const { data, error, isLoading, refetch } = useMyWorkQuery();
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
  if (isLoading || !data) return <Spinner aria-label="Loading my work" />;
  return (
    <Stack gap="8">
      <Section
        id="my-tasks"
        title="My Tasks"
        empty="No task is assigned to you."
        heads={['Title', 'Due', 'Priority', 'Status', 'Assigned by']}
        rows={data.tasks.map((t) => [
          t.title,
          t.due_date ?? '',
          label(TASK_PRIORITY_OPTIONS, t.priority),
          label(TASK_STATUS_OPTIONS, t.status),
          t.assigned_by_name ?? '',
        ])}
      />
      <Section
        id="my-tickets"
        title="My Tickets"
        empty="You have raised no ticket."
        heads={['Ticket', 'Subject', 'Priority', 'Status', 'Raised on']}
        rows={data.tickets.map((t) => [
          <Link key="no" to="/admin/tickets">
            {t.ticket_no ?? `#${t.id}`}
          </Link>,
          t.subject,
          label(TICKET_PRIORITY_OPTIONS, t.priority),
          label(TICKET_STATUS_OPTIONS, t.status),
          t.created_at,
        ])}
      />
      <Section
        id="my-assets"
        title="My Assets"
        empty="No asset is issued to you."
        heads={['Tag', 'Category', 'Make / Model', 'Serial No', 'Issued on']}
        rows={data.assets.map((a) => [
          a.tag,
          label(ASSET_CATEGORY_OPTIONS, a.category),
          a.make_model,
          a.serial_no ?? '',
          a.issued_on ?? '',
        ])}
      />
    </Stack>
  );
}
