import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Heading, Text } from 'shared/ui';
import { AvmForm } from './avm-form';
import { AvmResultView } from './avm-result';
import { useLazyAvmBacktestQuery, useLazyAvmEstimateQuery, type AvmQuery } from './avm-api';

const SUBJECT_KEYS = ['property_type', 'pincode', 'latitude', 'longitude', 'area', 'area_unit', 'age_years'];

/**
 * /admin/avm (right avm_page): an automated valuation from comparables (released cases and market
 * transactions near the property, same type, last 24 months), floored at the ready-reckoner value;
 * its accuracy measured on released cases, each valued without itself. A link with the subject in
 * its query (a case workbench's "AVM details") fills the form and values it at once.
 */
export default function AvmPage() {
  const [estimate, { data, error, isFetching }] = useLazyAvmEstimateQuery();
  const [backtest, test] = useLazyAvmBacktestQuery();
  const [params] = useSearchParams();
  const linked = useMemo<AvmQuery | undefined>(() => {
    const q = Object.fromEntries(SUBJECT_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])));
    return q.property_type && q.area ? q : undefined;
  }, [params]);
  useEffect(() => {
    if (linked) void estimate(linked);
  }, [linked, estimate]);
  return (
    <Box>
      <Heading as="h1" size="lg" mb="4">
        Automated Valuation (AVM)
      </Heading>
      <AvmForm busy={isFetching} initial={linked} onSubmit={(q) => estimate(q)} />
      {error && (
        <Alert.Root status="error" mt="3">
          <Alert.Indicator />
          <Alert.Title>{(error as { message?: string }).message ?? 'The valuation failed.'}</Alert.Title>
        </Alert.Root>
      )}
      {data && !isFetching && <AvmResultView result={data} />}
      <Box mt="8" as="section" aria-label="Accuracy">
        <Heading as="h2" size="md">
          Accuracy
        </Heading>
        <Text fontSize="sm" mt="1">
          The last 200 released cases, each valued as of its release without itself, against the rate adopted.
        </Text>
        <Button mt="2" size="sm" variant="outline" onClick={() => backtest()} loading={test.isFetching} loadingText="Measuring">
          Measure accuracy
        </Button>
        {test.data && (
          <Text mt="2">
            {test.data.estimated} of {test.data.cases} cases valued: median absolute error {test.data.mdape ?? '—'}%,{' '}
            {test.data.within_10 ?? '—'}% within ±10%.
          </Text>
        )}
      </Box>
    </Box>
  );
}
