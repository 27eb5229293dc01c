import { useRef, useState } from 'react';
import type { ApiError } from 'shared/core';
import { Alert, Box, Button, Field, HStack, Input, NativeSelect, Progress, Stack, Text, toaster } from 'shared/ui';
import { DOCUMENT_MIME_TYPES, DOCUMENT_TYPE_OPTIONS, documentFileError } from '../../model';
import { useUploadDocument, type MissingDocument } from '../case-list/cases-api';

/**
 * Choose the document type and file; the upload shows its progress and the server's refusal. The
 * list and the checklist refresh by tag after an upload.
 */
export function UploadForm({ caseId, extraTypes }: { caseId: number; extraTypes: MissingDocument[] }) {
  const uploadDocument = useUploadDocument();
  // The checklist may ask for a Document Master type the case form's own list lacks (e.g. an OC).
  const types = [
    ...DOCUMENT_TYPE_OPTIONS,
    ...extraTypes.filter((m) => !DOCUMENT_TYPE_OPTIONS.some((o) => o.value === m.code)).map((m) => ({ value: m.code, label: m.name })),
  ];
  const [docType, setDocType] = useState('SALE_DEED');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!file) return setError('Choose a file to upload.');
    const invalid = documentFileError(file);
    if (invalid) return setError(invalid);
    setError(null);
    setProgress(0);
    try {
      const res = await uploadDocument(caseId, { doc_type: docType }, file, setProgress);
      toaster.create({ type: 'success', title: res.message });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (err) {
      setError((err as ApiError).message);
    } finally {
      setProgress(null);
    }
  };
  return (
    <Box as="form" onSubmit={submit} aria-label="Upload a document" borderWidth="1px" borderRadius="md" p="3" bg="white">
      <Stack gap="3">
        {error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <HStack wrap="wrap" gap="3" align="flex-end">
          <Field.Root width="auto">
            <Field.Label>Document Type</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={docType} onChange={(e) => setDocType(e.target.value)}>
                {types.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root width="auto">
            <Field.Label>File</Field.Label>
            <Input
              ref={input}
              type="file"
              accept={DOCUMENT_MIME_TYPES.join(',')}
              p="1"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            <Field.HelperText>PDF, JPEG, PNG or WebP, at most 5 MB.</Field.HelperText>
          </Field.Root>
          <Button type="submit" colorPalette="blue" loading={progress !== null}>
            Upload
          </Button>
        </HStack>
        {progress !== null && (
          <Progress.Root value={progress} max={100} size="sm" aria-label="Upload progress">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
            <Text fontSize="xs">{progress}%</Text>
          </Progress.Root>
        )}
      </Stack>
    </Box>
  );
}
