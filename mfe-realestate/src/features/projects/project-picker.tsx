import { useState } from 'react';
import { Field, HStack, Input, NativeSelect } from 'shared/ui';
import { useProjectOptionsQuery } from './projects-api';

/**
 * Choose one project: a search box narrows the choice (the lookup answers the first matches by name).
 * While the first answer is awaited the choice is disabled and says it is busy (aria-busy), so a
 * screen reader, and the axe check that waits for no busy element, know the list is still coming.
 */
export function ProjectPicker({ value, onChange }: { value: number | null; onChange(id: number | null): void }) {
  const [search, setSearch] = useState('');
  const { data = [], isFetching } = useProjectOptionsQuery(search.trim());
  const firstLoad = isFetching && !data.length;
  return (
    <HStack gap="3" align="end" flexWrap="wrap">
      <Field.Root maxW="xs">
        <Field.Label>Find project</Field.Label>
        <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Name, developer or city" />
      </Field.Root>
      <Field.Root maxW="sm" disabled={firstLoad}>
        <Field.Label>Project</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-busy={firstLoad}
            value={value ?? ''}
            onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">Choose a project</option>
            {data.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );
}
