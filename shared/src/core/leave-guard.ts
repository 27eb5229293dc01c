/**
 * Screens holding unsaved changes register here; anything that navigates inside the app (the side
 * menu, the top bar) asks `mayLeave()` first. Browser Back is held by the kit's form guard.
 */
type Guard = () => Promise<boolean>;
const guards = new Set<Guard>();

export function addLeaveGuard(guard: Guard): () => void {
  guards.add(guard);
  return () => guards.delete(guard);
}

/** True when no screen objects (each guard asks its user in turn). */
export async function mayLeave(): Promise<boolean> {
  for (const guard of [...guards]) if (!(await guard())) return false;
  return true;
}

export const hasLeaveGuards = () => guards.size > 0;
