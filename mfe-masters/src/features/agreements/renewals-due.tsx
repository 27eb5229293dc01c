import { asApiError } from '../../lib/api-error';
import { useDueAgreementsQuery } from '../../lib/masters-api';
import { formatDate } from 'shared/core';
import { Alert, Badge, Box, Button, Card, HStack, Spinner, Stack, Text } from 'shared/ui';
import { RENEWAL_WINDOWS } from '../../model';

const PALETTE: Record<number, string> = { 30: 'red', 60: 'orange', 90: 'yellow' };

/** The agreements ending within 90 / 60 / 30 days (each also a task for the administrators). */
export function RenewalsDue() {
  // Every agreement saved, removed or changed in bulk invalidates the agreements' tag, which this carries.
  const { data: rows, error, isFetching, refetch } = useDueAgreementsQuery();
  const state = isFetching
    ? { status: 'loading' as const }
    : error
      ? { status: 'failed' as const, message: asApiError(error).display }
      : { status: 'loaded' as const, rows: rows ?? [] };

  return (
    <Card.Root as="section" aria-label="Renewals due" mb="4">
      <Card.Header>
        <Text fontWeight="semibold">Renewals due</Text>
      </Card.Header>
      <Card.Body>
        {state.status === 'loading' && (
          <HStack role="status">
            <Spinner size="sm" />
            <Text>Loading renewals…</Text>
          </HStack>
        )}
        {state.status === 'failed' && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{state.message}</Alert.Title>
            <Button size="sm" onClick={() => void refetch()}>
              Retry
            </Button>
          </Alert.Root>
        )}
        {state.status === 'loaded' && (
          <Stack gap="3">
            {RENEWAL_WINDOWS.map((w) => {
              const rows = state.rows.filter((r) => r.window === w);
              return (
                <Box key={w} role="group" aria-label={`Due in ${w} days`}>
                  <Badge colorPalette={PALETTE[w]}>Due in {w} days</Badge>
                  {rows.length === 0 ? (
                    <Text fontSize="sm" color="gray.600" mt="1">
                      None.
                    </Text>
                  ) : (
                    <Stack as="ul" gap="1" mt="1" pl="4">
                      {rows.map((r) => (
                        <li key={r.id}>
                          <Text fontSize="sm">
                            {r.bank_name} — {r.agreement_no}, ends {formatDate(r.valid_to)} (
                            {r.days_left < 0 ? `expired ${-r.days_left} days ago` : `${r.days_left} days left`})
                          </Text>
                        </li>
                      ))}
                    </Stack>
                  )}
                </Box>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
