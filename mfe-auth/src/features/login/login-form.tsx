import { Formik, Form } from 'formik';
import { useEffect } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { selectLogin, signIn, useAppDispatch, useAppSelector, type LoginKind } from 'shared/core';
import { Button, Checkbox, Heading, HStack, Link, Stack, TextField, PasswordField, errorPopup, notify } from 'shared/ui';

export const loginSchema = yup.object({
  email: yup.string().required('Enter Your Email'),
  password: yup.string().required('Enter Your Password'),
});

interface Props {
  kind: LoginKind;
  title: string;
  /** Only the admin sign-in links to the reset and register screens; the others' links do nothing. */
  linksWork: boolean;
  extra?: React.ReactNode;
}

export function LoginForm({ kind, title, linksWork, extra }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const login = useAppSelector(selectLogin);
  useEffect(() => {
    document.title = `${title} | Valuation Back Office`;
  }, [title]);
  if (login) return <Navigate to="/dashboard" replace />;

  return (
    <Formik
      initialValues={{ email: '', password: '', remember: false }}
      validationSchema={loginSchema}
      onSubmit={async ({ email, password }) => {
        const result = await dispatch(signIn({ kind, email, password }));
        if (signIn.fulfilled.match(result)) {
          const data = result.payload;
          const name = data.user?.name ?? data.Employee?.name ?? data.branch?.name ?? '';
          notify.success(`${name}, Welcome!`);
          navigate('/dashboard', { replace: true });
        } else {
          await errorPopup('Login Failed', result.payload || 'An error occurred during login.');
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
            <Checkbox.Root checked={values.remember} onCheckedChange={(d) => setFieldValue('remember', !!d.checked)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Remember me</Checkbox.Label>
            </Checkbox.Root>
            <Button type="submit" colorPalette="blue" disabled={isSubmitting} loading={isSubmitting} loadingText="Logging In">
              Log In
            </Button>
            <HStack justify="space-between" fontSize="sm">
              {linksWork ? (
                <Link asChild color="blue.600"><RouterLink to="/forgot-password">Forgot password?</RouterLink></Link>
              ) : (
                <Link href="#" color="blue.600" onClick={(e) => e.preventDefault()}>Forgot password?</Link>
              )}
              {linksWork ? (
                <Link asChild color="blue.600"><RouterLink to="/register-user">Create new account</RouterLink></Link>
              ) : (
                <Link href="#" color="blue.600" onClick={(e) => e.preventDefault()}>Create new account</Link>
              )}
            </HStack>
            {extra}
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
