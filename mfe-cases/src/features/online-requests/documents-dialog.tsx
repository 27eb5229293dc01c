import type { ApiError } from 'shared/core';
import { Alert, Button, Dialog, Portal, Spinner, Stack, Text } from 'shared/ui';
import { DOCUMENT_TYPE_OPTIONS } from '../../model';
import { downloadRequestDocument, useRequestDocumentsQuery } from './online-requests-api';

const typeLabel = (code: string) => DOCUMENT_TYPE_OPTIONS.find((o) => o.value === code)?.label ?? code;

/** The documents a branch sent with a request, each downloadable before the request is decided. */
export function DocumentsDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { data, error, isLoading } = useRequestDocumentsQuery(id);
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={`Documents of request ${id}`}>
            <Dialog.Header>
              <Dialog.Title>Documents of request {id}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {isLoading && <Spinner aria-label="Loading documents" />}
              {error && (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{(error as ApiError).message}</Alert.Title>
                </Alert.Root>
              )}
              {data && !data.length && <Text>No documents were sent with this request.</Text>}
              <Stack gap="2">
                {data?.map((d) => (
                  <Button
                    key={d.id}
                    variant="outline"
                    justifyContent="flex-start"
                    onClick={() => void downloadRequestDocument(id, d, false)}
                  >
                    {typeLabel(d.doc_type)}: {d.file_name}
                  </Button>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
