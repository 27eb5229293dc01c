import { lazy } from 'react';

/**
 * The UI kit's parts of the engineer's day (kit-parts.tsx), which the shell starts light (issue 31):
 * one load, asked for by the first part shown, or by the page once the day is on screen so that the
 * service worker keeps it before the engineer goes offline. A failed load is tried again next time.
 */
type Kit = typeof import('./kit-parts');
let loading: Promise<Kit> | undefined;
export function loadKit(): Promise<Kit> {
  if (!loading) {
    loading = import('./kit-parts');
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/** One kit part as a lazy component (render it under Suspense). */
export const kitPart = <K extends 'KitHosts' | 'MarkVisited' | 'Observations' | 'GuidedVisitPanel'>(name: K) =>
  lazy(() => loadKit().then((kit) => ({ default: kit[name] as Kit[K] })));

/** A toast, as on every other page: the kit's toaster (its host is mounted by the page). */
export function notify(type: 'success' | 'error', title: string) {
  void loadKit().then((kit) => kit.toaster.create({ type, title }));
}
