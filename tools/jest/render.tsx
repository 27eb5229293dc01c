// Renders a component the way the shell mounts it: one store, Chakra, a router.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { signIn, store } from 'shared/core';
import type { LoginResponse, PageName } from 'shared/resources';
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

/** Signs a staff user holding exactly these page rights into the one store, as a sign-in's answer would. */
export function signInWithRights(...rights: PageName[]) {
  const payload = {
    token: 't0k',
    user: {
      id: 1,
      name: 'Asha Rao',
      email: 'asha@example.com',
      kind: 'admin',
      rights: rights.map((name) => ({ page: { name }, view_status: '1' })),
    },
  } as unknown as LoginResponse;
  store.dispatch({ type: signIn.fulfilled.type, payload });
}
