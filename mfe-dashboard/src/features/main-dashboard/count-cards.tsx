import { formatCount } from 'shared/core';
import type { DashboardCounts } from 'shared/resources';
import { SimpleGrid, Stat } from 'shared/ui';

/** The four count cards of the main dashboard, worded as the spec has them. */
export function CountCards({ counts }: { counts: DashboardCounts }) {
  const cards: [label: string, value: number, help?: string][] = [
    ['OnGoing Cases', counts.ongoing_cases],
    ['Completed Cases', counts.completed_cases],
    ['Total Cases', counts.total_cases, counts.cancelled_cases ? `including ${formatCount(counts.cancelled_cases)} cancelled` : undefined],
    ['Pending Allocations', counts.pending_allocation_cases],
  ];
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="4">
      {cards.map(([label, value, help]) => (
        <Stat.Root key={label} borderWidth="1px" borderRadius="md" p="4" bg="white" data-testid="count-card">
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText fontSize="2xl">{formatCount(value)}</Stat.ValueText>
          {help && <Stat.HelpText as="dd">{help}</Stat.HelpText>}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
