import { useState, type FormEvent } from 'react';
import { Box, Button, Field, Flex, Heading, Input, SimpleGrid, Text } from 'shared/ui';
import { useCaseReportQuery, type ReportKind } from '../../api/dashboard-api';
import { ReportTable } from './report-table';
import { SelectCasesDialog } from './select-cases-dialog';

const PAGE_SIZE = 10;
const CHOICE = { 0: 'Ongoing Cases', 1: 'Completed Cases' } as const;

function useReport(kind: ReportKind, city: string, isCompleted: 0 | 1 | undefined, page: number) {
  return useCaseReportQuery({
    kind,
    body: { pageno: page, pageSize: PAGE_SIZE, ...(city ? { city } : {}), ...(isCompleted === undefined ? {} : { isCompleted }) },
  });
}

/** The monthly and past-seven-days case reports; Select Cases reloads both with isCompleted. */
export function CaseReports() {
  const [isCompleted, setIsCompleted] = useState<0 | 1 | undefined>(undefined);
  const [dialog, setDialog] = useState(false);
  const [city, setCity] = useState('');
  const [appliedCity, setAppliedCity] = useState('');
  const [pages, setPages] = useState({ monthly: 1, weekly: 1 });
  const monthly = useReport('monthly', appliedCity, isCompleted, pages.monthly);
  const weekly = useReport('weekly', appliedCity, isCompleted, pages.weekly);
  const applyCity = (e: FormEvent) => {
    e.preventDefault();
    setAppliedCity(city.trim());
    setPages({ monthly: 1, weekly: 1 });
  };

  return (
    <Box as="section" mt="6" aria-labelledby="case-reports-title">
      <Flex justify="space-between" align="end" wrap="wrap" gap="3" mb="3">
        <Box>
          <Heading as="h2" size="md" id="case-reports-title">
            Case Reports
          </Heading>
          <Text fontSize="sm" color="gray.600">
            Showing {isCompleted === undefined ? 'all cases' : CHOICE[isCompleted]}
            {appliedCity ? ` in ${appliedCity}` : ''}
          </Text>
        </Box>
        <Flex as="form" onSubmit={applyCity} gap="2" align="end">
          <Field.Root>
            <Field.Label>Report city</Field.Label>
            <Input size="sm" bg="white" value={city} placeholder="All cities" onChange={(e) => setCity(e.currentTarget.value)} />
          </Field.Root>
          <Button type="submit" size="sm" variant="outline">
            Apply
          </Button>
          <Button size="sm" colorPalette="blue" onClick={() => setDialog(true)}>
            Select Cases
          </Button>
        </Flex>
      </Flex>
      <SimpleGrid columns={{ base: 1, '2xl': 2 }} gap="4">
        <ReportTable
          title="Monthly Report"
          data={monthly.data}
          loading={monthly.isFetching}
          error={monthly.error}
          onRetry={() => void monthly.refetch()}
          onPage={(p) => setPages((s) => ({ ...s, monthly: p }))}
        />
        <ReportTable
          title="Past Seven Days Report"
          data={weekly.data}
          loading={weekly.isFetching}
          error={weekly.error}
          onRetry={() => void weekly.refetch()}
          onPage={(p) => setPages((s) => ({ ...s, weekly: p }))}
        />
      </SimpleGrid>
      {dialog && (
        <SelectCasesDialog
          open
          value={isCompleted}
          onClose={() => setDialog(false)}
          onSelect={(v) => {
            setIsCompleted(v);
            setPages({ monthly: 1, weekly: 1 });
          }}
        />
      )}
    </Box>
  );
}
