import { Alert, Box, Button, HStack, Stack, Text } from 'shared/ui';
import { dismiss, flush, retry } from './queue';
import type { QueuedAction } from './queue-store';
import { useVisitQueue } from './use-queue';

const NOUN: Record<QueuedAction['kind'], [string, string]> = {
  photo: ['photo', 'photos'],
  measurements: ['measurement', 'measurements'],
  sketch: ['sketch', 'sketches'],
  complete: ['visit completion', 'visit completions'],
};

/** "3 photos waiting to upload": what the phone still holds, by kind. */
function queueSummary(list: readonly QueuedAction[]): string | null {
  const waiting = list.filter((a) => a.state === 'waiting');
  if (!waiting.length) return null;
  const counts = new Map<QueuedAction['kind'], number>();
  for (const a of waiting) counts.set(a.kind, (counts.get(a.kind) ?? 0) + 1);
  const parts = [...counts].map(([k, n]) => `${n} ${NOUN[k][n === 1 ? 0 : 1]}`);
  return `${parts.join(', ')} waiting to upload`;
}

/** The queue on the engineer's page: what waits, what failed (retry), what conflicts (shown until read). */
export function QueuePanel({ userId }: { userId: number }) {
  const { actions, sending } = useVisitQueue(userId);
  const mine = actions.filter((a) => a.userId === userId);
  if (!mine.length) return null;
  const summary = queueSummary(mine);
  return (
    <Box as="section" aria-label="Upload queue" borderWidth="1px" borderRadius="md" p="3" bg="yellow.50">
      {summary && (
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="bold" role="status">
            {summary}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void flush()} disabled={!!sending}>
            {sending ? 'Sending…' : 'Send now'}
          </Button>
        </HStack>
      )}
      <Stack gap="2" mt="2" as="ul" listStyleType="none">
        {mine.map((a) => (
          <Box as="li" key={a.key} fontSize="sm">
            {a.state === 'waiting' && (
              <Text>
                {a.caseNo}: {a.label} {sending?.key === a.key ? '(sending…)' : '(waiting)'}
              </Text>
            )}
            {a.state !== 'waiting' && (
              <Alert.Root status={a.state === 'conflict' ? 'warning' : 'error'} size="sm">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    {a.caseNo}: {a.label} {a.state === 'conflict' ? 'not recorded' : 'failed'}
                  </Alert.Title>
                  <Alert.Description>{a.error}</Alert.Description>
                  <HStack mt="1">
                    <Button size="xs" onClick={() => void retry(a)} aria-label={`Retry ${a.label} of ${a.caseNo}`}>
                      Retry
                    </Button>
                    {a.state === 'conflict' && (
                      <Button size="xs" variant="outline" onClick={() => void dismiss(a)} aria-label={`Dismiss ${a.label} of ${a.caseNo}`}>
                        Dismiss
                      </Button>
                    )}
                  </HStack>
                </Alert.Content>
              </Alert.Root>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
