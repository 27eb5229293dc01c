import { useEffect, useState } from 'react';
import { http } from 'shared/core';
import type { CaseListRow } from '../../model';
import { MY_VISITS } from '../case-list/cases-api';
import { API_CACHE } from '../site-visit/offline';

let reading: Promise<CaseListRow[] | undefined> | undefined;

/**
 * Starts reading the day kept on the phone; the page module calls it as it loads, so that the read
 * runs beside the page's first render rather than after it (issue 31). One read per page load.
 */
export function readKeptDay(): Promise<CaseListRow[] | undefined> {
  reading ??= (async () => {
    const url = new URL(http.getUri(MY_VISITS), location.origin).href;
    const res = await globalThis.caches?.open(API_CACHE).then((c) => c.match(url, { ignoreVary: true }));
    const body = (await res?.json()) as { data?: CaseListRow[] } | undefined;
    return body?.data;
  })().catch(() => undefined);
  return reading;
}

/**
 * The engineer's visits as last kept on the phone (the service worker's cache of the API reads):
 * shown at once while the network's answer comes, so that opening the page again does not wait on
 * a slow network. Undefined until read, or when nothing was kept.
 */
export function useKeptDay(): CaseListRow[] | undefined {
  const [rows, setRows] = useState<CaseListRow[]>();
  useEffect(() => {
    let live = true;
    void readKeptDay().then((kept) => live && kept && setRows(kept));
    return () => {
      live = false;
    };
  }, []);
  return rows;
}
