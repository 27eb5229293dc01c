import { useEffect, useState } from 'react';
import { http } from 'shared/core';
import { Box, Spinner, Text } from 'shared/ui';

/** A guide's screen recording, played inline (its bytes are fetched with the token, then an object URL). */
export function GuideVideo({ url, title }: { url: string; title: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let href: string | null = null;
    let live = true;
    // A video's bytes, not records: a Blob has no place in RTK Query's serialisable cache, so it
    // stays a direct call on the one axios client (the bearer token, a longer timeout).
    http
      .get<Blob>(url, { responseType: 'blob', timeout: 120_000 })
      .then((res) => {
        href = URL.createObjectURL(res.data);
        if (live) setSrc(href);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [url]);
  if (failed) return <Text color="red.600">Could not load this video.</Text>;
  if (!src) return <Spinner size="sm" aria-label={`Loading the video of ${title}`} />;
  return (
    <Box asChild w="full" maxH="96" borderRadius="md" bg="black">
      <video controls preload="metadata" src={src} aria-label={`Video: ${title}`} />
    </Box>
  );
}
