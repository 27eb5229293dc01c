import { Form, Formik } from 'formik';
import { checkMyProfile, MY_PROFILE_FIELDS, useSaveMyProfileMutation, type ApiError } from 'shared/core';
import type { MyProfileInput, UserDTO } from 'shared/resources';
import { Box, Button, Card, Field, Heading, Input, SimpleGrid, TextField, Textarea, notify } from 'shared/ui';

const initial = (u: UserDTO): MyProfileInput =>
  Object.fromEntries(MY_PROFILE_FIELDS.map((f) => [f.name, u[f.name] ?? ''])) as unknown as MyProfileInput;

/**
 * A staff member's own account (PUT /api/me/profile): name, mobile and address are theirs to
 * change, checked as the API checks them; e-mail, country and about me stay HR's.
 */
export function ProfileDetailsCard({ user }: { user: UserDTO }) {
  const [save] = useSaveMyProfileMutation();
  return (
    <Card.Root maxW="4xl">
      <Card.Header>
        <Heading size="md">My account</Heading>
      </Card.Header>
      <Card.Body>
        <Formik
          initialValues={initial(user)}
          enableReinitialize
          validate={checkMyProfile}
          onSubmit={async (values, { setErrors }) => {
            try {
              const { message } = await save(values).unwrap();
              notify.success(message);
            } catch (e) {
              const error = e as ApiError;
              if (error.fields) setErrors(error.fields);
              else notify.error(error.message);
            }
          }}
        >
          {({ isSubmitting, dirty }) => (
            <Form noValidate aria-label="My account">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <Field.Root readOnly>
                  <Field.Label>Email address</Field.Label>
                  <Input value={user.email} readOnly />
                </Field.Root>
                {MY_PROFILE_FIELDS.map((f) => (
                  <TextField
                    key={f.name}
                    name={f.name}
                    label={f.label}
                    required={f.name === 'name'}
                    type={f.format === 'mobile' ? 'tel' : 'text'}
                    autoComplete={AUTOCOMPLETE[f.name]}
                  />
                ))}
                <Field.Root readOnly>
                  <Field.Label>Country</Field.Label>
                  <Input value={user.country ?? ''} readOnly />
                </Field.Root>
              </SimpleGrid>
              <Box mt="4">
                <Field.Root readOnly>
                  <Field.Label>About me</Field.Label>
                  <Textarea value={user.about ?? ''} readOnly />
                </Field.Root>
              </Box>
              <Button type="submit" mt="4" loading={isSubmitting} disabled={!dirty}>
                Save my details
              </Button>
            </Form>
          )}
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}

const AUTOCOMPLETE: Record<keyof MyProfileInput, string> = {
  name: 'given-name',
  surname: 'family-name',
  mobile_no: 'tel-national',
  address: 'street-address',
  city: 'address-level2',
  pincode: 'postal-code',
};
