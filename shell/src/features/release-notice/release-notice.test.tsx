import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { Registry } from 'shared/resources';
import { renderApp } from '../../../../tools/jest/render';
import { RegistryProvider } from '../../federation/registry-context';
import { markLoaded } from './loaded-remotes';
import { ReleaseNotice } from './release-notice';
import { POLL_MS } from './use-new-versions';

const remote = (name: string, version: string) => ({
  name,
  package: name.replace('_', '-'),
  version,
  entry: `/remotes/${name.replace('_', '-')}/${version}/remoteEntry.js`,
  pages: [],
});
const registry = (hr: string, bills = '1.0.0'): Registry => ({
  remotes: { mfe_hr: remote('mfe_hr', hr), mfe_bills: remote('mfe_bills', bills) },
});
const json = (body: Registry, etag: string) =>
  ({ ok: true, status: 200, json: async () => body, headers: { get: () => etag } }) as unknown as Response;
const notModified = () => ({ ok: false, status: 304, headers: { get: () => null } }) as unknown as Response;

let served: Registry;
let fetchMock: jest.Mock;
beforeEach(() => {
  jest.useFakeTimers();
  served = registry('1.0.0');
  fetchMock = jest.fn(async (_url: string, init?: RequestInit) => {
    const etag = `"${JSON.stringify(served).length}-${served.remotes.mfe_hr.version}-${served.remotes.mfe_bills.version}"`;
    const sent = (init?.headers as Record<string, string> | undefined)?.['If-None-Match'];
    return sent === etag ? notModified() : json(served, etag);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

const mount = (reload = jest.fn()) => {
  renderApp(
    <RegistryProvider>
      <ReleaseNotice reload={reload} />
    </RegistryProvider>,
  );
  return reload;
};
const poll = () => act(() => jest.advanceTimersByTimeAsync(POLL_MS));

test('the notice records loaded remotes through a federation runtime plugin', () => {
  expect(registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'release-notice-loaded-remotes' })]);
});

test('a new version of a loaded remote shows a notice within one poll; Reload reloads the page', async () => {
  markLoaded('mfe_hr');
  const reload = mount();
  await act(() => jest.advanceTimersByTimeAsync(0));
  await poll();
  expect(screen.queryByTestId('release-notice')).not.toBeInTheDocument();
  // The first poll already carries the tag the page's own registry came with, and costs a 304.
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(fetchMock.mock.calls[1][1]?.headers).toEqual({ 'If-None-Match': expect.stringMatching(/^"\d+-1\.0\.0-1\.0\.0"$/) });
  expect(await fetchMock.mock.results[1].value).toMatchObject({ status: 304 });
  served = registry('1.0.1');
  await poll();
  const notice = await screen.findByRole('status');
  expect(notice).toHaveTextContent('A new version is available');
  expect(notice).toHaveTextContent('mfe-hr 1.0.1 was released. Reload to use it');
  expect(fetchMock.mock.calls.at(-1)?.[1]?.headers).toEqual({ 'If-None-Match': expect.stringMatching(/^"/) });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalled();
});

test('a change to a remote this page never loaded shows nothing; Later hides the notice until the next change', async () => {
  markLoaded('mfe_hr');
  mount();
  await act(() => jest.advanceTimersByTimeAsync(0));
  served = registry('1.0.0', '2.0.0');
  await poll();
  expect(screen.queryByTestId('release-notice')).not.toBeInTheDocument();
  served = registry('1.0.1', '2.0.0');
  await poll();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(await screen.findByRole('button', { name: 'Later' }));
  expect(screen.queryByTestId('release-notice')).not.toBeInTheDocument();
  await poll();
  expect(screen.queryByTestId('release-notice')).not.toBeInTheDocument();
  served = registry('1.0.2', '2.0.0');
  await poll();
  expect(await screen.findByTestId('release-notice')).toHaveTextContent('mfe-hr 1.0.2');
});
