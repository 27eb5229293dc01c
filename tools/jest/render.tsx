// Renders a component the way the shell mounts it: one store, Chakra, a router.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { store } from 'shared/core';
import { UiProvider } from 'shared/ui';

export function renderApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}
