import { downloadFile, useFileUrl } from 'shared/core';
import { Box, Button, Image, Spinner, Text } from 'shared/ui';
import type { ApplicantDocument } from '../../model';

/** One uploaded document shown in the page: an image inline, a PDF in a frame (fetched with the token). */
export function DocumentPreview({ doc }: { doc: ApplicantDocument }) {
  const { src, failed } = useFileUrl(doc.url);

  return (
    <Box as="figure" borderWidth="1px" borderRadius="md" p="2" m="0">
      <Text as="figcaption" fontWeight="semibold" fontSize="sm" mb="1">
        {doc.label}
      </Text>
      {!doc.url && (
        <Text color="fg.muted" fontSize="sm">
          Not uploaded
        </Text>
      )}
      {doc.url && failed && (
        <Text color="red.600" fontSize="sm">
          Could not load this document.
        </Text>
      )}
      {doc.url && !failed && !src && <Spinner size="sm" aria-label={`Loading ${doc.label}`} />}
      {src && doc.mime?.startsWith('image/') && <Image src={src} alt={doc.label} maxH="48" objectFit="contain" />}
      {src && doc.mime === 'application/pdf' && <iframe title={doc.label} src={src} style={{ width: '100%', height: 192, border: 0 }} />}
      {doc.url && doc.name && (
        <Button size="xs" variant="outline" mt="1" onClick={() => void downloadFile(doc.url!, doc.name!)}>
          Download {doc.name}
        </Button>
      )}
    </Box>
  );
}
