import { useState } from 'react';
import { Formik, Form } from 'formik';
import { Navigate, useNavigate } from 'react-router-dom';
import { loginName, selectLogin, signIn, useAppDispatch, useAppSelector, type LoginKind } from 'shared/core';
import { Button, Checkbox, Heading, Stack, TextField, PasswordField, errorPopup, notify } from 'shared/ui';
import { validateLogin } from './login-schema';
import { LoginLinks } from './login-links';

interface Props {
  kind: LoginKind;
  title: string;
  linksWork: boolean;
  extra?: React.ReactNode;
}

export function LoginForm({ kind, title, linksWork, extra }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const login = useAppSelector(selectLogin);
  const [needsCode, setNeedsCode] = useState(false);
  if (login) return <Navigate to="/dashboard" replace />;

  return (
    <Formik
      initialValues={{ email: '', password: '', remember: false, code: '' }}
      validate={validateLogin}
      onSubmit={async ({ email, password, code }) => {
        const result = await dispatch(signIn({ kind, email, password, code: needsCode ? code.trim() : undefined }));
        if (signIn.fulfilled.match(result)) {
          const data = result.payload;
          const name = loginName(data);
          notify.success(`${name}, Welcome!`);
          navigate('/dashboard', { replace: true });
        } else if (result.payload?.needsCode && !needsCode) {
          // The password was right; the account has a second factor: ask for its code.
          setNeedsCode(true);
        } else {
          void errorPopup('Login Failed', result.payload?.message || 'An error occurred during login.');
        }
      }}
    >
      {({ isSubmitting, values, setFieldValue }) => (
        <Form noValidate aria-label={title}>
          <Stack gap="4">
            <Heading as="h1" size="lg" textAlign="center">
              {title}
            </Heading>
            <TextField name="email" label="Email" type="email" autoComplete="username" />
            <PasswordField name="password" label="Password" autoComplete="current-password" />
            {needsCode && (
              <TextField
                name="code"
                label="Authentication code"
                autoComplete="one-time-code"
                helper="The 6-digit code from your authenticator app, or a recovery code."
              />
            )}
            {/* Kept for the familiar layout; the session is always stored (spec: no behaviour). */}
            <Checkbox.Root checked={values.remember} onCheckedChange={(d) => setFieldValue('remember', !!d.checked)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Remember me</Checkbox.Label>
            </Checkbox.Root>
            <Button type="submit" colorPalette="blue" disabled={isSubmitting} loading={isSubmitting} loadingText="Logging In">
              Log In
            </Button>
            <LoginLinks linksWork={linksWork} />
            {extra}
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
