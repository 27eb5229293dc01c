import { waitFor } from '@testing-library/react';
import type { LoginResponse } from 'shared/resources';

/** Loads the page's module afresh (with its own shared/core), signed in or not; resolves the visits requests it made. */
async function loadPageModule(signedIn: boolean) {
  let asked: () => unknown[] = () => [];
  await jest.isolateModulesAsync(async () => {
    const { http, signIn, store } = await import('shared/core');
    const request = jest.spyOn(http, 'request').mockResolvedValue({ data: { data: [] } } as never);
    asked = () => request.mock.calls.filter(([c]) => c.url === 'cases' && (c.params as { view?: string })?.view === 'mine');
    if (signedIn)
      store.dispatch(
        signIn.fulfilled({ token: 't', user: { id: 1, name: 'Engineer', rights: [] } as never } satisfies LoginResponse, 'test', {
          kind: 'employee',
          email: 'x',
          password: 'y',
        }),
      );
    await import('./site-engineer-page');
  });
  return asked;
}

// A sign-in is kept in localStorage, which a fresh store would read back.
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test('the page module asks for the day’s visits as it loads, before the page renders', async () => {
  const asked = await loadPageModule(true);
  await waitFor(() => expect(asked()).toHaveLength(1));
});

test('signed out, loading the module asks for nothing', async () => {
  const asked = await loadPageModule(false);
  await new Promise((r) => setTimeout(r, 50));
  expect(asked()).toHaveLength(0);
});
