import { useEffect, useState } from 'react';
import { http } from 'shared/core';
import type { CaseListRow } from '../../model';
import { MY_VISITS } from '../case-list/cases-api';
import { API_CACHE } from '../site-visit/offline';

/**
 * The engineer's visits as last kept on the phone (the service worker's cache of the API reads):
 * shown at once while the network's answer comes, so that opening the page again does not wait on
 * a slow network. Undefined until read, or when nothing was kept.
 */
export function useKeptDay(): CaseListRow[] | undefined {
  const [rows, setRows] = useState<CaseListRow[]>();
  useEffect(() => {
    let live = true;
    const url = new URL(http.getUri(MY_VISITS), location.origin).href;
    void globalThis.caches
      ?.open(API_CACHE)
      .then((c) => c.match(url, { ignoreVary: true }))
      .then((res) => res?.json() as Promise<{ data?: CaseListRow[] }> | undefined)
      .then((body) => live && body?.data && setRows(body.data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return rows;
}
