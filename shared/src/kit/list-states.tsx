import type { ApiError } from 'shared/core';
import { Alert, Button, HStack, Spinner, Text } from 'shared/ui';

/** The three non-data states of every list (spec section 4), as full-width table rows. */

export function LoadingRow({ span, title }: { span: number; title: string }) {
  return (
    <tr>
      <td colSpan={span} className="kit-state">
        <HStack justify="center" role="status">
          <Spinner size="sm" />
          <Text>Loading {title}…</Text>
        </HStack>
      </td>
    </tr>
  );
}

/** Shows the spec's list error text ('Error:{status}Error Text: {statusText}') and a Retry. */
export function FailedRow({ span, error, onRetry }: { span: number; error: ApiError; onRetry(): void }) {
  return (
    <tr>
      <td colSpan={span} className="kit-state">
        <Alert.Root status="error" maxW="xl" mx="auto" textAlign="start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{error.display}</Alert.Title>
            {error.message !== error.display && <Alert.Description>{error.message}</Alert.Description>}
          </Alert.Content>
          <Button size="sm" onClick={onRetry}>
            Retry
          </Button>
        </Alert.Root>
      </td>
    </tr>
  );
}

export function EmptyRow({ span, title, search }: { span: number; title: string; search?: string }) {
  return (
    <tr>
      <td colSpan={span} className="kit-state">
        {search ? `No ${title} match "${search}".` : `No ${title} yet.`}
      </td>
    </tr>
  );
}
