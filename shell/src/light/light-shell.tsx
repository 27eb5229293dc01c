import { Suspense, lazy, useEffect, useState } from 'react';
import { selectLogin, useAppSelector, useCanView, useLiveEvents, type ResolvedPage } from 'shared/core';
import { firstLoadOf, loadPageModule } from '../federation/registry';
import { APP_NAME } from '../layout/app-name';
import { LightBoundary } from './light-boundary';
import { LightTopBar } from './light-top-bar';

/** One loader per page and attempt, outside React state (see remote-page.tsx): the first takes the start's preload. */
const loaders = new Map<string, ReturnType<typeof lazy>>();
function pageLoader({ remote, page }: ResolvedPage, attempt: number) {
  const key = `${remote.name}@${remote.version}/${page.module}#${attempt}`;
  let loader = loaders.get(key);
  if (!loader) {
    loader = lazy(() => (attempt === 0 ? firstLoadOf(remote, page.module) : loadPageModule(remote, page.module)));
    loaders.set(key, loader);
  }
  return loader;
}

/**
 * The light start's one page: signed in and allowed (the same rules as the full layout), or why not.
 * Signed out (or on Sign out), to the sign-in page by a page load: it is a full start's page.
 */
export function LightShell({
  opened,
  toSignIn = () => window.location.replace('/auth/login'),
}: {
  opened: ResolvedPage;
  toSignIn?: () => void;
}) {
  const { page, remote } = opened;
  const login = useAppSelector(selectLogin);
  const canView = useCanView();
  const [attempt, setAttempt] = useState(0);
  // Case moves and milestones pushed by the server refresh the page's data, as in the full layout.
  useLiveEvents();
  useEffect(() => {
    document.title = `${page.title} | ${APP_NAME}`;
  }, [page.title]);
  const signedOut = !login;
  useEffect(() => {
    if (signedOut) toSignIn();
  }, [signedOut, toSignIn]);
  if (!login) return null;
  const Page = pageLoader(opened, attempt);
  return (
    <div className="lt-app">
      <LightTopBar title={page.title} />
      <main id="main" className="lt-main">
        {canView(page.right) ? (
          <LightBoundary key={attempt} remoteName={remote.package} onRetry={() => setAttempt((a) => a + 1)}>
            <Suspense fallback={<div className="lt-spinner" role="status" aria-label={`Loading ${page.title}`} />}>
              <Page />
            </Suspense>
          </LightBoundary>
        ) : (
          <p className="lt-alert" data-status="warning" role="alert">
            You do not have access to this page.
          </p>
        )}
      </main>
    </div>
  );
}
