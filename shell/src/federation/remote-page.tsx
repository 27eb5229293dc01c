import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageDecl, RegistryRemote } from 'shared/resources';
import { Center, Spinner } from 'shared/ui';
import { firstLoadOf, loadPageModule } from './registry';
import { RemoteBoundary } from './remote-boundary';

/**
 * Lazy page components live outside React state: a component that suspends before its first
 * commit loses its hooks, so a memoised loader would be recreated (and the remote re-requested)
 * on every render attempt. One loader per remote version, module and retry attempt.
 */
const loaders = new Map<string, LazyExoticComponent<ComponentType>>();
function pageLoader(remote: RegistryRemote, module: string, attempt: number) {
  const key = `${remote.name}@${remote.version}/${module}#${attempt}`;
  let loader = loaders.get(key);
  if (!loader) {
    // The first attempt takes the load a preload may have started (preloadOpenedPage); a retry loads anew.
    loader = lazy(() => (attempt === 0 ? firstLoadOf(remote, module) : loadPageModule(remote, module)));
    loaders.set(key, loader);
  }
  return loader;
}

/** Renders one declared page of a remote, loading the remote on first use. */
export function RemotePage({ remote, page }: { remote: RegistryRemote; page: PageDecl }) {
  const [attempt, setAttempt] = useState(0);
  const Page = pageLoader(remote, page.module, attempt);
  return (
    <RemoteBoundary key={`${remote.name}/${page.module}#${attempt}`} remoteName={remote.package} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense
        fallback={
          <Center py="16" role="status" aria-busy="true" aria-label={`Loading ${page.title}`}>
            <Spinner size="lg" />
          </Center>
        }
      >
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
