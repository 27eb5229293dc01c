import { formatMoney } from 'shared/core';
import { Alert, Box, SimpleGrid, Stat, Table, Text } from 'shared/ui';
import { toThousand, type AvmResult } from '../../model';
import { ComparablesPlot } from './comparables-plot';

const rate = (v: number | null) => (v === null ? '—' : `${formatMoney(Math.round(v))} / sq ft`);

function Figure({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Stat.Root borderWidth="1px" rounded="md" p="3">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize="lg">{value}</Stat.ValueText>
      {help && <Stat.HelpText>{help}</Stat.HelpText>}
    </Stat.Root>
  );
}

/** The estimate, how sure it is, the ready-reckoner floor, and every comparable plotted and listed. */
export function AvmResultView({ result }: { result: AvmResult }) {
  const e = result.estimate;
  const rr = result.ready_reckoner;
  return (
    <Box mt="6" role="region" aria-label="Valuation">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Figure
          label="Estimate"
          value={e.estimate === null ? 'No estimate' : formatMoney(toThousand(e.estimate))}
          help={`${Math.round(e.area_sqft).toLocaleString('en-IN')} sq ft`}
        />
        <Figure
          label="Range"
          value={e.low === null ? '—' : `${formatMoney(toThousand(e.low))} – ${formatMoney(toThousand(e.high))}`}
          help="Interquartile rates x area"
        />
        <Figure
          label="Confidence"
          value={`${e.confidence_label} (${e.confidence}%)`}
          help={
            e.median_age_months === null
              ? undefined
              : `Median age ${e.median_age_months} months; spread ${Math.round((e.dispersion ?? 0) * 100)}%`
          }
        />
        <Figure label="Comparables" value={String(e.count)} />
        <Figure label="Median rate" value={rate(e.median)} />
        <Figure label="Interquartile rate" value={e.q1 === null ? '—' : `${rate(e.q1)} – ${rate(e.q3)}`} />
      </SimpleGrid>
      {rr ? (
        <Alert.Root status={e.floored ? 'warning' : 'info'} mt="3">
          <Alert.Indicator />
          <Alert.Title>
            {rr.local_name} {rr.year} ({rr.zone}): {formatMoney(rr.rate)} per {rr.per}, value {formatMoney(e.rr_value)}
            {e.floored ? ' — above the comparables, so the estimate is floored at it.' : ' — the floor, below the estimate.'}
          </Alert.Title>
        </Alert.Root>
      ) : (
        <Text mt="3" fontSize="sm">
          No ready-reckoner rate is listed for this pincode: the estimate has no floor.
        </Text>
      )}
      <ComparablesPlot result={result} />
      <Table.Root size="sm" mt="4" aria-label="Comparables">
        <Table.Header>
          <Table.Row>
            {['Source', 'Reference', 'Date', 'Pincode', 'Distance', 'Rate per sq ft'].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {result.comparables.map((c) => (
            <Table.Row key={`${c.source}-${c.id}`}>
              <Table.Cell>{c.source === 'CASE' ? 'Released case' : 'Market transaction'}</Table.Cell>
              <Table.Cell>{c.label}</Table.Cell>
              <Table.Cell>{c.date}</Table.Cell>
              <Table.Cell>{c.pincode}</Table.Cell>
              <Table.Cell>{c.distance_km === null ? '—' : `${c.distance_km} km`}</Table.Cell>
              <Table.Cell>{formatMoney(Math.round(c.rate))}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
