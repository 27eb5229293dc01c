import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { store } from 'shared/core';
import { UiProvider } from 'shared/ui';
import { RegistryProvider } from './federation/registry-context';
import { App } from './app';

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
