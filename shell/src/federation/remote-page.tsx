import { lazy, Suspense, useMemo, useState } from 'react';
import type { PageDecl, RegistryRemote } from 'shared/resources';
import { Center, Spinner } from 'shared/ui';
import { loadPageModule } from './registry';
import { RemoteBoundary } from './remote-boundary';

/** Renders one declared page of a remote, loading the remote on first use. */
export function RemotePage({ remote, page }: { remote: RegistryRemote; page: PageDecl }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(() => lazy(() => loadPageModule(remote, page.module)), [remote, page.module, attempt]);
  return (
    <RemoteBoundary key={attempt} remoteName={remote.package} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense
        fallback={
          <Center py="16" aria-busy="true" aria-label={`Loading ${page.title}`}>
            <Spinner size="lg" />
          </Center>
        }
      >
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
