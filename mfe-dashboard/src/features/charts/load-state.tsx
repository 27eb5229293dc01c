import type { ApiError } from 'shared/core';
import { Alert, Button, HStack, SimpleGrid, Skeleton, Spinner, Text } from 'shared/ui';

/** A failed load: the list error text of the spec, the server's message, and Retry. */
export function LoadFailed({ error, onRetry, what }: { error: unknown; onRetry(): void; what: string }) {
  const e = error as Partial<ApiError>;
  return (
    <Alert.Root status="error" my="4" data-testid="load-failed">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          Could not load {what}. {e.display ?? ''}
        </Alert.Title>
        {e.message && e.message !== e.display && <Alert.Description>{e.message}</Alert.Description>}
      </Alert.Content>
      <Button size="sm" onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}

/** Placeholders while the first figures load. */
export function LoadingCards({ what, cards = 4, charts = 4 }: { what: string; cards?: number; charts?: number }) {
  return (
    <>
      <HStack role="status" mb="3" color="gray.600">
        <Spinner size="sm" />
        <Text>Loading {what}…</Text>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="4">
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} h="24" borderRadius="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        {Array.from({ length: charts }, (_, i) => (
          <Skeleton key={i} h="80" borderRadius="md" />
        ))}
      </SimpleGrid>
    </>
  );
}
