import { selectUser, useAppSelector, useCanView } from 'shared/core';
import type { Actor } from '../../model';

/** The signed-in user as the case flow sees them (the same check the API makes). */
export function useActor(): Actor {
  const user = useAppSelector(selectUser);
  const can = useCanView();
  return { id: user?.id ?? 0, role: user?.role ?? '', can: (right) => can(right) };
}
