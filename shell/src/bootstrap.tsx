import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { sessionApi, store } from 'shared/core';
import { setBusinessTimeZone } from 'shared/time';
import { UiProvider } from 'shared/ui';
import { RegistryProvider } from './federation/registry-context';
import { App } from './app';

// The business time zone (server's BUSINESS_TZ) decides "today" in every browser; until it arrives
// the default (Asia/Kolkata, the server's default too) applies.
void store.dispatch(sessionApi.endpoints.settings.initiate()).then((r) => setBusinessTimeZone(r.data?.timeZone));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <UiProvider>
        <BrowserRouter>
          <RegistryProvider>
            <App />
          </RegistryProvider>
        </BrowserRouter>
      </UiProvider>
    </Provider>
  </StrictMode>,
);
