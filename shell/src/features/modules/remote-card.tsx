import type { ReleaseRemoteDTO, ReleaseVersionDTO } from 'shared/resources';
import { Alert, Badge, Button, Card, Flex, Heading, HStack, Table, Text } from 'shared/ui';
import type { CanaryTarget } from './canary-dialog';
import { formatDateTime } from 'shared/core';
import type { ReleaseActions } from './use-release-actions';

function Status({ v, remote }: { v: ReleaseVersionDTO; remote: ReleaseRemoteDTO }) {
  if (v.current) return <Badge colorPalette="green">Current</Badge>;
  if (v.canary) return <Badge colorPalette="purple">Canary {remote.canary?.percent}%</Badge>;
  return null;
}

/** One remote: its current version, canary, published versions and the actions on them. */
export function RemoteCard({
  remote: r,
  actions,
  onCanary,
}: {
  remote: ReleaseRemoteDTO;
  actions: ReleaseActions;
  onCanary: (target: CanaryTarget) => void;
}) {
  const headingId = `module-${r.package}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} data-testid={`module-${r.package}`}>
      <Card.Header>
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id={headingId}>
            {r.package}
          </Heading>
          <Text color="gray.600">{r.current ? `Current version ${r.current}` : 'Not promoted yet'}</Text>
          {r.previous && (
            <Button
              ml="auto"
              size="sm"
              colorPalette="red"
              variant="outline"
              disabled={actions.busy}
              onClick={() => actions.rollback(r.package, r.previous!, r.current)}
            >
              Roll back to {r.previous}
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body gap="4">
        {r.canary && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                Canary: {r.canary.version} serves {r.canary.percent}% of users (since {formatDateTime(r.canary.startedAt)}).
              </Alert.Title>
              <HStack mt="2" gap="2" wrap="wrap">
                <Button
                  size="xs"
                  variant="outline"
                  disabled={actions.busy}
                  onClick={() =>
                    onCanary({ remote: r.package, version: r.canary!.version, current: r.current, percent: r.canary!.percent })
                  }
                >
                  Change share
                </Button>
                <Button
                  size="xs"
                  colorPalette="blue"
                  disabled={actions.busy}
                  onClick={() => actions.promote(r.package, r.canary!.version, r.current)}
                >
                  Promote {r.canary.version} to everyone
                </Button>
                <Button
                  size="xs"
                  colorPalette="red"
                  variant="outline"
                  disabled={actions.busy}
                  onClick={() => actions.abortCanary(r.package, r.canary!.version, r.current)}
                >
                  Abort canary
                </Button>
              </HStack>
            </Alert.Content>
          </Alert.Root>
        )}
        <Table.Root size="sm" aria-label={`Published versions of ${r.package}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Version</Table.ColumnHeader>
              <Table.ColumnHeader>Published</Table.ColumnHeader>
              <Table.ColumnHeader>By</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {r.versions.map((v) => (
              <Table.Row key={v.version}>
                <Table.Cell>{v.version}</Table.Cell>
                <Table.Cell>{formatDateTime(v.publishedAt)}</Table.Cell>
                <Table.Cell>{v.publishedBy ?? '—'}</Table.Cell>
                <Table.Cell>
                  <Status v={v} remote={r} />
                </Table.Cell>
                <Table.Cell>
                  {!v.current && (
                    <HStack gap="2">
                      <Button
                        size="xs"
                        disabled={actions.busy}
                        aria-label={`Promote ${r.package} ${v.version}`}
                        onClick={() => actions.promote(r.package, v.version, r.current)}
                      >
                        Promote
                      </Button>
                      {r.current && !v.canary && (
                        <Button
                          size="xs"
                          variant="outline"
                          disabled={actions.busy}
                          aria-label={`Canary ${r.package} ${v.version}`}
                          onClick={() => onCanary({ remote: r.package, version: v.version, current: r.current })}
                        >
                          Canary
                        </Button>
                      )}
                    </HStack>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}
