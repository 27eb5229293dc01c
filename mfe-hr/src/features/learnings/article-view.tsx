import { downloadFile } from 'shared/core';
import { useRef, useState } from 'react';
import type { ResourceRow } from 'shared/resources';
import { Button, CloseButton, Dialog, Portal, Text } from 'shared/ui';
import { LEARNING_CATEGORY_OPTIONS } from '../../model';

const FRAME_CSS =
  'body{font:15px/1.55 system-ui,sans-serif;color:#1a202c;margin:0;padding:4px}h2,h3,h4{margin:.8em 0 .3em}table{border-collapse:collapse}td,th{border:1px solid #cbd5e0;padding:4px 8px}';

/**
 * Shows an article. The body (already sanitised by the API) is rendered in a sandboxed frame with
 * no `allow-scripts` and a CSP forbidding scripts: even markup that slipped through cannot run.
 */
export function ArticleView({ article, onClose }: { article: ResourceRow; onClose(): void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(200);
  const doc = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src https: data:"><base target="_blank"><style>${FRAME_CSS}</style></head><body>${String(article.body ?? '')}</body></html>`;
  const attachment = article.attachment as { name: string; url: string } | null;
  const category = LEARNING_CATEGORY_OPTIONS.find((o) => o.value === article.category)?.label ?? String(article.category);
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="lg" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{String(article.title)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm" color="fg.muted" mb="2">
                {category} · {String(article.author_name ?? '')} · {String(article.updated_at ?? '').slice(0, 10)}
              </Text>
              <iframe
                ref={frame}
                title={`Article ${String(article.title)}`}
                sandbox="allow-same-origin allow-popups"
                srcDoc={doc}
                style={{ width: '100%', height, border: 0 }}
                onLoad={() => {
                  const h = frame.current?.contentDocument?.documentElement.scrollHeight;
                  if (h) setHeight(Math.min(h + 8, 2000));
                }}
              />
            </Dialog.Body>
            <Dialog.Footer>
              {attachment && (
                <Button variant="outline" onClick={() => void downloadFile(attachment.url, attachment.name)}>
                  Download {attachment.name}
                </Button>
              )}
              <Button onClick={onClose}>Close</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close article" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
