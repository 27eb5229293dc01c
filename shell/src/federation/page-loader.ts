import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RegistryRemote } from 'shared/resources';
import { firstLoadOf, loadPageModule } from './registry';

/**
 * Lazy page components live outside React state: a component that suspends before its first
 * commit loses its hooks, so a memoised loader would be recreated (and the remote re-requested)
 * on every render attempt. One loader per remote version, module and retry attempt.
 */
const loaders = new Map<string, LazyExoticComponent<ComponentType>>();
export function pageLoader(remote: RegistryRemote, module: string, attempt: number) {
  const key = `${remote.name}@${remote.version}/${module}#${attempt}`;
  let loader = loaders.get(key);
  if (!loader) {
    // The first attempt takes the load a preload may have started (preloadOpenedPage); a retry loads anew.
    loader = lazy(() => (attempt === 0 ? firstLoadOf(remote, module) : loadPageModule(remote, module)));
    loaders.set(key, loader);
  }
  return loader;
}
