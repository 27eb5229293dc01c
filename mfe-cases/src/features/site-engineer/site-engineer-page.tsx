import { Alert, Button, Heading, Spinner, Stack, Text } from 'shared/ui';
import { selectLogin, store } from 'shared/core';
import { istDate } from '../../model';
import { useEffect } from 'react';
import { prefetchMyVisits, useMyVisitsQuery } from '../case-list/cases-api';
import { useActor } from '../case-list/use-actor';
import { QueuePanel } from '../site-visit/queue-panel';
import { useVisitPrefetch } from '../site-visit/visit-api';
import { keepOffline, registerOfflineWhenIdle } from '../site-visit/offline';
import { preloadPhotoTools } from '../site-visit/prepare-photo';
import { useKeptDay } from './kept-day';
import { VisitCard } from './visit-card';

// The day's visits are asked for as soon as this module runs (the shell loads it beside its first
// render, see preloadOpenedPage), not after the page's first render: on a slow phone that render
// comes a second or more later (issue 31). The page's query below takes this request over.
if (selectLogin(store.getState())) void store.dispatch(prefetchMyVisits());

/**
 * /admin/siteEngineer1: the signed-in engineer's own queue on a phone: today's appointments
 * first, then the rest; mark visited, photos with location and time, site observations.
 */
export default function SiteEngineerPage() {
  // A visit marked here (or a case allocated anywhere) invalidates the queue's tag: it is fetched again.
  const { data, error, isLoading, isError, refetch: reload } = useMyVisitsQuery();
  // Until the network answers, the day as last kept on the phone.
  const kept = useKeptDay();
  const shown = isError ? undefined : (data ?? kept);
  const state = { status: shown ? 'loaded' : isLoading ? 'loading' : isError ? 'failed' : 'loaded', rows: shown ?? [], error };
  const today = istDate(new Date());
  const todays = state.rows.filter((r) => r.appointment_at && istDate(new Date(r.appointment_at)) === today);
  const others = state.rows.filter((r) => !todays.includes(r));
  const me = useActor().id;
  // The day's visits are read once while online, so that they open with no network (the service worker keeps them).
  const prefetch = useVisitPrefetch('siteVisit');
  useEffect(() => {
    for (const r of data ?? []) prefetch(r.id);
    if (data) preloadPhotoTools();
  }, [data, prefetch]);
  useEffect(() => keepOffline(), []);
  // The worker's install waits for the day on screen (or its failure shown): it is not needed to show it.
  const settled = state.status !== 'loading';
  useEffect(() => {
    if (settled) registerOfflineWhenIdle();
  }, [settled]);
  return (
    <Stack gap="3" maxW="md" mx="auto">
      <QueuePanel userId={me} />
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
          {!data && (
            <Text fontSize="xs" color="fg.muted">
              The day as last loaded on this phone; updating…
            </Text>
          )}
          <Heading size="sm" as="h2">
            Today’s appointments ({todays.length})
          </Heading>
          {todays.length ? todays.map((r) => <VisitCard key={r.id} row={r} />) : <Text fontSize="sm">No appointment today.</Text>}
          <Heading size="sm" as="h2">
            Other visits ({others.length})
          </Heading>
          {others.length ? others.map((r) => <VisitCard key={r.id} row={r} />) : <Text fontSize="sm">Nothing else allocated to you.</Text>}
        </>
      )}
    </Stack>
  );
}
