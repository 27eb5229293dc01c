import { useId, useState, type FormEvent } from 'react';
import { Box, Button, DateField, HStack, Input, SimpleGrid, Text } from 'shared/ui';
import { isValidDate, parseFilters, type FilterSpec } from 'shared/resources';

type Values = Record<string, string>;

/** How many filters are set (a range counts once). */
export function activeFilterCount(specs: readonly FilterSpec[], values: Values | undefined): number {
  return specs.filter((s) => s.params.some((p) => values?.[p])).length;
}

/**
 * The column filters of a list, from its description: options as checkboxes, dates and numbers as
 * from / to ranges. Applied on the server; the list keeps them in the URL.
 */
export function FiltersPanel({
  specs,
  values,
  onApply,
  id,
}: {
  specs: readonly FilterSpec[];
  values: Values | undefined;
  onApply(values: Values): void;
  id: string;
}) {
  const [draft, setDraft] = useState<Values>(() => ({ ...values }));
  const [error, setError] = useState<string | null>(null);
  const set = (k: string, v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const bad = specs.find((s) => s.kind === 'date' && s.params.some((p) => draft[p] && !isValidDate(draft[p])));
    if (bad) return setError(`${bad.label}: write dates as YYYY-MM-DD.`);
    const { errors } = parseFilters(specs, draft);
    const first = Object.values(errors)[0];
    if (first) return setError(first);
    setError(null);
    onApply(Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== '')));
  };
  const clear = () => {
    setDraft({});
    setError(null);
    onApply({});
  };
  return (
    <Box as="form" id={id} onSubmit={apply} role="region" aria-label="Filters" borderWidth="1px" borderRadius="md" bg="white" p="3" mb="2">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {specs.map((s) =>
          s.kind === 'options' ? (
            <OptionsFilter key={s.field} spec={s} value={draft[s.field] ?? ''} onChange={(v) => set(s.field, v)} />
          ) : (
            <RangeFilter key={s.field} spec={s} draft={draft} set={set} />
          ),
        )}
      </SimpleGrid>
      {error && (
        <Text role="alert" color="red.700" fontSize="sm" mt="2">
          {error}
        </Text>
      )}
      <HStack gap="2" mt="3">
        <Button type="submit" size="sm" colorPalette="blue">
          Apply filters
        </Button>
        <Button size="sm" variant="outline" onClick={clear}>
          Clear filters
        </Button>
      </HStack>
    </Box>
  );
}

function OptionsFilter({ spec, value, onChange }: { spec: FilterSpec; value: string; onChange(v: string): void }) {
  const chosen = value ? value.split(',') : [];
  const toggle = (v: string, on: boolean) => onChange((on ? [...chosen, v] : chosen.filter((x) => x !== v)).join(','));
  return (
    <Box as="fieldset">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
        {spec.label}
      </Text>
      <HStack wrap="wrap" gap="3" css={{ '& input': { accentColor: 'var(--chakra-colors-blue-600)', mr: '1' } }}>
        {spec.options!.map((o) => (
          <Box as="label" key={o.value} fontSize="sm" display="inline-flex" alignItems="center">
            <input type="checkbox" checked={chosen.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />
            {o.label}
          </Box>
        ))}
      </HStack>
    </Box>
  );
}

function RangeFilter({ spec, draft, set }: { spec: FilterSpec; draft: Values; set(k: string, v: string): void }) {
  const [lo, hi] = spec.params;
  const ids = [useId(), useId()];
  const words = spec.kind === 'date' ? ['from', 'to'] : ['at least', 'at most'];
  return (
    <Box as="fieldset">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
        {spec.label}
      </Text>
      <HStack gap="2" align="center">
        {[lo, hi].map((p, i) =>
          spec.kind === 'date' ? (
            <DateField
              key={p}
              id={ids[i]}
              size="sm"
              label={`${spec.label} ${words[i]}`}
              aria-label={`${spec.label} ${words[i]}`}
              value={draft[p] ?? ''}
              onChange={(v) => set(p, v)}
            />
          ) : (
            <Input
              key={p}
              id={ids[i]}
              size="sm"
              type="number"
              inputMode="decimal"
              aria-label={`${spec.label} ${words[i]}`}
              placeholder={words[i]}
              value={draft[p] ?? ''}
              onChange={(e) => set(p, e.target.value)}
            />
          ),
        )}
      </HStack>
    </Box>
  );
}
