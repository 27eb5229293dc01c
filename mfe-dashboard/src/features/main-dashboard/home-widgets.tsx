import { useState, type FormEvent } from 'react';
import type { DashboardChart, DashboardRow } from 'shared/resources';
import { useCanView } from 'shared/core';
import { Button, Field, Flex, Input, SimpleGrid, Skeleton } from 'shared/ui';
import { useBankBranchCountsQuery, useBranchBillAmountsQuery } from '../../api/dashboard-api';
import { ChartCard } from '../charts/chart-card';
import { LoadFailed } from '../charts/load-state';
import { CaseProgress } from './case-progress';

/** The other admin-home widgets: case progress, bill amount per branch, bank branches per bank. */
export function HomeWidgets() {
  // Bill amounts are the bill dashboard's data: shown only with its right (the API checks it too).
  const billsAllowed = useCanView()('bill_dashboard_page');
  const bills = useBranchBillAmountsQuery(undefined, { skip: !billsAllowed });
  const [city, setCity] = useState('');
  const [applied, setApplied] = useState('');
  const banks = useBankBranchCountsQuery(applied);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setApplied(city.trim());
  };

  const billChart: DashboardChart | null = bills.data
    ? {
        id: 'branch_bill_amount',
        title: 'Branch-wise Bill Amount',
        kind: 'bar',
        indexBy: 'branch_name',
        indexLabel: 'Branch',
        series: [{ key: 'amount', label: 'Billed', color: 'blue' }],
        rows: bills.data.data as unknown as DashboardRow[],
        format: 'money',
        note: `Issued bills from ${bills.data.from_date} to ${bills.data.to_date}`,
      }
    : null;
  const bankChart: DashboardChart | null = banks.data
    ? {
        id: 'bank_branches',
        title: 'Bank-wise Branches',
        kind: 'horizontal-bar',
        indexBy: 'bank_name',
        indexLabel: 'Bank',
        series: [{ key: 'branches_count', label: 'Branches', color: 'teal' }],
        rows: banks.data as unknown as DashboardRow[],
        format: 'count',
        note: applied ? `Branches in ${applied}` : 'All cities',
      }
    : null;

  return (
    <SimpleGrid columns={{ base: 1, xl: 3 }} gap="4" mt="6">
      <CaseProgress />
      {!billsAllowed ? null : bills.error ? (
        <LoadFailed what="bill amounts" error={bills.error} onRetry={() => void bills.refetch()} />
      ) : billChart ? (
        <ChartCard chart={billChart} height={260} />
      ) : (
        <Skeleton h="80" />
      )}
      <Flex direction="column" gap="2">
        <Flex as="form" onSubmit={apply} gap="2" align="end">
          <Field.Root>
            <Field.Label>City</Field.Label>
            <Input size="sm" bg="white" value={city} placeholder="All cities" onChange={(e) => setCity(e.currentTarget.value)} />
          </Field.Root>
          <Button type="submit" size="sm" variant="outline">
            Show branches
          </Button>
        </Flex>
        {banks.error ? (
          <LoadFailed what="bank branches" error={banks.error} onRetry={() => void banks.refetch()} />
        ) : bankChart ? (
          <ChartCard chart={bankChart} height={220} />
        ) : (
          <Skeleton h="64" />
        )}
      </Flex>
    </SimpleGrid>
  );
}
