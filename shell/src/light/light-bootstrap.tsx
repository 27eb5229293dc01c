import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { store, type ResolvedPage } from 'shared/core';
import { ensureLightStyles } from 'shared/light';
import { LightShell } from './light-shell';

/**
 * The light start (PageDecl.start 'light'): the same store, session and registry as the full one,
 * but no UI kit, no router and no side menu; one page under a plain top bar (issue 31).
 */
export function bootLight(opened: ResolvedPage) {
  ensureLightStyles();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <LightShell opened={opened} />
      </Provider>
    </StrictMode>,
  );
}
