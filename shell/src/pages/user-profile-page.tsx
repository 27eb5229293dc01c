import { useMeQuery } from 'shared/core';
import { Alert, Card, Field, Heading, Input, SimpleGrid, Spinner } from 'shared/ui';
import { ChangePasswordCard } from './profile/change-password-card';
import { ProfileDetailsCard } from './profile/profile-details-card';
import { SessionsCard } from './profile/sessions-card';
import { TotpCard } from './profile/totp-card';

/**
 * The signed-in user's own data (spec: username, e-mail, names, address, city, country, postal
 * code, about me): staff change their name, mobile and address here; a bank-branch login reads its own.
 */
export default function UserProfilePage() {
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
  // A bank-branch login: its name and e-mail, kept by the bank master.
  const fields: [string, string | undefined][] = [
    ['Username', b?.name],
    ['Email address', b?.email],
  ];

  return (
    <>
      {u ? (
        <ProfileDetailsCard user={u} />
      ) : (
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
          </Card.Body>
        </Card.Root>
      )}
      <ChangePasswordCard owner={{ name: u?.name ?? b?.name, surname: u?.surname, email: u?.email ?? b?.email }} />
      {u && <TotpCard />}
      <SessionsCard />
    </>
  );
}
