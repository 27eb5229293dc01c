import { useState } from 'react';
import { ResourcePage } from 'shared/kit';
import type { ResourceRow } from 'shared/resources';
import { Button, CloseButton, Dialog, Portal, Stack, Text } from 'shared/ui';
import { tutorialsResource } from '../../model';
import { DocumentPreview } from '../applicants/document-preview';

const mimeOf = (name: string) =>
  /\.pdf$/i.test(name) ? 'application/pdf' : /\.png$/i.test(name) ? 'image/png' : /\.webp$/i.test(name) ? 'image/webp' : 'image/jpeg';

/** /admin/softwareTutorial (right tutorial_page): how-to guides of the suite, per page, searchable. */
export default function TutorialsPage() {
  const [open, setOpen] = useState<ResourceRow | null>(null);
  const file = open?.screenshot as { name: string; size: number; url: string } | null | undefined;
  return (
    <>
      <ResourcePage desc={tutorialsResource} heading={null} rowActions={[{ id: 'open', label: 'Open', run: setOpen }]} />
      {open && (
        <Dialog.Root open onOpenChange={(e) => !e.open && setOpen(null)} size="lg" placement="center" scrollBehavior="inside">
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>{String(open.title)}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3">
                    <Text fontSize="sm" color="fg.muted">
                      For the page {String(open.page_path)}
                    </Text>
                    <Stack as="ol" gap="1" pl="5" style={{ listStyle: 'decimal' }}>
                      {String(open.steps)
                        .split('\n')
                        .filter((s) => s.trim())
                        .map((s, i) => (
                          <li key={i}>{s}</li>
                        ))}
                    </Stack>
                    {file && (
                      <DocumentPreview
                        doc={{
                          kind: 'screenshot',
                          label: 'Screenshot',
                          name: file.name,
                          size: file.size,
                          url: file.url,
                          mime: mimeOf(file.name),
                        }}
                      />
                    )}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button onClick={() => setOpen(null)}>Close</Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close guide" />
                </Dialog.CloseTrigger>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}
    </>
  );
}
