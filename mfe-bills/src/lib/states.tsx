import type { ReactNode } from 'react';
import type { ApiError } from 'shared/core';
import { Alert, Button, HStack, Spinner, Text } from 'shared/ui';

/** What Loaded reads of an RTK Query result. */
export interface QueryState<T> {
  data?: T;
  error?: unknown;
  isError: boolean;
  refetch(): unknown;
}

/** Loading, failed (the spec's 'Error:{status}Error Text: {statusText}' with Retry) or the content. */
export function Loaded<T>({ result, title, children }: { result: QueryState<T>; title: string; children: (data: T) => ReactNode }) {
  if (result.isError) {
    const error = result.error as ApiError;
    return (
      <Alert.Root status="error" maxW="xl" my="4">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{error.display}</Alert.Title>
          {error.message !== error.display && <Alert.Description>{error.message}</Alert.Description>}
        </Alert.Content>
        <Button size="sm" onClick={() => void result.refetch()}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  if (result.data === undefined) {
    return (
      <HStack role="status" py="6" justify="center">
        <Spinner size="sm" />
        <Text>Loading {title}…</Text>
      </HStack>
    );
  }
  return <>{children(result.data)}</>;
}
