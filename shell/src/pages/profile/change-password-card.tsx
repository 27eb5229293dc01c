import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useChangeOwnPasswordMutation, type ApiError } from 'shared/core';
import type { PasswordOwner } from 'shared/resources';
import { newPassword } from 'shared/kit';
import { Button, Card, Heading, PasswordField, Stack, notify } from 'shared/ui';

const REQUIRED = 'This field is required';

const schema = (owner: PasswordOwner) =>
  yup.object({
    current_password: yup.string().required('Enter your current password.'),
    password: newPassword(REQUIRED, owner),
    password_confirmation: yup
      .string()
      .required(REQUIRED)
      .oneOf([yup.ref('password')], 'Passwords must match'),
  });

/** The profile's own password change (POST /api/me/password): the current password, then a new one under the rule. */
export function ChangePasswordCard({ owner }: { owner: PasswordOwner }) {
  const [change] = useChangeOwnPasswordMutation();
  return (
    <Card.Root maxW="4xl" mt="4">
      <Card.Header>
        <Heading size="md">Change password</Heading>
      </Card.Header>
      <Card.Body>
        <Formik
          initialValues={{ current_password: '', password: '', password_confirmation: '' }}
          validationSchema={schema(owner)}
          onSubmit={async (values, { resetForm, setErrors }) => {
            try {
              const { data } = await change(values).unwrap();
              notify.success(data);
              resetForm();
            } catch (e) {
              const error = e as ApiError;
              if (error.fields) setErrors(error.fields);
              else notify.error(error.message);
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Change password">
              <Stack gap="3" maxW="md">
                <PasswordField name="current_password" label="Current Password" autoComplete="current-password" required />
                <PasswordField name="password" label="New Password" required meter={owner} />
                <PasswordField name="password_confirmation" label="Confirm Password" required />
                <Button type="submit" loading={isSubmitting} alignSelf="start">
                  Change password
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
