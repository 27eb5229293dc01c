import { useState } from 'react';
import { Box, Button, HStack, Table, Text } from 'shared/ui';
import { ONLINE_REQUEST_SHEET_FIELDS, onlineRequestResource as desc, type OnlineRequestSheetRow } from '../../model';

const PAGE = 25;
const SHOWN = ONLINE_REQUEST_SHEET_FIELDS.filter((n) => n !== 'remarks').map((n) => desc.fields.find((f) => f.name === n)!);

/** The checked rows, those with errors first, a page at a time (a sheet may hold thousands). */
export function SheetRows({ rows }: { rows: OnlineRequestSheetRow[] }) {
  const [page, setPage] = useState(0);
  const ordered = [...rows].sort((a, b) => Number(!Object.keys(a.errors).length) - Number(!Object.keys(b.errors).length) || a.row - b.row);
  const pages = Math.max(1, Math.ceil(ordered.length / PAGE));
  return (
    <Box>
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label="Checked rows">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Row</Table.ColumnHeader>
              {SHOWN.map((f) => (
                <Table.ColumnHeader key={f.name}>{f.label}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>Errors</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ordered.slice(page * PAGE, page * PAGE + PAGE).map((r) => (
              <Table.Row key={r.row} bg={Object.keys(r.errors).length ? 'red.50' : undefined}>
                <Table.Cell>{r.row}</Table.Cell>
                {SHOWN.map((f) => (
                  <Table.Cell key={f.name}>{r.values[f.name] ?? ''}</Table.Cell>
                ))}
                <Table.Cell color="red.700">{Object.values(r.errors).join(' ') || 'OK'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {pages > 1 && (
        <HStack mt="2" gap="3">
          <Button size="xs" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous rows
          </Button>
          <Text fontSize="sm">
            Page {page + 1} of {pages}
          </Text>
          <Button size="xs" variant="outline" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            Next rows
          </Button>
        </HStack>
      )}
    </Box>
  );
}
