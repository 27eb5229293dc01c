import { memo, useEffect, useMemo } from 'react';
import { today } from 'shared/core';
import type { DashboardFilter } from 'shared/resources';
import { Box, GridItem, SimpleGrid, Text } from 'shared/ui';
import { useCompanyBranchesQuery, useLazyDashboard1Query } from '../../api/dashboard-api';
import { ChartCard } from '../charts/chart-card';
import { LoadFailed, LoadingCards } from '../charts/load-state';
import { FilterBar } from '../filter/filter-bar';
import { CaseReports } from '../reports/case-reports';
import { CountCards } from './count-cards';
import { HomeWidgets } from './home-widgets';
import { mainCharts } from './to-charts';

// Neither depends on the filter: keep them out of the re-renders a Submit causes.
const Widgets = memo(HomeWidgets);
const Reports = memo(CaseReports);

/** /admin/index: the filter bar, four count cards and seven charts, then the admin-home widgets. */
export default function MainDashboardPage() {
  const initial = useMemo<DashboardFilter>(() => ({ branch_id: 'all', from_date: today(), to_date: today() }), []);
  const branches = useCompanyBranchesQuery();
  const [load, { data, error, isFetching, originalArgs }] = useLazyDashboard1Query();
  useEffect(() => {
    void load(initial, false);
  }, [load, initial]);
  const state = error && !isFetching ? 'failed' : !data || isFetching ? 'loading' : 'ready';
  const charts = useMemo(() => (data ? mainCharts(data) : []), [data]);

  return (
    <Box data-remote="mfe-dashboard">
      <FilterBar initial={initial} branches={branches.data ?? []} busy={isFetching} onSubmit={(f) => void load(f, false)} />
      <Box data-testid="dashboard-body" data-state={state} aria-busy={state === 'loading'}>
        {state === 'failed' && <LoadFailed what="the dashboard" error={error} onRetry={() => void load(originalArgs ?? initial, false)} />}
        {!data && state === 'loading' && <LoadingCards what="the dashboard" charts={7} />}
        {data && (
          <Box opacity={isFetching ? 0.6 : 1}>
            <Text srOnly aria-live="polite">
              {isFetching ? 'Loading the dashboard…' : 'Dashboard loaded.'}
            </Text>
            <CountCards counts={data.counts} />
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              {charts.map((chart, i) => (
                <GridItem key={chart.id} colSpan={{ base: 1, xl: i === 0 ? 2 : 1 }}>
                  <ChartCard chart={chart} />
                </GridItem>
              ))}
            </SimpleGrid>
          </Box>
        )}
      </Box>
      <Widgets />
      <Reports />
    </Box>
  );
}
