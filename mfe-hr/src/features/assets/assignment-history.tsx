import type { ApiError } from 'shared/core';
import type { ResourceRow } from 'shared/resources';
import { Alert, Button, CloseButton, Dialog, Portal, Spinner, Table, Text } from 'shared/ui';
import { useAssetAssignmentsQuery } from '../../lib/hr-api';
import { ASSET_CONDITION_OPTIONS } from '../../model';

const condition = (v: string | null) => (v ? (ASSET_CONDITION_OPTIONS.find((o) => o.value === v)?.label ?? v) : '');

/** Who had this asset, from when to when, in what condition. */
export function AssignmentHistory({ asset, onClose }: { asset: ResourceRow; onClose(): void }) {
  const { data: rows, error: failed } = useAssetAssignmentsQuery(asset.id as number);
  const error = failed ? ((failed as ApiError).display ?? (failed as ApiError).message) : null;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="lg" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Assignment history of {String(asset.tag)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error && (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
              {!rows && !error && <Spinner aria-label="Loading history" />}
              {rows && rows.length === 0 && <Text>Never issued.</Text>}
              {rows && rows.length > 0 && (
                <Table.Root size="sm" aria-label={`Assignment history of ${String(asset.tag)}`}>
                  <Table.Header>
                    <Table.Row>
                      {['Person', 'Issued On', 'Condition', 'Returned On', 'Condition', 'Note'].map((h, i) => (
                        <Table.ColumnHeader key={i}>{h}</Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {rows.map((r) => (
                      <Table.Row key={r.id}>
                        <Table.Cell>{r.user_name}</Table.Cell>
                        <Table.Cell>{r.issued_on}</Table.Cell>
                        <Table.Cell>{condition(r.issue_condition)}</Table.Cell>
                        <Table.Cell>{r.returned_on ?? 'With them'}</Table.Cell>
                        <Table.Cell>{condition(r.return_condition)}</Table.Cell>
                        <Table.Cell>{r.note}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close history" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
