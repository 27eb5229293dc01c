import { Formik, Form } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, Heading, HStack, Link, SimpleGrid, Stack, Text, TextField, PasswordField } from 'shared/ui';
import { submitRegistration } from '../../lib/registration';
import { showFieldErrors } from '../../lib/show-field-errors';
import { TextAreaField } from '../../lib/text-area-field';
import { registerSchema } from './register-schema';
import { REGISTER_FIELDS, registerInitialValues, registerPayload } from './register-values';

export default function RegisterPage() {
  const navigate = useNavigate();
  return (
    <Formik
      initialValues={registerInitialValues()}
      validationSchema={registerSchema}
      onSubmit={async (values, helpers) => {
        const result = await submitRegistration(registerPayload(values), REGISTER_FIELDS);
        if (result.ok) navigate('/register-success');
        else showFieldErrors(helpers, result.fields);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Register">
          <Stack gap="5">
            <Stack gap="1" textAlign="center">
              <Heading as="h1" size="lg">
                Register
              </Heading>
              <Text color="gray.600">Apply for an account. Staff verify every application before it can sign in.</Text>
            </Stack>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
              <TextField name="name" label="Name" autoComplete="name" required />
              <TextField name="email" label="Personal Email Id" type="email" autoComplete="email" required />
              <TextField name="mobile_no" label="Mobile Number" type="tel" autoComplete="tel" />
              <TextField name="pincode" label="Pincode" autoComplete="postal-code" />
              <TextAreaField name="address" label="Address" />
              <TextField name="join_date" label="Joining Date" type="date" />
              <PasswordField name="password" label="Password" meter />
              <PasswordField name="password_confirmation" label="Confirm Password" />
            </SimpleGrid>
            <Button type="submit" colorPalette="blue" disabled={isSubmitting} loading={isSubmitting} loadingText="Registering">
              Register
            </Button>
            <HStack justify="space-between" fontSize="sm">
              <Link asChild color="blue.600">
                <RouterLink to="/forgot-password">Forgot password?</RouterLink>
              </Link>
              <Link asChild color="blue.600">
                <RouterLink to="/register-docs">Upload Docs</RouterLink>
              </Link>
            </HStack>
            <Link asChild color="blue.600" fontSize="sm" alignSelf="center">
              <RouterLink to="/auth/login">Back to sign in</RouterLink>
            </Link>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
