import { selectUser, useAppSelector } from 'shared/core';
import { Badge, Card, Heading, Text } from 'shared/ui';

export default function HomePage() {
  const user = useAppSelector(selectUser);
  return (
    <Card.Root maxW="3xl" data-remote="mfe-bills">
      <Card.Header>
        <Heading size="md">Bill Initiation</Heading>
      </Card.Header>
      <Card.Body>
        <Text>Signed in as {user?.name ?? 'a branch user'}.</Text>
        <Badge mt="2" data-testid="remote-version">mfe-bills {__REMOTE_VERSION__}</Badge>
      </Card.Body>
    </Card.Root>
  );
}
