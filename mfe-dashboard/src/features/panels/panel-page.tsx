import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { today } from 'shared/core';
import type { DashboardFilter, DashboardPanelName } from 'shared/resources';
import { Box, SimpleGrid, Text } from 'shared/ui';
import { useCompanyBranchesQuery, useLazyPanelQuery } from '../../api/dashboard-api';
import { ChartCard } from '../charts/chart-card';
import { LoadFailed, LoadingCards } from '../charts/load-state';
import { FilterBar } from '../filter/filter-bar';
import { PanelCards } from './panel-cards';

export const firstOfMonth = () => `${today().slice(0, 8)}01`;

export interface PanelPageProps {
  name: DashboardPanelName;
  /** Figures as of now (no dates in the filter). */
  showDates?: boolean;
  showBranch?: boolean;
  /** Extra body fields (the bank-branch panel's bank_branch_id); a change reloads. */
  extra?: { bank_branch_id?: number };
  /** Controls shown above the filter bar. */
  toolbar?: ReactNode;
}

/** Any of the other dashboards: filter bar, figure cards and chart cards from POST /api/dashboards/{name}. */
export function PanelPage({ name, showDates = true, showBranch = true, extra, toolbar }: PanelPageProps) {
  const initial = useMemo<DashboardFilter>(() => ({ branch_id: 'all', from_date: firstOfMonth(), to_date: today() }), []);
  const branches = useCompanyBranchesQuery(undefined, { skip: !showBranch });
  const [load, { data, error, isFetching, originalArgs }] = useLazyPanelQuery();
  const bankBranchId = extra?.bank_branch_id;
  const filter = useRef(initial);
  useEffect(() => {
    void load({ name, body: { ...filter.current, ...(bankBranchId ? { bank_branch_id: bankBranchId } : {}) } }, false);
  }, [load, name, bankBranchId]);
  const submit = (f: DashboardFilter) => {
    filter.current = f;
    void load({ name, body: { ...f, ...(bankBranchId ? { bank_branch_id: bankBranchId } : {}) } }, false);
  };
  const state = error && !isFetching ? 'failed' : !data || isFetching ? 'loading' : 'ready';

  return (
    <Box data-remote="mfe-dashboard">
      {toolbar}
      <FilterBar
        initial={initial}
        onSubmit={submit}
        busy={isFetching}
        showDates={showDates}
        branches={showBranch ? (branches.data ?? []) : undefined}
      />
      <Box data-testid="dashboard-body" data-state={state} aria-busy={state === 'loading'}>
        {state === 'failed' && (
          <LoadFailed what="the dashboard" error={error} onRetry={() => originalArgs && void load(originalArgs, false)} />
        )}
        {!data && state === 'loading' && <LoadingCards what="the dashboard" />}
        {data && (
          <Box opacity={isFetching ? 0.6 : 1}>
            <Text fontSize="sm" color="gray.600" mb="3" data-testid="panel-scope">
              {data.scope}
            </Text>
            <PanelCards cards={data.cards} />
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              {data.charts.map((chart) => (
                <ChartCard key={chart.id} chart={chart} />
              ))}
            </SimpleGrid>
          </Box>
        )}
      </Box>
    </Box>
  );
}
