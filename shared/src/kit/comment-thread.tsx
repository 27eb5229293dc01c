import { useState, type ReactNode } from 'react';
import { downloadFile, formatDateTime } from 'shared/core';
import type { ResourceDesc, ThreadComment } from 'shared/resources';
import { Alert, Box, Button, CloseButton, Dialog, HStack, Portal, Spinner, Stack, Text, successPopup } from 'shared/ui';
import { createRecord } from './api';
import { ResourceFormDialog } from './form-dialog';

export interface CommentThreadProps {
  title: string;
  /** What the thread is about, shown above the comments (type, status, SLA…). */
  summary: ReactNode;
  /** The comments' description with its concrete path (`tickets/12/comments`). */
  desc: ResourceDesc;
  comments: ThreadComment[] | undefined;
  error: string | null;
  /** Fetches the comments again (Retry, and after a comment is added). */
  refetch(): void;
  onClose(): void;
}

/** A record's thread in a dialog: every comment (moves shaded, attachments downloadable) and a form to add one. */
export function CommentThread({ title, summary, desc, comments, error, refetch, onClose }: CommentThreadProps) {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="lg" placement="center" scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <HStack mb="3" gap="2" flexWrap="wrap">
                  {summary}
                </HStack>
                {error && (
                  <Alert.Root status="error" mb="3">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                    <Button size="xs" onClick={refetch}>
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
                        {c.author_name ?? 'Someone'} · {formatDateTime(c.created_at)}
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
            refetch();
            void successPopup(desc.messages.created);
          }}
        />
      )}
    </>
  );
}
