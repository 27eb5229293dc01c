import { useId } from 'react';
import { formatCount } from 'shared/core';
import { Button, HStack, NativeSelect, Text } from 'shared/ui';
import type { ResourceList } from './use-resource-list';

const sizeLabel = (n: number) => (n >= 10_000 ? 'All' : String(n));

/**
 * Where a list is: its page, the rows shown (from–to of total), the page count, and whether there
 * are pages before and after. Steps follow the answer's cursors (`next` / `prev`); an answer with
 * neither (a server without keyset paging, or one page) is paged by its numbers.
 */
function placeOf({ page, pageSize: size, total, totalCapped, rows, next, prev }: ResourceList) {
  const cursors = !!(next || prev);
  const plus = totalCapped ? '+' : '';
  if (page < 0) {
    // Counted from the end of a capped list (after Last): how many pages lie before is unknown.
    const from = (-page - 1) * size + 1;
    return {
      label: page === -1 ? 'Last page' : `Page ${formatCount(-page)} from the end`,
      shown: `Showing ${formatCount(from)}–${formatCount(from + rows.length - 1)} from the end of ${formatCount(total)}${plus}`,
      before: !!prev,
      after: !!next,
    };
  }
  // Past a capped count (cursors read on beyond it) the page's own rows say how far the list goes.
  const known = totalCapped ? Math.max(total, (page - 1) * size + rows.length) : total;
  const pages = Math.max(1, Math.ceil(known / size), page);
  const before = cursors ? !!prev : page > 1;
  const after = cursors ? !!next : page < pages;
  // The end of an exactly counted list shows its last rows, though rows were added or deleted
  // since the pages before it were read (a page read by cursor keeps no count of the rows before).
  const end = !totalCapped && !after && rows.length > 0;
  const from = !total ? 0 : end ? Math.max(1, total - rows.length + 1) : (page - 1) * size + 1;
  const to = end ? total : Math.min(page * size, known);
  return {
    label: `Page ${formatCount(page)} of ${formatCount(pages)}${plus}`,
    shown: `Showing ${formatCount(from)}–${formatCount(to)} of ${formatCount(known)}${plus}`,
    before,
    after,
  };
}

/** Server-side paging: where we are, previous / next, first / last, and the page size. */
export function Pager({ list, pageSizes, label = 'Pagination' }: { list: ResourceList; pageSizes: readonly number[]; label?: string }) {
  const { query, status } = list;
  const { label: place, shown, before, after } = placeOf(list);
  const sizes = pageSizes.includes(query.pageSize) ? pageSizes : [...pageSizes, query.pageSize].sort((a, b) => a - b);
  const busy = status === 'loading';
  // A failed page (a cursor the server refused: "Go to the first page") can still go to the first.
  const restart = before || (status === 'failed' && (query.page !== 1 || !!query.cursor));
  const sizeId = useId();
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" py="2" as="nav" aria-label={label}>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {status === 'loaded' ? shown : ' '}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm" asChild>
          <label htmlFor={sizeId}>Rows per page</label>
        </Text>
        <NativeSelect.Root size="sm" width="24">
          <NativeSelect.Field id={sizeId} value={String(query.pageSize)} onChange={(e) => list.setPageSize(Number(e.target.value))}>
            {sizes.map((n) => (
              <option key={n} value={n}>
                {sizeLabel(n)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" variant="outline" onClick={list.firstPage} disabled={busy || !restart} aria-label="First page">
          «
        </Button>
        <Button size="sm" variant="outline" onClick={list.prevPage} disabled={busy || !before} aria-label="Previous page">
          <span aria-hidden="true">‹</span> Previous
        </Button>
        <Text fontSize="sm" minW="24" textAlign="center">
          {place}
        </Text>
        <Button size="sm" variant="outline" onClick={list.nextPage} disabled={busy || !after} aria-label="Next page">
          Next <span aria-hidden="true">›</span>
        </Button>
        <Button size="sm" variant="outline" onClick={list.lastPage} disabled={busy || !after} aria-label="Last page">
          »
        </Button>
      </HStack>
    </HStack>
  );
}
