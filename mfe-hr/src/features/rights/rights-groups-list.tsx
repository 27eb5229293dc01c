import { useEffect, useRef } from 'react';
import type { PageName } from 'shared/resources';
import { Box, Heading, SimpleGrid, Stack, Text } from 'shared/ui';
import { rightMatches, type RightsGroup } from '../../model';

interface Props {
  groups: RightsGroup[];
  granted: ReadonlySet<string>;
  search: string;
  setMany(names: PageName[], on: boolean): void;
}

/** A group's own checkbox: checked when all its rights are, mixed when some are. */
function GroupBox({ label, all, some, onChange }: { label: string; all: boolean; some: boolean; onChange(on: boolean): void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some && !all;
  }, [all, some]);
  return (
    <Box as="label" display="flex" alignItems="center" gap="2">
      <input ref={ref} type="checkbox" checked={all} onChange={(e) => onChange(e.target.checked)} aria-label={`All of ${label}`} />
      <Heading as="h3" size="sm">
        {label}
      </Heading>
    </Box>
  );
}

/** The rights grouped as the menu groups pages; each right by its menu title, its internal name as a hint. */
export function RightsGroupsList({ groups, granted, search, setMany }: Props) {
  const shown = groups
    .map((g) => ({ group: g, rights: g.rights.filter((r) => rightMatches(r, g, search)) }))
    .filter((g) => g.rights.length);
  if (!shown.length) return <Text color="fg.muted">No right matches “{search}”.</Text>;
  return (
    <Stack gap="4" css={{ '& input': { accentColor: 'var(--chakra-colors-blue-600)' } }}>
      {shown.map(({ group, rights }) => {
        const names = rights.map((r) => r.name);
        const on = names.filter((n) => granted.has(n)).length;
        return (
          <Box as="section" key={group.id} aria-label={group.label}>
            <GroupBox label={group.label} all={on === names.length} some={on > 0} onChange={(v) => setMany(names, v)} />
            <SimpleGrid role="group" aria-label={`${group.label} rights`} columns={{ base: 1, md: 2 }} gap="1" mt="1" pl="6">
              {rights.map((r) => (
                <Box key={r.name} fontSize="sm" display="flex" alignItems="baseline" gap="2">
                  <Box as="label" display="flex" alignItems="baseline" gap="2">
                    <input type="checkbox" checked={granted.has(r.name)} onChange={(e) => setMany([r.name], e.target.checked)} />
                    {r.title}
                  </Box>
                  <Text as="span" fontSize="xs" color="fg.muted" fontFamily="mono">
                    {r.name}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
          </Box>
        );
      })}
    </Stack>
  );
}
