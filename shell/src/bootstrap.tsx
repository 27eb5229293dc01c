import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { store } from 'shared/core';
import type { Registry } from 'shared/resources';
import { UiProvider } from 'shared/ui';
import { RegistryProvider } from './federation/registry-context';
import { App } from './app';

/** The full start: the UI kit, the router, the side menu and every layout (`registry`: null if its read failed). */
export function boot(registry: Registry | null) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <UiProvider>
          <BrowserRouter>
            <RegistryProvider initial={registry}>
              <App />
            </RegistryProvider>
          </BrowserRouter>
        </UiProvider>
      </Provider>
    </StrictMode>,
  );
}
