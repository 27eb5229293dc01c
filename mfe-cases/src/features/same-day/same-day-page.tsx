import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, type ApiError } from 'shared/core';
import { Alert, Badge, Box, Button, Heading, HStack, Link, Spinner, Table, Text } from 'shared/ui';
import { CASE_STATE_LABELS, PRIORITY_OPTIONS, SAME_DAY_REFRESH_MS, SAME_DAY_TICK_MS, timeLeft } from '../../model';
import { useSameDayCasesQuery } from './same-day-api';

/**
 * /admin/SameDayCase (the shell matches /admin/sameDayCase too: paths ignore letter case): open cases due today or promised for the day they
 * came in, soonest first, with the time left, stage and engineer. Asked again every minute while
 * open (and when the window regains focus); the time left ticks in between.
 */
export default function SameDayCasesPage() {
  const { data, error, isFetching, refetch } = useSameDayCasesQuery(undefined, {
    pollingInterval: SAME_DAY_REFRESH_MS,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), SAME_DAY_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => setNow(Date.now()), [data]);
  const failed = error ? ((error as ApiError).display ?? (error as ApiError).message) : null;

  return (
    <Box>
      <HStack justify="space-between" mb="3" wrap="wrap">
        <Heading size="md">Same Day Cases</Heading>
        <HStack gap="3">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {data ? `${data.data.length} case${data.data.length === 1 ? '' : 's'} · updated ${formatDateTime(data.now).slice(11)}` : ''}
          </Text>
          <Button size="sm" variant="outline" loading={isFetching} onClick={() => void refetch()}>
            Refresh
          </Button>
        </HStack>
      </HStack>
      {failed && (
        <Alert.Root status="error" mb="3">
          <Alert.Indicator />
          <Alert.Title>{failed}</Alert.Title>
        </Alert.Root>
      )}
      {!data && !failed && <Spinner aria-label="Loading same day cases" />}
      {data && (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Same Day Cases">
            <Table.Header>
              <Table.Row>
                {['Case No.', 'Applicant', 'Bank', 'Stage', 'Engineer', 'Priority', 'Due', 'Time Left'].map((h) => (
                  <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.data.length === 0 && (
                <Table.Row>
                  <Table.Cell colSpan={8}>No case is due today.</Table.Cell>
                </Table.Row>
              )}
              {data.data.map((c) => {
                const late = Date.parse(c.tat_due_at) < now;
                return (
                  <Table.Row key={c.id}>
                    <Table.Cell>
                      <Link asChild>
                        <RouterLink to={`/admin/viewWorkInProgress/${c.id}`}>{c.case_no}</RouterLink>
                      </Link>
                      {c.same_day && (
                        <Badge ml="2" colorPalette="purple">
                          Same day
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell>{c.applicant_name}</Table.Cell>
                    <Table.Cell>{c.bank_name}</Table.Cell>
                    <Table.Cell>
                      {CASE_STATE_LABELS[c.status]}
                      {c.status === 'STAGE_REVIEW' && c.review_level ? ` (level ${c.review_level})` : ''}
                    </Table.Cell>
                    <Table.Cell>{c.engineer_name ?? 'Not allocated'}</Table.Cell>
                    <Table.Cell>{PRIORITY_OPTIONS.find((o) => o.value === c.priority)?.label ?? c.priority}</Table.Cell>
                    <Table.Cell>{formatDateTime(c.tat_due_at)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={late ? 'red' : 'green'}>{timeLeft(c.tat_due_at, now)}</Badge>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}
