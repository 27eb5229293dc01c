import { useRef, useState } from 'react';
import { Alert, Box, Button, Field, HStack, Input, NativeSelect, Stack, Text } from 'shared/ui';
import { DOCUMENT_MIME_TYPES, DOCUMENT_TYPE_OPTIONS, documentFileError, ONLINE_REQUEST_MAX_DOCUMENTS } from '../../model';

export interface PickedDocument {
  type: string;
  file: File;
}

const TYPES = DOCUMENT_TYPE_OPTIONS.filter((o) => o.value !== 'PHOTO');
const typeLabel = (code: string) => DOCUMENT_TYPE_OPTIONS.find((o) => o.value === code)?.label ?? code;

/** The documents to send with a request: one file per document type, checked before the upload starts. */
export function DocumentsPicker({ docs, onChange }: { docs: PickedDocument[]; onChange(docs: PickedDocument[]): void }) {
  const [type, setType] = useState(TYPES[0].value);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const add = (file: File | undefined) => {
    if (!file) return;
    const invalid = documentFileError(file);
    if (invalid) return setError(invalid);
    setError(null);
    onChange([...docs.filter((d) => d.type !== type), { type, file }]);
    if (input.current) input.current.value = '';
  };
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3">
      <Text as="legend" px="1" fontWeight="semibold">
        Documents
      </Text>
      <Stack gap="2">
        {error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        {docs.map((d) => (
          <HStack key={d.type} justify="space-between">
            <Text>
              {typeLabel(d.type)}: {d.file.name}
            </Text>
            <Button size="xs" variant="outline" aria-label={`Remove ${d.file.name}`} onClick={() => onChange(docs.filter((x) => x !== d))}>
              Remove
            </Button>
          </HStack>
        ))}
        {docs.length < ONLINE_REQUEST_MAX_DOCUMENTS && (
          <HStack wrap="wrap" gap="3" align="flex-end">
            <Field.Root width="auto">
              <Field.Label>Document Type</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={type} onChange={(e) => setType(e.target.value)}>
                  {TYPES.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root width="auto">
              <Field.Label>Document File</Field.Label>
              <Input ref={input} type="file" accept={DOCUMENT_MIME_TYPES.join(',')} p="1" onChange={(e) => add(e.target.files?.[0])} />
              <Field.HelperText>PDF, JPEG, PNG or WebP, at most 5 MB each.</Field.HelperText>
            </Field.Root>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
