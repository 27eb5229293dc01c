import { useEffect, useRef, useState } from 'react';
import { Button, HStack, Input, Text } from 'shared/ui';
import type { BulkActionDesc, ResourceDesc } from 'shared/resources';

/** Search (debounced, server-side), Export CSV and Add. */
export function Toolbar({
  desc,
  search,
  onSearch,
  onAdd,
  onExport,
  exporting,
  children,
}: {
  desc: ResourceDesc;
  search: string;
  onSearch(text: string): void;
  onAdd?: () => void;
  onExport?: (format: 'csv' | 'xlsx') => void;
  exporting?: boolean;
  children?: React.ReactNode;
}) {
  const [text, setText] = useState(search);
  const first = useRef(true);
  // Back / Forward (or a link) may change the search from outside: show it.
  const shown = useRef(search);
  useEffect(() => {
    if (search !== shown.current) {
      shown.current = search;
      setText(search);
    }
  }, [search]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => {
      shown.current = text.trim();
      onSearch(text.trim());
    }, 300);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" py="2" role="toolbar" aria-label={`${desc.title} actions`}>
      <Input
        type="search"
        maxW="sm"
        size="sm"
        value={text}
        maxLength={100}
        placeholder="Search…"
        aria-label={`Search ${desc.title}`}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && onSearch(text.trim())}
      />
      <HStack gap="2" wrap="wrap">
        {children}
        {onExport && (
          <Button size="sm" variant="outline" onClick={() => onExport('csv')} loading={exporting}>
            Export CSV
          </Button>
        )}
        {onExport && (
          <Button size="sm" variant="outline" onClick={() => onExport('xlsx')} loading={exporting}>
            Export Excel
          </Button>
        )}
        {onAdd && (
          <Button size="sm" colorPalette="blue" onClick={onAdd}>
            Add {desc.singular}
          </Button>
        )}
      </HStack>
    </HStack>
  );
}

/** Shown while rows are selected: the count and the actions on them. */
export function BulkBar({
  count,
  actions,
  onRun,
  onClear,
  busy,
}: {
  count: number;
  actions: readonly BulkActionDesc[];
  onRun(action: BulkActionDesc): void;
  onClear(): void;
  busy?: boolean;
}) {
  if (!count) return null;
  return (
    <HStack role="region" aria-label="Bulk actions" gap="2" p="2" bg="blue.50" borderRadius="md" wrap="wrap">
      <Text fontSize="sm" fontWeight="medium">
        {count} selected
      </Text>
      {actions.map((a) => (
        <Button key={a.id} size="xs" disabled={busy} colorPalette={a.kind === 'delete' ? 'red' : 'blue'} onClick={() => onRun(a)}>
          {a.label}
        </Button>
      ))}
      <Button size="xs" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </HStack>
  );
}
