import type { ApiError } from 'shared/core';
import { confirm, errorPopup, notify } from 'shared/ui';
import { useAbortCanaryMutation, usePromoteReleaseMutation, useRollbackReleaseMutation, useStartCanaryMutation } from './releases-api';

const NEXT_LOAD = 'Users get it on their next page load; open pages are offered a reload.';

/** Promote, roll back and canary actions: each asks first, then reports the outcome. */
export function useReleaseActions() {
  const [promoteRelease, promoting] = usePromoteReleaseMutation();
  const [rollbackRelease, rollingBack] = useRollbackReleaseMutation();
  const [startCanary, starting] = useStartCanaryMutation();
  const [abortCanary, aborting] = useAbortCanaryMutation();
  const busy = promoting.isLoading || rollingBack.isLoading || starting.isLoading || aborting.isLoading;

  async function attempt(refusedTitle: string, call: () => Promise<unknown>, done: string) {
    try {
      await call();
      notify.success(done);
    } catch (e) {
      await errorPopup(refusedTitle, (e as ApiError).message);
    }
  }

  return {
    busy,
    async promote(remote: string, version: string, current: string | null) {
      const ok = await confirm({
        title: `Promote ${remote} ${version}?`,
        text: `${remote} goes from ${current ?? 'nothing'} to ${version} for every user. ${NEXT_LOAD}`,
        confirmLabel: 'Promote',
      });
      if (ok) await attempt('Promotion refused', () => promoteRelease({ remote, version }).unwrap(), `${remote} ${version} promoted.`);
    },
    async rollback(remote: string, to: string, current: string | null) {
      const ok = await confirm({
        title: `Roll back ${remote} to ${to}?`,
        text: `${remote} goes from ${current ?? 'nothing'} back to ${to} for every user; other modules are not touched. ${NEXT_LOAD}`,
        confirmLabel: 'Roll back',
        destructive: true,
      });
      if (ok) await attempt('Rollback refused', () => rollbackRelease({ remote, to }).unwrap(), `${remote} rolled back to ${to}.`);
    },
    canary(remote: string, version: string, percent: number) {
      return attempt(
        'Canary refused',
        () => startCanary({ remote, version, percent }).unwrap(),
        `${remote} ${version} now serves ${percent}% of users.`,
      );
    },
    async abortCanary(remote: string, version: string, current: string | null) {
      const ok = await confirm({
        title: `Abort the canary of ${remote} ${version}?`,
        text: `Its users go back to ${current}. ${NEXT_LOAD}`,
        confirmLabel: 'Abort canary',
        destructive: true,
      });
      if (ok) await attempt('Abort refused', () => abortCanary({ remote }).unwrap(), `Canary of ${remote} ${version} aborted.`);
    },
  };
}

export type ReleaseActions = ReturnType<typeof useReleaseActions>;
