import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from 'shared/core';
import { listDocuments, type CaseDocument } from '../case-list/case-api';

/** A case's documents through loading, loaded and failed, with a reload. */
export function useDocuments(caseId: number) {
  const [state, setState] = useState<{ status: 'loading' | 'loaded' | 'failed'; docs: CaseDocument[]; error?: ApiError }>({
    status: 'loading',
    docs: [],
  });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const c = new AbortController();
    setState((s) => ({ ...s, status: 'loading' }));
    listDocuments(caseId, c.signal).then(
      (docs) => setState({ status: 'loaded', docs }),
      (error: ApiError) => !c.signal.aborted && setState({ status: 'failed', docs: [], error }),
    );
    return () => c.abort();
  }, [caseId, tick]);
  return { ...state, reload: useCallback(() => setTick((t) => t + 1), []) };
}
