import type { DashboardChart } from 'shared/resources';
import { Box, Table } from 'shared/ui';
import { formatValue } from './format';

/** The chart's rows as a table: the text alternative of the chart. */
export function ChartTable({ chart, maxH }: { chart: DashboardChart; maxH: number }) {
  return (
    <Box maxH={`${maxH}px`} overflowY="auto" tabIndex={0} aria-label={`${chart.title} table`}>
      <Table.Root size="sm" striped stickyHeader>
        <Table.Caption srOnly>{chart.title}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{chart.indexLabel}</Table.ColumnHeader>
            {chart.series.map((s) => (
              <Table.ColumnHeader key={s.key} scope="col" textAlign="end">
                {s.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {chart.rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={chart.series.length + 1}>No figures for this period.</Table.Cell>
            </Table.Row>
          )}
          {chart.rows.map((row, i) => (
            <Table.Row key={`${row[chart.indexBy]}-${i}`}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                {String(row[chart.indexBy])}
              </Table.Cell>
              {chart.series.map((s) => (
                <Table.Cell key={s.key} textAlign="end">
                  {formatValue(Number(row[s.key] ?? 0), chart.format)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
