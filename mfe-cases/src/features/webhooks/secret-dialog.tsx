import { useState } from 'react';
import { Alert, Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from 'shared/ui';

export interface ShownSecret {
  url: string;
  secret: string;
  message: string;
}

/** A signing secret, shown this once (the server never answers it again). */
export function SecretDialog({ shown, onClose }: { shown: ShownSecret; onClose(): void }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const title = `Signing secret of ${shown.url}`;
  const copy = () =>
    navigator.clipboard.writeText(shown.secret).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="lg" placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>{shown.message}</Alert.Title>
                </Alert.Root>
                <Box borderWidth="1px" borderRadius="md" p="3">
                  <Text fontFamily="mono" wordBreak="break-all" aria-label="Signing secret">
                    {shown.secret}
                  </Text>
                </Box>
                <Text fontSize="sm">
                  The bank checks each delivery&apos;s X-Signature header with it (HMAC-SHA256 of the timestamp, a dot and the body).
                </Text>
                {copied && (
                  <Text role="status" fontSize="sm">
                    {copied === 'yes' ? 'Copied.' : 'The browser refused to copy: select the secret and copy it.'}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack>
                <Button variant="outline" onClick={() => void copy()}>
                  Copy
                </Button>
                <Button onClick={onClose}>Done</Button>
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
