import { useMeQuery } from 'shared/core';
import { Alert, Box, Card, Field, Heading, Input, SimpleGrid, Spinner, Textarea } from 'shared/ui';
import { ChangePasswordCard } from './profile/change-password-card';
import { SessionsCard } from './profile/sessions-card';
import { TotpCard } from './profile/totp-card';

/** The signed-in user's own data (spec: username, e-mail, names, address, city, country, postal code, about me). */
export function UserProfilePage() {
  const { data, isLoading, error } = useMeQuery();
  if (isLoading) return <Spinner aria-label="Loading profile" />;
  if (error) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{(error as { display?: string }).display ?? 'The profile could not be loaded.'}</Alert.Title>
      </Alert.Root>
    );
  }
  const u = data?.user;
  const b = data?.branch;
  const fields: [string, string | null | undefined][] = [
    ['Username', u?.name ?? b?.name],
    ['Email address', u?.email ?? b?.email],
    ['First name', u?.name ?? b?.name],
    ['Last name', u?.surname],
    ['Address', u?.address],
    ['City', u?.city],
    ['Country', u?.country],
    ['Postal code', u?.pincode],
  ];
  return (
    <>
      <Card.Root maxW="4xl">
        <Card.Header>
          <Heading size="md">My account</Heading>
        </Card.Header>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {fields.map(([label, value]) => (
              <Field.Root key={label} readOnly>
                <Field.Label>{label}</Field.Label>
                <Input value={value ?? ''} readOnly />
              </Field.Root>
            ))}
          </SimpleGrid>
          <Box mt="4">
            <Field.Root readOnly>
              <Field.Label>About me</Field.Label>
              <Textarea value={u?.about ?? ''} readOnly />
            </Field.Root>
          </Box>
        </Card.Body>
      </Card.Root>
      <ChangePasswordCard owner={{ name: u?.name ?? b?.name, surname: u?.surname, email: u?.email ?? b?.email }} />
      {u && <TotpCard />}
      <SessionsCard />
    </>
  );
}
