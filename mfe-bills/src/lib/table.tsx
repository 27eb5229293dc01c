import type { ReactNode } from 'react';
import { formatMoney } from 'shared/core';
import { Box, Table } from 'shared/ui';

export interface Col<T> {
  label: string;
  cell: (row: T) => ReactNode;
  money?: boolean;
}

/** A plain read-only table for reports (money right-aligned in en-IN). */
export function SimpleTable<T>({
  caption,
  cols,
  rows,
  rowKey,
  footer,
  empty,
}: {
  caption: string;
  cols: Col<T>[];
  rows: T[];
  rowKey: (r: T) => string | number;
  footer?: ReactNode;
  empty: string;
}) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="outline" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            {cols.map((c) => (
              <Table.ColumnHeader key={c.label} textAlign={c.money ? 'end' : 'start'}>
                {c.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={cols.length}>{empty}</Table.Cell>
            </Table.Row>
          )}
          {rows.map((r) => (
            <Table.Row key={rowKey(r)}>
              {cols.map((c) => (
                <Table.Cell key={c.label} textAlign={c.money ? 'end' : 'start'}>
                  {c.cell(r)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
        {footer}
      </Table.Root>
    </Box>
  );
}

export const money = (n: number | null | undefined) => formatMoney(n ?? 0);
