import { useEffect, useRef, useState } from 'react';
import type { Registry } from 'shared/resources';
import { etagOf } from '../../federation/registry';
import { changedRemotes, type RemoteChange } from './changed-remotes';
import { loadedRemotes } from './loaded-remotes';
import { pollRegistry } from './poll-registry';

export const POLL_MS = 30_000;

/**
 * Polls the registry every 30 s (and when the tab comes back into view) and answers the loaded
 * remotes that have a newer version than this page runs. Never re-registers anything.
 */
export function useNewVersions(boot: Registry, pollMs = POLL_MS): RemoteChange[] {
  const [changes, setChanges] = useState<RemoteChange[]>([]);
  const etag = useRef<string | null>(etagOf(boot));
  const latest = useRef<Registry>(boot);

  useEffect(() => {
    let stopped = false;
    const controller = new AbortController();
    const check = async () => {
      try {
        const r = await pollRegistry(etag.current, controller.signal);
        etag.current = r.etag;
        if (r.registry) latest.current = r.registry;
      } catch {
        return; // offline or server restarting: try again next time
      }
      if (stopped) return;
      const next = changedRemotes(boot, latest.current, loadedRemotes());
      setChanges((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
    };
    const timer = setInterval(check, pollMs);
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      controller.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [boot, pollMs]);

  return changes;
}
