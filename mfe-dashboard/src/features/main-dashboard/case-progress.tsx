import type { PropsDashboardCounts } from 'shared/resources';
import { Card, HStack, Heading, Progress, Skeleton, Text } from 'shared/ui';
import { usePropsCountsQuery } from '../../api/dashboard-api';
import { LoadFailed } from '../charts/load-state';

/** Spec: the mean of every field ending in "Progress", times 100, rounded. */
export function caseProgressPercent(counts: PropsDashboardCounts): number {
  const values = Object.entries(counts)
    .filter(([key, v]) => key.endsWith('Progress') && typeof v === 'number')
    .map(([, v]) => v as number);
  return values.length ? Math.round((values.reduce((a, v) => a + v, 0) / values.length) * 100) : 0;
}

const PARTS: [keyof PropsDashboardCounts, string][] = [
  ['allocationProgress', 'Allocated'],
  ['visitProgress', 'Visited'],
  ['reportProgress', 'Report released'],
  ['dispatchProgress', 'Dispatched'],
];

/** The admin-home progress widget: how far this month's cases have come. */
export function CaseProgress() {
  const { data, error, refetch, isLoading } = usePropsCountsQuery();
  const percent = data ? caseProgressPercent(data) : 0;
  return (
    <Card.Root size="sm" as="section" aria-labelledby="case-progress-title">
      <Card.Header>
        <Heading as="h2" size="sm" id="case-progress-title">
          This Month&apos;s Case Progress
        </Heading>
        {data && (
          <Text fontSize="xs" color="gray.600">
            {data.total_cases} cases received in {data.month}
          </Text>
        )}
      </Card.Header>
      <Card.Body pt="0">
        {isLoading && <Skeleton h="10" />}
        {error && <LoadFailed what="case progress" error={error} onRetry={() => void refetch()} />}
        {data && (
          <>
            <Progress.Root value={percent} max={100} colorPalette="green" size="lg" data-testid="case-progress">
              <HStack justify="space-between" mb="1">
                <Progress.Label>case progress</Progress.Label>
                <Progress.ValueText>{percent}%</Progress.ValueText>
              </HStack>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <HStack gap="4" mt="3" wrap="wrap" fontSize="sm" color="gray.700">
              {PARTS.map(([key, label]) => (
                <Text key={key}>
                  {label}: {Math.round(Number(data[key]) * 100)}%
                </Text>
              ))}
            </HStack>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
