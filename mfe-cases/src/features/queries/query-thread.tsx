import { useState } from 'react';
import { downloadFile, formatDate, type ApiError } from 'shared/core';
import { createRecord, ResourceFormDialog } from 'shared/kit';
import type { ResourceRow } from 'shared/resources';
import { Alert, Badge, Box, Button, CloseButton, Dialog, HStack, Portal, Spinner, Stack, Text, successPopup } from 'shared/ui';
import { queryCommentsResource, QUERY_STATUS_OPTIONS, QUERY_TYPE_OPTIONS } from '../../model';
import { useQueryCommentsQuery } from './queries-api';

const labelOf = (options: readonly { value: string; label: string }[], v: unknown) =>
  options.find((o) => o.value === v)?.label ?? String(v);

/** A query's thread: every comment (moves included, attachments downloadable) and a form to add one. */
export function QueryThread({ query, onClose }: { query: ResourceRow; onClose(): void }) {
  const { data: comments, error: failed, refetch } = useQueryCommentsQuery(query.id as number, { refetchOnMountOrArgChange: true });
  const error = failed ? ((failed as ApiError).display ?? (failed as ApiError).message) : null;
  const [adding, setAdding] = useState(false);
  const desc = { ...queryCommentsResource, path: `queries/${query.id}/comments` };

  return (
    <>
      <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="lg" placement="center" scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>
                  {String(query.query_no)}: {String(query.subject)}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <HStack mb="3" gap="2" flexWrap="wrap">
                  <Badge>{String(query.case_no)}</Badge>
                  <Badge>{labelOf(QUERY_TYPE_OPTIONS, query.type)}</Badge>
                  <Badge colorPalette="blue">{labelOf(QUERY_STATUS_OPTIONS, query.status)}</Badge>
                  <Text fontSize="sm">SLA due {formatDate(String(query.sla_due))}</Text>
                </HStack>
                {error && (
                  <Alert.Root status="error" mb="3">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                    <Button size="xs" onClick={() => void refetch()}>
                      Retry
                    </Button>
                  </Alert.Root>
                )}
                {!comments && !error && <Spinner aria-label="Loading comments" />}
                <Stack gap="3" as="ol" aria-label="Comments">
                  {comments?.map((c) => (
                    <Box
                      as="li"
                      key={c.id}
                      listStyleType="none"
                      borderWidth="1px"
                      borderRadius="md"
                      p="3"
                      bg={c.move ? 'bg.muted' : undefined}
                    >
                      <Text fontSize="xs" color="fg.muted">
                        {c.author_name ?? 'Someone'} · {c.created_at.slice(0, 16).replace('T', ' ')}
                      </Text>
                      <Text whiteSpace="pre-wrap">{c.body}</Text>
                      {c.attachment && (
                        <Button size="xs" variant="outline" mt="2" onClick={() => void downloadFile(c.attachment!.url, c.attachment!.name)}>
                          Download {c.attachment.name}
                        </Button>
                      )}
                    </Box>
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button onClick={() => setAdding(true)}>Add comment</Button>
                <Button variant="outline" onClick={onClose}>
                  Close
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close thread" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {adding && (
        <ResourceFormDialog
          desc={desc}
          mode="create"
          title="Add comment"
          onClose={() => setAdding(false)}
          submit={({ body, files }) => createRecord(desc, body, files)}
          onSaved={() => {
            setAdding(false);
            void refetch();
            void successPopup(desc.messages.created);
          }}
        />
      )}
    </>
  );
}
