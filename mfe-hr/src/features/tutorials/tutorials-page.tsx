import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readRecord, ResourcePage } from 'shared/kit';
import type { ResourceRow } from 'shared/resources';
import { Button, CloseButton, Dialog, Portal, Stack, Text } from 'shared/ui';
import { tutorialsResource } from '../../model';
import { DocumentPreview } from '../applicants/document-preview';
import { GuideVideo } from './guide-video';

const mimeOf = (name: string) =>
  /\.pdf$/i.test(name) ? 'application/pdf' : /\.png$/i.test(name) ? 'image/png' : /\.webp$/i.test(name) ? 'image/webp' : 'image/jpeg';

type StoredFile = { name: string; size: number; url: string } | null | undefined;

/**
 * /admin/softwareTutorial (right tutorial_page): how-to guides of the suite, per page, searchable.
 * ?guide={id} (the "How to" link beside a page's title) opens that guide.
 */
export default function TutorialsPage() {
  const [open, setOpen] = useState<ResourceRow | null>(null);
  const [params, setParams] = useSearchParams();
  const guide = Number(params.get('guide'));
  useEffect(() => {
    if (!Number.isInteger(guide) || guide < 1) return;
    let live = true;
    // The kit's own read of the resource (its RTK Query endpoint), as the list's Open shows it.
    readRecord(tutorialsResource, guide).then(
      (row) => live && setOpen(row),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [guide]);
  const close = () => {
    setOpen(null);
    if (params.has('guide')) {
      params.delete('guide');
      setParams(params, { replace: true });
    }
  };
  const file = open?.screenshot as StoredFile;
  const video = open?.video as StoredFile;
  return (
    <>
      <ResourcePage desc={tutorialsResource} heading={null} rowActions={[{ id: 'open', label: 'Open', run: setOpen }]} />
      {open && (
        <Dialog.Root open onOpenChange={(e) => !e.open && close()} size="lg" placement="center" scrollBehavior="inside">
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
                    {video && <GuideVideo url={video.url} title={String(open.title)} />}
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
                  <Button onClick={close}>Close</Button>
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
