import { selectUser, useAppSelector } from 'shared/core';
import { Badge, Card, Heading, Text } from 'shared/ui';

export default function HomePage() {
  const user = useAppSelector(selectUser);
  return (
    <Card.Root maxW="3xl" data-remote="mfe-realestate">
      <Card.Header>
        <Heading size="md">Projects</Heading>
      </Card.Header>
      <Card.Body>
        <Text>Signed in as {user?.name ?? 'a branch user'}.</Text>
        <Badge mt="2" data-testid="remote-version">
          mfe-realestate {__REMOTE_VERSION__}
        </Badge>
      </Card.Body>
    </Card.Root>
  );
}
