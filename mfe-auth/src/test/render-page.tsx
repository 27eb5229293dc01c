// Test helpers of mfe-auth: mount a page at a route the way the shell does, and show where the
// router went so tests can assert navigation as a user would see it (the address).
import type { ReactElement } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { removeLogin, store, type ApiError } from 'shared/core';
import type { ApiErrorBody } from 'shared/resources';
import { toaster } from 'shared/ui';
import { renderApp } from '../../../tools/jest/render';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export function renderPage(
  page: ReactElement,
  { path, route = path, userOptions }: { path: string; route?: string; userOptions?: Parameters<typeof userEvent.setup>[0] },
) {
  const user = userEvent.setup(userOptions);
  const view = renderApp(
    <>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
  return { user, ...view };
}

/** Types a whole value at once (a paste): per-key typing re-renders a long form for every key. */
export async function fillIn(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  if ((field as HTMLInputElement).value) await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Sets a field's value in one change event: fast enough for the 40-field onboarding form in jsdom. */
export function setValue(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

export const currentLocation = () => screen.getByTestId('location').textContent;

/** A failure as the shared `http` instance rejects it. */
export function apiError(status: number, body?: Partial<ApiErrorBody>): ApiError {
  const statusText = status ? 'Error' : 'Network Error';
  return {
    status,
    statusText,
    message: body?.message ?? `Error:${status}Error Text: ${statusText}`,
    display: `Error:${status}Error Text: ${statusText}`,
    fields: body?.fields,
    data: body ? { statusCode: status, error: statusText, message: '', ...body } : undefined,
  };
}

/** The http.post response shape the code reads. */
export const ok = (data: unknown) => ({ data, status: 200, statusText: 'OK', headers: {}, config: {} }) as never;

/** Closes the open popup (its OK button) so the next test starts without one. */
export async function closePopup() {
  await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
}

/** Signs out, clears toasts and lets Chakra's toast machine settle inside act. */
export async function resetApp() {
  jest.restoreAllMocks();
  await act(async () => {
    store.dispatch(removeLogin());
    toaster.remove();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}
