import { useEffect, useSyncExternalStore } from 'react';
import { useAppDispatch } from 'shared/core';
import { queueSnapshot, startQueue, subscribe } from './queue';

let snapshot = queueSnapshot();
const sub = (onChange: () => void) =>
  subscribe(() => {
    snapshot = queueSnapshot();
    onChange();
  });

/** The phone's queue of visit actions (started once per page for the signed-in user). */
export function useVisitQueue(userId: number) {
  const dispatch = useAppDispatch();
  useEffect(() => startQueue(dispatch, userId), [dispatch, userId]);
  return useSyncExternalStore(sub, () => snapshot);
}
