import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from 'shared/core';
import { Alert, Button, Heading, Spinner, Stack, Text } from 'shared/ui';
import { istDate } from '../../model';
import { caseFetcher } from '../case-list/case-api';
import { caseResource } from '../../model';
import { VisitCard, type QueueRow } from './visit-card';

const fetchQueue = caseFetcher('mine', {});

/**
 * /admin/siteEngineer1: the signed-in engineer's own queue on a phone: today's appointments
 * first, then the rest; mark visited, photos with location and time, site observations.
 */
export default function SiteEngineerPage() {
  const [state, setState] = useState<{ status: 'loading' | 'loaded' | 'failed'; rows: QueueRow[]; error?: ApiError }>({
    status: 'loading',
    rows: [],
  });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  useEffect(() => {
    const c = new AbortController();
    fetchQueue(caseResource, { page: 1, pageSize: 100, sort: 'appointment_at', order: 'asc' }, c.signal).then(
      (res) => setState({ status: 'loaded', rows: res.data as unknown as QueueRow[] }),
      (error: ApiError) => !c.signal.aborted && setState({ status: 'failed', rows: [], error }),
    );
    return () => c.abort();
  }, [tick]);
  const today = istDate(new Date());
  const todays = state.rows.filter((r) => r.appointment_at && istDate(new Date(r.appointment_at)) === today);
  const others = state.rows.filter((r) => !todays.includes(r));
  return (
    <Stack gap="3" maxW="md" mx="auto">
      {state.status === 'loading' && <Spinner aria-label="Loading your visits" />}
      {state.status === 'failed' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{state.error?.message}</Alert.Title>
          <Button size="sm" onClick={reload}>
            Retry
          </Button>
        </Alert.Root>
      )}
      {state.status === 'loaded' && (
        <>
          <Heading size="sm" as="h2">
            Today’s appointments ({todays.length})
          </Heading>
          {todays.length ? (
            todays.map((r) => <VisitCard key={r.id} row={r} onChanged={reload} />)
          ) : (
            <Text fontSize="sm">No appointment today.</Text>
          )}
          <Heading size="sm" as="h2">
            Other visits ({others.length})
          </Heading>
          {others.length ? (
            others.map((r) => <VisitCard key={r.id} row={r} onChanged={reload} />)
          ) : (
            <Text fontSize="sm">Nothing else allocated to you.</Text>
          )}
        </>
      )}
    </Stack>
  );
}
