import { formatDateTime, type ApiError } from 'shared/core';
import { Button, CloseButton, Dialog, errorPopup, Portal, Stack, Table, Text } from 'shared/ui';
import type { ResourceRow } from 'shared/resources';
import { useBankKeysQuery, useRevokeBankKeyMutation } from './api-keys-api';
import { IssueKeyForm } from './issue-key-form';

/** A bank's API keys in the bank master: listed (name, scopes, expiry, last use), issued, revoked at once. */
export function ApiKeysDialog({ bank, onClose }: { bank: ResourceRow; onClose(): void }) {
  const bankId = bank.id as number;
  const { data: keys, isLoading, error } = useBankKeysQuery(bankId);
  const [revoke] = useRevokeBankKeyMutation();
  const title = `API keys of ${String(bank.name)}`;
  const revokeKey = (id: number) =>
    revoke({ bankId, id })
      .unwrap()
      .catch((e: ApiError) => errorPopup(e.message));
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="xl" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {isLoading && <Text>Loading keys…</Text>}
                {error && <Text color="red.600">{(error as ApiError).message}</Text>}
                {keys && keys.length === 0 && <Text>No API key yet.</Text>}
                {keys && keys.length > 0 && (
                  <Table.Root size="sm" aria-label={title}>
                    <Table.Header>
                      <Table.Row>
                        {['Name', 'Key', 'Branch', 'Scopes', 'Per minute', 'Expires', 'Last used', 'State', ''].map((h) => (
                          <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                        ))}
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {keys.map((k) => (
                        <Table.Row key={k.id}>
                          <Table.Cell>{k.name}</Table.Cell>
                          <Table.Cell fontFamily="mono">{k.prefix}…</Table.Cell>
                          <Table.Cell>{k.bank_branch_name ?? 'Every branch'}</Table.Cell>
                          <Table.Cell>{k.scopes.join(', ')}</Table.Cell>
                          <Table.Cell>{k.rate_per_minute}</Table.Cell>
                          <Table.Cell>{k.expires_at ? formatDateTime(k.expires_at) : 'Never'}</Table.Cell>
                          <Table.Cell>{k.last_used_at ? formatDateTime(k.last_used_at) : 'Never'}</Table.Cell>
                          <Table.Cell>{k.revoked_at ? `Revoked ${formatDateTime(k.revoked_at)}` : 'Active'}</Table.Cell>
                          <Table.Cell>
                            {!k.revoked_at && (
                              <Button size="xs" colorPalette="red" aria-label={`Revoke key ${k.name}`} onClick={() => void revokeKey(k.id)}>
                                Revoke
                              </Button>
                            )}
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                )}
                <IssueKeyForm bankId={bankId} />
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
