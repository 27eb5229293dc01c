import { useId } from 'react';
import { formatCount } from 'shared/core';
import { Button, HStack, NativeSelect, Text } from 'shared/ui';
import type { ResourceList } from './use-resource-list';

const sizeLabel = (n: number) => (n >= 10_000 ? 'All' : String(n));

/** Server-side paging: where we are, previous / next, first / last, and the page size. */
export function Pager({ list, pageSizes, label = 'Pagination' }: { list: ResourceList; pageSizes: readonly number[]; label?: string }) {
  const { total, totalCapped, query, status } = list;
  const plus = totalCapped ? '+' : '';
  const size = list.pageSize;
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(query.page, pages);
  const from = total ? (page - 1) * size + 1 : 0;
  const to = Math.min(page * size, total);
  const sizes = pageSizes.includes(query.pageSize) ? pageSizes : [...pageSizes, query.pageSize].sort((a, b) => a - b);
  const busy = status === 'loading';
  const sizeId = useId();
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" py="2" as="nav" aria-label={label}>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {status === 'loaded' ? `Showing ${formatCount(from)}–${formatCount(to)} of ${formatCount(total)}${plus}` : ' '}
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
        <Button size="sm" variant="outline" onClick={() => list.setPage(1)} disabled={busy || page <= 1} aria-label="First page">
          «
        </Button>
        <Button size="sm" variant="outline" onClick={() => list.setPage(page - 1)} disabled={busy || page <= 1} aria-label="Previous page">
          <span aria-hidden="true">‹</span> Previous
        </Button>
        <Text fontSize="sm" minW="24" textAlign="center">
          Page {formatCount(page)} of {formatCount(pages)}
          {plus}
        </Text>
        <Button size="sm" variant="outline" onClick={() => list.setPage(page + 1)} disabled={busy || page >= pages} aria-label="Next page">
          Next <span aria-hidden="true">›</span>
        </Button>
        <Button size="sm" variant="outline" onClick={() => list.setPage(pages)} disabled={busy || page >= pages} aria-label="Last page">
          »
        </Button>
      </HStack>
    </HStack>
  );
}
