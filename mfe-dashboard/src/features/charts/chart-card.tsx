import { memo, useId, useState } from 'react';
import { today } from 'shared/core';
import type { DashboardChart } from 'shared/resources';
import { Box, Button, Card, Flex, HStack, Heading, Text } from 'shared/ui';
import { BarChart } from './bar-chart';
import { ChartTable } from './chart-table';
import { csvFileName, downloadCsv, toCsv } from './csv';
import { colorOf } from './format';
import { LineChart } from './line-chart';

export interface ChartCardProps {
  chart: DashboardChart;
  /** Chart height in pixels. */
  height?: number;
}

/**
 * One chart with a heading that names it, a "view as table" alternative and CSV export of its
 * rows (every dashboard chart goes through here).
 */
export const ChartCard = memo(function ChartCard({ chart, height = 300 }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const columns = [{ key: chart.indexBy, label: chart.indexLabel }, ...chart.series.map((s) => ({ key: s.key, label: s.label }))];
  const empty = chart.rows.length === 0 || chart.rows.every((r) => chart.series.every((s) => !Number(r[s.key])));
  const exportCsv = async () => downloadCsv(csvFileName(chart.title, today()), await toCsv(columns, chart.rows));

  return (
    <Card.Root as="section" aria-labelledby={headingId} data-testid={`chart-${chart.id}`} size="sm" h="full">
      <Card.Header>
        <Flex gap="2" align="start" justify="space-between" wrap="wrap">
          <Box>
            <Heading as="h2" size="sm" id={headingId}>
              {chart.title}
            </Heading>
            {chart.note && (
              <Text fontSize="xs" color="gray.600">
                {chart.note}
              </Text>
            )}
            {chart.series.length > 1 && !asTable && (
              <HStack as="ul" gap="3" mt="1" wrap="wrap" listStyleType="none" aria-label="Legend">
                {chart.series.map((s, i) => (
                  <HStack as="li" key={s.key} gap="1" fontSize="xs">
                    <Box w="3" h="3" borderRadius="sm" bg={colorOf(s.color, i)} aria-hidden />
                    <Text>{s.label}</Text>
                  </HStack>
                ))}
              </HStack>
            )}
          </Box>
          <HStack gap="1">
            <Button
              size="xs"
              variant="outline"
              aria-pressed={asTable}
              aria-label={`${asTable ? 'View as chart' : 'View as table'}: ${chart.title}`}
              onClick={() => setAsTable((v) => !v)}
            >
              {asTable ? 'View as chart' : 'View as table'}
            </Button>
            <Button size="xs" variant="outline" aria-label={`Export CSV: ${chart.title}`} onClick={() => void exportCsv()}>
              Export CSV
            </Button>
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body pt="0">
        {asTable ? (
          <ChartTable chart={chart} maxH={height} />
        ) : empty ? (
          <Flex h={`${height}px`} align="center" justify="center" data-testid="chart-empty">
            <Text color="gray.600">No figures for this period.</Text>
          </Flex>
        ) : (
          <Box h={`${height}px`} data-testid="chart-canvas">
            {chart.kind === 'line' ? (
              <LineChart title={chart.title} rows={chart.rows} indexBy={chart.indexBy} series={chart.series} format={chart.format} />
            ) : (
              <BarChart
                title={chart.title}
                rows={chart.rows}
                indexBy={chart.indexBy}
                series={chart.series}
                format={chart.format}
                layout={chart.kind === 'horizontal-bar' ? 'horizontal' : 'vertical'}
                groupMode={chart.kind === 'grouped-bar' ? 'grouped' : 'stacked'}
              />
            )}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
});
