import { useFileUrl } from 'shared/core';
import { Box, Spinner, Text } from 'shared/ui';

/** A guide's screen recording, played inline (its bytes are fetched with the token, then an object URL). */
export function GuideVideo({ url, title }: { url: string; title: string }) {
  // Videos get a longer timeout than documents.
  const { src, failed } = useFileUrl(url, 120_000);
  if (failed) return <Text color="red.600">Could not load this video.</Text>;
  if (!src) return <Spinner size="sm" aria-label={`Loading the video of ${title}`} />;
  return (
    <Box asChild w="full" maxH="96" borderRadius="md" bg="black">
      <video controls preload="metadata" src={src} aria-label={`Video: ${title}`} />
    </Box>
  );
}
