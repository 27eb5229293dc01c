import { Suspense, useEffect, useState } from 'react';
import { selectLogin, useAppSelector, useCanView, useLiveEvents, type ResolvedPage } from 'shared/core';
import { pageLoader } from '../federation/page-loader';
import { RemoteBoundary, unavailableText } from '../federation/remote-boundary';
import { APP_NAME } from '../layout/app-name';
import { LightTopBar } from './light-top-bar';

const unavailable = (remoteName: string, retry: () => void) => (
  <div className="lt-alert lt-stack" role="alert" data-testid="module-unavailable">
    <p className="lt-strong">Module unavailable</p>
    <p className="lt-sm">{unavailableText(remoteName)}</p>
    <button type="button" className="lt-btn" onClick={retry}>
      Retry
    </button>
  </div>
);

const goToSignIn = () => window.location.replace('/auth/login');

/**
 * The light start's one page: signed in and allowed (the same rules as the full layout), or why not.
 * Signed out (or on Sign out), to the sign-in page by a page load: it is a full start's page.
 */
export function LightShell({ opened, toSignIn = goToSignIn }: { opened: ResolvedPage; toSignIn?: () => void }) {
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
  const Page = pageLoader(remote, page.module, attempt);
  return (
    <div className="lt-app">
      <LightTopBar title={page.title} />
      <main id="main" className="lt-main">
        {canView(page.right) ? (
          <RemoteBoundary key={attempt} remoteName={remote.package} onRetry={() => setAttempt((a) => a + 1)} unavailable={unavailable}>
            <Suspense fallback={<div className="lt-spinner" role="status" aria-label={`Loading ${page.title}`} />}>
              <Page />
            </Suspense>
          </RemoteBoundary>
        ) : (
          <p className="lt-alert" data-status="warning" role="alert">
            You do not have access to this page.
          </p>
        )}
      </main>
    </div>
  );
}
