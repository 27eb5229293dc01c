import { Formik, Form } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { http } from 'shared/core';
import type { MessageResponse, UpdatePasswordRequest } from 'shared/resources';
import { Alert, Box, Button, Heading, Link, PasswordField, Stack, Text, notify } from 'shared/ui';
import { errorBody, formFieldErrors, isClientError, logFailure } from '../../lib/api-failure';
import { reloadPage } from '../../lib/reload';
import { showFieldErrors } from '../../lib/show-field-errors';
import { PASSWORD_TOAST_MS, wait } from '../../lib/wait';
import { readToken } from './read-token';
import { updatePasswordSchema } from './update-password-schema';

export const UPDATED = 'Successfully Updated';
const NOT_UPDATED = 'The password could not be updated right now. Please try again later.';
const FIELDS = ['password', 'confirmation_password'] as const;

/** 'update-password' for staff accounts, 'banker-update-password' for bank-branch logins. */
export function UpdatePasswordForm({ endpoint }: { endpoint: 'update-password' | 'banker-update-password' }) {
  const navigate = useNavigate();
  const token = readToken(useLocation().search);
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <Box maxW="md" mx="auto">
      <Formik
        initialValues={{ password: '', confirmation_password: '' }}
        validationSchema={updatePasswordSchema}
        onSubmit={async (values, helpers) => {
          setFailure(null);
          try {
            await http.post<MessageResponse>(endpoint, { token, ...values } satisfies UpdatePasswordRequest);
            notify.success(UPDATED, PASSWORD_TOAST_MS);
            await wait(PASSWORD_TOAST_MS);
            navigate('/auth/login');
            reloadPage();
          } catch (e) {
            logFailure(e);
            setFailure(isClientError(e) ? errorBody(e)?.message || NOT_UPDATED : NOT_UPDATED);
            showFieldErrors(helpers, formFieldErrors(e, FIELDS));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Update Your Password">
            <Stack gap="4">
              <Heading as="h1" size="lg" textAlign="center">
                Update Your Password
              </Heading>
              {!token && (
                <Text color="orange.700" role="note">
                  This page needs the link from your password reset e-mail.{' '}
                  <Link asChild color="blue.600">
                    <RouterLink to="/forgot-password">Request a new link</RouterLink>
                  </Link>
                </Text>
              )}
              {failure && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{failure}</Alert.Title>
                </Alert.Root>
              )}
              <PasswordField name="password" label="Password" required meter />
              <PasswordField name="confirmation_password" label="Confirm Password" required />
              <Button type="submit" colorPalette="blue" disabled={isSubmitting} loading={isSubmitting} loadingText="Updating">
                Update Password
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
