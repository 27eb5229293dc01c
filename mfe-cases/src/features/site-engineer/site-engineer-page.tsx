import { Suspense, useEffect, useState } from 'react';
import { selectLogin, store } from 'shared/core';
import { ensureLightStyles } from 'shared/light';
import { istDate } from '../../model';
import { prefetchMyVisits, useMyVisitsQuery } from '../case-list/cases-api';
import { useActor } from '../case-list/use-actor';
import { QueuePanel } from '../site-visit/queue-panel';
import { useVisitPrefetch } from '../site-visit/visit-api';
import { keepOffline, registerOfflineWhenIdle } from '../site-visit/offline';
import { preloadPhotoTools } from '../site-visit/prepare-photo';
import { whenIdle } from '../site-visit/when-idle';
import { kitPart } from './kit';
import { readKeptDay, useKeptDay } from './kept-day';
import { VisitCard } from './visit-card';

// The day's visits are asked for as soon as this module runs (the shell loads it beside its first
// render, see preloadOpenedPage), not after the page's first render: on a slow phone that render
// comes a second or more later (issue 31). The page's query below takes this request over; the day
// kept on the phone is read meanwhile, for a repeat visit to show at once. The reads are kept for
// offline use from this first one on (keepOffline before the request).
keepOffline();
if (selectLogin(store.getState())) {
  void store.dispatch(prefetchMyVisits());
  void readKeptDay();
}
ensureLightStyles();

const KitHosts = kitPart('KitHosts');

/**
 * /admin/siteEngineer1: the signed-in engineer's own queue on a phone: today's appointments
 * first, then the rest; mark visited, photos with location and time, site observations. The shell
 * starts it light (pages.ts: start 'light'): plain elements, the UI kit loaded once the day is shown.
 */
export default function SiteEngineerPage() {
  // A visit marked here (or a case allocated anywhere) invalidates the queue's tag: it is fetched again.
  const { data, error, isLoading, isError, refetch: reload } = useMyVisitsQuery();
  // Until the network answers, the day as last kept on the phone.
  const kept = useKeptDay();
  const shown = isError ? undefined : (data ?? kept);
  const status = shown ? 'loaded' : isLoading ? 'loading' : isError ? 'failed' : 'loaded';
  const rows = shown ?? [];
  const today = istDate(new Date());
  const todays = rows.filter((r) => r.appointment_at && istDate(new Date(r.appointment_at)) === today);
  const others = rows.filter((r) => !todays.includes(r));
  const me = useActor().id;
  // The day's visits are read once while online, so that they open with no network (the service worker keeps them).
  const prefetch = useVisitPrefetch('siteVisit');
  useEffect(() => {
    for (const r of data ?? []) prefetch(r.id);
    if (data) preloadPhotoTools();
  }, [data, prefetch]);
  // The worker's install and the kit wait for the day on screen (or its failure shown) and an idle
  // phone: neither is needed to show it, and both are kept for the engineer's next visit with no network.
  const settled = status !== 'loading';
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!settled) return;
    registerOfflineWhenIdle();
    return whenIdle(() => setIdle(true));
  }, [settled]);
  return (
    <div className="lt-stack">
      {idle && (
        <Suspense fallback={null}>
          <KitHosts />
        </Suspense>
      )}
      <QueuePanel userId={me} />
      {status === 'loading' && <div className="lt-spinner" role="status" aria-label="Loading your visits" />}
      {status === 'failed' && (
        <div className="lt-alert lt-between" role="alert" style={{ alignItems: 'center' }}>
          <p className="lt-strong">{error?.message}</p>
          <button type="button" className="lt-btn lt-xs" onClick={() => void reload()}>
            Retry
          </button>
        </div>
      )}
      {status === 'loaded' && (
        <>
          {!data && <p className="lt-xs lt-muted">The day as last loaded on this phone; updating…</p>}
          <h2 className="lt-h2">Today’s appointments ({todays.length})</h2>
          {todays.length ? todays.map((r) => <VisitCard key={r.id} row={r} />) : <p className="lt-sm">No appointment today.</p>}
          <h2 className="lt-h2">Other visits ({others.length})</h2>
          {others.length ? others.map((r) => <VisitCard key={r.id} row={r} />) : <p className="lt-sm">Nothing else allocated to you.</p>}
        </>
      )}
    </div>
  );
}
