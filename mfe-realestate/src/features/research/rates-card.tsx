import { useState } from 'react';
import { CSV_OPTIONS, saveBlob } from 'shared/core';
import { Box, Button, ButtonGroup, Card, HStack, Table, Text } from 'shared/ui';
import { researchRows, type ResearchResult } from '../../model';
import { RatesChart } from './rates-chart';

/** One chart, also shown as a table and downloadable as CSV (the same rows). */
export function RatesCard({ title, result }: { title: string; result: ResearchResult }) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const rows = researchRows(result);
  // The CSV writer (csv-stringify) is loaded on the first download only.
  const download = async () => {
    const { stringify } = await import('csv-stringify/browser/esm/sync');
    saveBlob(new Blob([stringify(rows, CSV_OPTIONS)], { type: 'text/csv' }), `${title.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.csv`);
  };
  return (
    <Card.Root as="section" aria-label={title} mt="6">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="semibold">{title}</Text>
          <HStack>
            <ButtonGroup size="sm" variant="outline" attached>
              <Button aria-pressed={view === 'chart'} onClick={() => setView('chart')}>
                Chart
              </Button>
              <Button aria-pressed={view === 'table'} onClick={() => setView('table')}>
                Table
              </Button>
            </ButtonGroup>
            <Button size="sm" variant="outline" onClick={() => void download()}>
              Download CSV
            </Button>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        {view === 'chart' ? (
          <RatesChart title={title} result={result} />
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={`${title} table`}>
              <Table.Header>
                <Table.Row>
                  {rows[0].map((h) => (
                    <Table.ColumnHeader key={String(h)}>{h}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.slice(1).map((r) => (
                  <Table.Row key={String(r[0])}>
                    {r.map((v, i) => (
                      <Table.Cell key={i}>{v === null ? '—' : typeof v === 'number' ? v.toLocaleString('en-IN') : v}</Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
