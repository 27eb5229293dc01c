import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import type { ApiError } from 'shared/core';
import { buildValidate, initialFormValues, KitField, toPayload } from 'shared/kit';
import { formFields } from 'shared/resources';
import { Alert, Box, Button, Heading, SimpleGrid, Stack, successPopup } from 'shared/ui';
import { onlineRequestResource as desc } from '../../model';
import { DocumentsPicker, type PickedDocument } from './documents-picker';
import { useRequestUploads } from './online-requests-api';
import { UploadProgress } from './upload-progress';

/** "Request a valuation": the description's fields, the documents, and the upload's progress. */
export function RequestForm() {
  const fields = useMemo(() => formFields(desc, 'create'), []);
  const validate = useMemo(() => buildValidate(desc, 'create', null), []);
  const initial = useMemo(() => initialFormValues(desc, 'create', null), []);
  const [docs, setDocs] = useState<PickedDocument[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { send } = useRequestUploads();
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="white">
      <Heading as="h2" size="md" mb="3">
        Request a valuation
      </Heading>
      <Formik
        initialValues={initial}
        validate={validate}
        onSubmit={async (values, helpers) => {
          setError(null);
          setProgress(0);
          try {
            const res = await send(toPayload(desc, values, 'create', null).body, docs, setProgress);
            helpers.resetForm({ values: initial });
            setDocs([]);
            await successPopup(res.message);
          } catch (e) {
            const err = e as ApiError;
            if (err.fields) helpers.setErrors(err.fields);
            setError(err.message);
          } finally {
            setProgress(null);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Request a valuation">
            <Stack gap="4">
              {error && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                {fields.map((f) => (
                  <KitField key={f.name} field={f} mode="create" />
                ))}
              </SimpleGrid>
              <DocumentsPicker docs={docs} onChange={setDocs} />
              {progress !== null && <UploadProgress value={progress} label="Upload progress" />}
              <Box>
                <Button type="submit" colorPalette="blue" loading={isSubmitting}>
                  Send request
                </Button>
              </Box>
            </Stack>
          </Form>
        )}
      </Formik>
    </Box>
  );
}
