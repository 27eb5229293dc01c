import { Formik, Form } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { selectToken, useAppSelector } from 'shared/core';
import { Button, Heading, Link, Stack, Text } from 'shared/ui';
import { submitRegistration } from '../../lib/registration';
import { showFieldErrors } from '../../lib/show-field-errors';
import { BankSection } from './bank-section';
import { ContactsSection } from './contacts-section';
import { DocumentsSection } from './documents-section';
import { FocusFirstError } from './focus-first-error';
import { PasswordSection } from './password-section';
import { PersonalSection } from './personal-section';
import { registerDocsSchema } from './register-docs-schema';
import { REGISTER_DOCS_FIELDS, registerDocsInitialValues, registerDocsPayload } from './register-docs-values';
import { RoleSection } from './role-section';
import { UploadProgress } from './upload-progress';

const FORM_ID = 'register-docs-form';

export default function RegisterDocsPage() {
  const navigate = useNavigate();
  const token = useAppSelector(selectToken);
  const [progress, setProgress] = useState<number | null>(null);

  return (
    <Formik
      initialValues={registerDocsInitialValues()}
      validationSchema={registerDocsSchema}
      onSubmit={async (values, helpers) => {
        setProgress(0);
        const result = await submitRegistration(registerDocsPayload(values, token), REGISTER_DOCS_FIELDS, setProgress);
        setProgress(null);
        if (result.ok) navigate('/register-success');
        else showFieldErrors(helpers, result.fields);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate id={FORM_ID} aria-label="Upload Documents">
          <Stack gap="5">
            <Stack gap="1" textAlign="center">
              <Heading as="h1" size="lg">
                Upload Documents
              </Heading>
              <Text color="gray.600">Register with your full details and documents. Fields marked * are required.</Text>
            </Stack>
            <PersonalSection />
            <RoleSection />
            <ContactsSection />
            <BankSection />
            <DocumentsSection />
            <PasswordSection />
            <FocusFirstError formId={FORM_ID} />
            {progress !== null && <UploadProgress percent={progress} />}
            <Button type="submit" colorPalette="blue" size="lg" disabled={isSubmitting} loading={isSubmitting} loadingText="Submitting">
              Submit Registration
            </Button>
            <Text fontSize="sm" textAlign="center">
              Already registered?{' '}
              <Link asChild color="blue.600">
                <RouterLink to="/auth/login">Sign in</RouterLink>
              </Link>
            </Text>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
