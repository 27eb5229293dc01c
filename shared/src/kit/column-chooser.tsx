import { useCallback, useState } from 'react';
import { selectLogin, useAppSelector } from 'shared/core';
import { Box, Button, HStack, Text } from 'shared/ui';
import type { ColumnDesc, ResourceDesc } from 'shared/resources';

const storageKey = (user: string, resource: string) => `kit.columns.${user}.${resource}`;

function readHidden(key: string): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The columns a user chose to see in a list, remembered per user and resource in this browser
 * (localStorage): hidden ones are listed, so a column added later shows by default.
 */
export function useVisibleColumns(desc: ResourceDesc): [readonly ColumnDesc[], string[], (field: string, on: boolean) => void] {
  const login = useAppSelector(selectLogin);
  const who = String(login?.user?.id ?? login?.branch?.id ?? login?.Employee?.id ?? 'anon');
  const key = storageKey(who, desc.name);
  const [state, setState] = useState(() => ({ key, hidden: readHidden(key) }));
  const hidden = state.key === key ? state.hidden : readHidden(key);
  const toggle = useCallback(
    (field: string, on: boolean) => {
      const next = on ? hidden.filter((f) => f !== field) : [...new Set([...hidden, field])];
      // One column always stays.
      if (next.length >= desc.columns.length) return;
      setState({ key, hidden: next });
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        /* storage full or blocked: the choice lasts for this page */
      }
    },
    [hidden, key, desc.columns.length],
  );
  return [desc.columns.filter((c) => !hidden.includes(c.field)), hidden, toggle];
}

/** Checkboxes for the list's columns. */
export function ColumnChooser({
  desc,
  hidden,
  onToggle,
  id,
}: {
  desc: ResourceDesc;
  hidden: readonly string[];
  onToggle(field: string, on: boolean): void;
  id: string;
}) {
  return (
    <Box id={id} role="group" aria-label="Columns shown" borderWidth="1px" borderRadius="md" bg="white" p="3" mb="2">
      <Text fontSize="sm" fontWeight="medium" mb="1">
        Columns shown
      </Text>
      <HStack wrap="wrap" gap="3" css={{ '& input': { accentColor: 'var(--chakra-colors-blue-600)', mr: '1' } }}>
        {desc.columns.map((c) => (
          <Box as="label" key={c.field} fontSize="sm" display="inline-flex" alignItems="center">
            <input type="checkbox" checked={!hidden.includes(c.field)} onChange={(e) => onToggle(c.field, e.target.checked)} />
            {c.label}
          </Box>
        ))}
      </HStack>
    </Box>
  );
}

/** A button that shows or hides a panel below the toolbar. */
export function PanelToggle({ label, open, controls, onToggle }: { label: string; open: boolean; controls: string; onToggle(): void }) {
  return (
    <Button size="sm" variant={open ? 'subtle' : 'outline'} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {label}
    </Button>
  );
}
