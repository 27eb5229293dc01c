import { Suspense, useState } from 'react';
import type { PageDecl, RegistryRemote } from 'shared/resources';
import { Alert, Button, Center, Spinner, Stack, Text } from 'shared/ui';
import { pageLoader } from './page-loader';
import { RemoteBoundary, unavailableText } from './remote-boundary';

/** The full start's panel for a remote that cannot load. */
const unavailable = (remoteName: string, retry: () => void) => (
  <Alert.Root status="error" role="alert" data-testid="module-unavailable" maxW="2xl" m="6">
    <Alert.Indicator />
    <Stack gap="3">
      <Alert.Title>Module unavailable</Alert.Title>
      <Alert.Description>
        <Text>{unavailableText(remoteName)}</Text>
      </Alert.Description>
      <Button size="sm" alignSelf="start" onClick={retry}>
        Retry
      </Button>
    </Stack>
  </Alert.Root>
);

/** Renders one declared page of a remote, loading the remote on first use. */
export function RemotePage({ remote, page }: { remote: RegistryRemote; page: PageDecl }) {
  const [attempt, setAttempt] = useState(0);
  const Page = pageLoader(remote, page.module, attempt);
  return (
    <RemoteBoundary
      key={`${remote.name}/${page.module}#${attempt}`}
      remoteName={remote.package}
      onRetry={() => setAttempt((a) => a + 1)}
      unavailable={unavailable}
    >
      <Suspense
        fallback={
          <Center py="16" role="status" aria-busy="true" aria-label={`Loading ${page.title}`}>
            <Spinner size="lg" />
          </Center>
        }
      >
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
