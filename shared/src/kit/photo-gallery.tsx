import { useState } from 'react';
import { useFileUrl } from 'shared/core';
import { Box, Button, CloseButton, Dialog, HStack, Portal, Spinner, Text } from 'shared/ui';

/** One photo: `url` is an API path, fetched with the session's token (an <img src> could not send it). */
export interface GalleryPhoto {
  key: string | number;
  url: string;
  /** Says what the photo shows (its alternative text). */
  alt: string;
  /** Shown under the photo in the viewer: what it shows and when it was taken. */
  caption: string;
}

export interface PhotoGalleryProps {
  photos: GalleryPhoto[];
  /** Names the list of thumbnails and the viewer, e.g. "Site photographs". */
  label: string;
  /** Thumbnail edge in pixels. */
  size?: number;
}

function Picture({ url, alt, size }: { url: string; alt: string; size?: number }) {
  const { src, failed, error } = useFileUrl(url);
  if (failed)
    return (
      <Text fontSize="xs" color="red.700" p="1">
        {error ?? 'The photo could not be loaded.'}
      </Text>
    );
  if (!src) return <Spinner size="sm" m="2" aria-label={`Loading ${alt}`} />;
  return size ? (
    <img src={src} alt="" width={size} height={size} style={{ objectFit: 'cover', width: size, height: size, display: 'block' }} />
  ) : (
    <img src={src} alt={alt} style={{ maxWidth: '100%', maxHeight: '70vh', margin: '0 auto', display: 'block' }} />
  );
}

/**
 * Thumbnails that open a viewer: a dialog with the photo, its caption, Previous and Next (buttons
 * or the arrow keys, going round at either end); Escape closes it and focus returns to the thumbnail.
 */
export function PhotoGallery({ photos, label, size = 88 }: PhotoGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  if (!photos.length) return null;
  const at = open == null ? null : Math.min(open, photos.length - 1);
  const photo = at == null ? null : photos[at]!;
  // Wraps around, so the focused button never turns disabled under the keyboard.
  const step = (by: number) => setOpen((i) => (i == null ? i : (i + by + photos.length) % photos.length));
  return (
    <>
      <Box as="ul" aria-label={label} display="flex" flexWrap="wrap" gap="2" listStyleType="none" m="0" p="0">
        {photos.map((p, i) => (
          <li key={p.key}>
            <Button
              variant="outline"
              p="0"
              h="auto"
              minW={`${size}px`}
              minH={`${size}px`}
              overflow="hidden"
              aria-label={`Open photo ${i + 1} of ${photos.length}: ${p.alt}`}
              title={p.caption}
              onClick={() => setOpen(i)}
            >
              <Picture url={p.url} alt={p.alt} size={size} />
            </Button>
          </li>
        ))}
      </Box>
      <Dialog.Root open={photo != null} onOpenChange={(e) => !e.open && setOpen(null)} size="xl">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight') step(1);
                else if (e.key === 'ArrowLeft') step(-1);
              }}
            >
              {photo && at != null && (
                <>
                  <Dialog.Header>
                    <Dialog.Title>
                      {label}: photo {at + 1} of {photos.length}
                    </Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Box as="figure" m="0">
                      <Picture key={photo.key} url={photo.url} alt={photo.alt} />
                      <Text as="figcaption" mt="2" fontSize="sm" textAlign="center">
                        {photo.caption}
                      </Text>
                    </Box>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <HStack justify="space-between" w="full">
                      <Button size="sm" variant="outline" onClick={() => step(-1)}>
                        Previous
                      </Button>
                      <Text fontSize="xs" color="gray.700">
                        Arrow keys move between photos
                      </Text>
                      <Button size="sm" variant="outline" onClick={() => step(1)}>
                        Next
                      </Button>
                    </HStack>
                  </Dialog.Footer>
                </>
              )}
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close the photo viewer" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
