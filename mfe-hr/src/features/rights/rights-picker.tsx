import { useMemo, useState } from 'react';
import { PAGE_NAMES, type PageName } from 'shared/resources';
import { Box, Button, HStack, Input, Text } from 'shared/ui';
import { useMenuRegistryQuery } from '../../lib/hr-api';
import { groupRights } from '../../model';
import { RightsGroupsList } from './rights-groups-list';
import { SameAsUser } from './same-as-user';

export interface RightsPickerProps {
  /** The rights ticked (page names). */
  granted: ReadonlySet<string>;
  onChange(next: Set<string>): void;
  /** The user being edited, left out of 'Same as user…'. */
  exceptUserId?: number;
}

/**
 * The one rights picker (a user's Page Rights, a Rights Template): rights grouped and named as the
 * menu shows their pages (the registry; without it each right keeps its internal name), a group's
 * own box, a search, Grant all / Revoke all, and 'Same as user…' to copy a user's rights.
 */
export function RightsPicker({ granted, onChange, exceptUserId }: RightsPickerProps) {
  const [filter, setFilter] = useState('');
  const [copied, setCopied] = useState('');
  const registry = useMenuRegistryQuery();
  const groups = useMemo(() => groupRights(registry.data), [registry.data]);
  const setMany = (names: PageName[], on: boolean) => {
    const next = new Set(granted);
    for (const page of names) {
      if (on) next.add(page);
      else next.delete(page);
    }
    onChange(next);
  };
  return (
    <Box width="full">
      <HStack mb="2" gap="2" wrap="wrap">
        <Input
          size="sm"
          maxW="xs"
          type="search"
          placeholder="Search rights…"
          aria-label="Search rights"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <Button size="xs" variant="outline" onClick={() => onChange(new Set(PAGE_NAMES))}>
          Grant all
        </Button>
        <Button size="xs" variant="outline" onClick={() => onChange(new Set())}>
          Revoke all
        </Button>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {granted.size} of {PAGE_NAMES.length} pages viewable
          {copied && ` (copied from ${copied}, not saved yet)`}
        </Text>
      </HStack>
      <Box mb="3">
        <SameAsUser
          exceptId={exceptUserId}
          onCopy={(names, from) => {
            onChange(new Set(names));
            setCopied(from);
          }}
        />
      </Box>
      <RightsGroupsList groups={groups} granted={granted} search={filter} setMany={setMany} />
    </Box>
  );
}
