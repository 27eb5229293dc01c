import type { ReactNode } from 'react';
import { Alert, Button, HStack, Spinner, Text } from 'shared/ui';
import type { Load } from './use-api';

/** Loading, failed (the spec's 'Error:{status}Error Text: {statusText}' with Retry) or the content. */
export function Loaded<T>({
  state,
  title,
  onRetry,
  children,
}: {
  state: Load<T>;
  title: string;
  onRetry(): void;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') {
    return (
      <HStack role="status" py="6" justify="center">
        <Spinner size="sm" />
        <Text>Loading {title}…</Text>
      </HStack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert.Root status="error" maxW="xl" my="4">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{state.error.display}</Alert.Title>
          {state.error.message !== state.error.display && <Alert.Description>{state.error.message}</Alert.Description>}
        </Alert.Content>
        <Button size="sm" onClick={onRetry}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  return <>{children(state.data)}</>;
}
