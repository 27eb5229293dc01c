import { useState } from 'react';
import { formatDateTime, type ApiError } from 'shared/core';
import type { ReleaseAuditEntry } from 'shared/resources';
import { Alert, Button, Card, Center, Heading, HStack, Spinner, Table, Text } from 'shared/ui';
import { useReleaseAuditQuery } from './releases-api';

const PAGE_SIZE = 20;
const ACTION: Record<string, string> = {
  publish: 'Published',
  promote: 'Promoted',
  rollback: 'Rolled back',
  canary: 'Canary',
  'canary-abort': 'Canary aborted',
};

function change(e: ReleaseAuditEntry): string {
  if (e.action === 'publish') return `${e.to}`;
  if (e.action === 'canary') {
    const was = e.fromPercent !== undefined ? ` (was ${e.fromPercent}%)` : '';
    return `${e.to} to ${e.percent}% of users${was}; others on ${e.from}`;
  }
  return `${e.from ?? '—'} → ${e.to ?? '—'}`;
}

/** Every release change, newest first: who, what, when, from which version to which. */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useReleaseAuditQuery({ page, pageSize: PAGE_SIZE });
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <Card.Root as="section" aria-labelledby="release-audit">
      <Card.Header>
        <Heading as="h2" size="md" id="release-audit">
          Audit log
        </Heading>
      </Card.Header>
      <Card.Body>
        {isLoading ? (
          <Center py="6">
            <Spinner aria-label="Loading the audit log" />
          </Center>
        ) : error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>The audit log could not be loaded: {(error as ApiError).message}</Alert.Title>
            <Button size="xs" ml="auto" onClick={() => refetch()}>
              Retry
            </Button>
          </Alert.Root>
        ) : !data?.data.length ? (
          <Text>No release changes yet.</Text>
        ) : (
          <>
            <Table.Root size="sm" aria-label="Release audit log" aria-busy={isFetching}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>When</Table.ColumnHeader>
                  <Table.ColumnHeader>Who</Table.ColumnHeader>
                  <Table.ColumnHeader>Action</Table.ColumnHeader>
                  <Table.ColumnHeader>Module</Table.ColumnHeader>
                  <Table.ColumnHeader>Change</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.data.map((e, i) => (
                  <Table.Row key={`${e.at}-${i}`}>
                    <Table.Cell>{formatDateTime(e.at)}</Table.Cell>
                    <Table.Cell>
                      {e.user}{' '}
                      <Text as="span" color="gray.500">
                        ({e.via === 'web' ? 'Modules page' : 'command line'})
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{ACTION[e.action] ?? e.action}</Table.Cell>
                    <Table.Cell>{e.remote}</Table.Cell>
                    <Table.Cell>{change(e)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            {pages > 1 && (
              <HStack mt="3" gap="3">
                <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Newer
                </Button>
                <Text fontSize="sm">
                  Page {page} of {pages}
                </Text>
                <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Older
                </Button>
              </HStack>
            )}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
