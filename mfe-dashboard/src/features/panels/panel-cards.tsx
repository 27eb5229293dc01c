import type { DashboardCard } from 'shared/resources';
import { SimpleGrid, Stat } from 'shared/ui';
import { formatValue } from '../charts/format';

/** The figure cards of a dashboard panel. */
export function PanelCards({ cards }: { cards: DashboardCard[] }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: Math.min(cards.length, 3), '2xl': Math.min(cards.length, 6) }} gap="4" mb="4">
      {cards.map((c) => (
        <Stat.Root key={c.id} borderWidth="1px" borderRadius="md" p="4" bg="white" data-testid="panel-card" data-card={c.id}>
          <Stat.Label>{c.label}</Stat.Label>
          <Stat.ValueText fontSize="2xl">{formatValue(c.value, c.format)}</Stat.ValueText>
          {c.hint && <Stat.HelpText as="dd">{c.hint}</Stat.HelpText>}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
