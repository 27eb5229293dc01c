import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseApi, http, removeLogin, store } from 'shared/core';
import type { ReleasesResponse } from 'shared/resources';
import { renderApp, signInWithRights } from '../../../../tools/jest/render';
import ModulesPage from './modules-page';

// Dialogs, toasts and typing: several seconds on a busy two-core machine.
jest.setTimeout(20_000);

const v = (version: string, extra: object = {}) => ({
  version,
  publishedAt: '2026-03-04T05:06:00.000Z',
  publishedBy: 'ops',
  files: 20,
  bytes: 900_000,
  current: false,
  canary: false,
  ...extra,
});
const releases: ReleasesResponse = {
  revision: 9,
  remotes: [
    {
      name: 'mfe_cases',
      package: 'mfe-cases',
      current: '1.0.0',
      previous: null,
      canary: { version: '1.1.0', percent: 20, startedAt: '2026-03-05T10:00:00.000Z' },
      versions: [v('1.1.0', { canary: true }), v('1.0.0', { current: true })],
    },
    {
      name: 'mfe_hr',
      package: 'mfe-hr',
      current: '1.0.1',
      previous: '1.0.0',
      canary: null,
      versions: [v('1.0.2'), v('1.0.1', { current: true }), v('1.0.0', { publishedBy: null })],
    },
  ],
};
const audit = {
  data: [
    {
      at: '2026-03-05T10:00:00.000Z',
      user: 'admin@example.com',
      via: 'web',
      action: 'canary',
      remote: 'mfe-cases',
      from: '1.0.0',
      to: '1.1.0',
      percent: 20,
    },
    { at: '2026-03-04T09:00:00.000Z', user: 'ops', via: 'cli', action: 'rollback', remote: 'mfe-hr', from: '1.0.2', to: '1.0.1' },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
};

const FAIL = Symbol('fail');
const fail = (status: number, message: string) => ({
  [FAIL]: true,
  status,
  statusText: '',
  message,
  display: `Error:${status}Error Text: `,
});
type Req = { url: string; method?: string; data?: unknown };
let requests: Req[] = [];
function serve(handler: (r: Req) => unknown) {
  jest.spyOn(http, 'request').mockImplementation(async (cfg) => {
    const r = { url: cfg.url!, method: (cfg.method ?? 'GET').toUpperCase(), data: cfg.data };
    requests.push(r);
    const out = handler(r);
    if (out && typeof out === 'object' && FAIL in out) throw { ...out }; // the http client rejects with plain ApiError objects
    return { data: out };
  });
}
const defaults = (r: Req) => (r.url === 'releases' ? releases : r.url === 'releases/audit' ? audit : { remote: 'x', from: 'a', to: 'b' });

beforeEach(() => {
  jest.restoreAllMocks();
  requests = [];
  store.dispatch(baseApi.util.resetApiState());
  store.dispatch(removeLogin());
  signInWithRights('modules_page');
});

test('lists each module with its current version, published versions with dates, canary and the audit log', async () => {
  serve(defaults);
  renderApp(<ModulesPage />);
  const hr = await screen.findByRole('region', { name: 'mfe-hr' });
  expect(within(hr).getByText('Current version 1.0.1')).toBeInTheDocument();
  const rows = within(within(hr).getByRole('table', { name: 'Published versions of mfe-hr' })).getAllByRole('row');
  expect(rows.map((r) => r.textContent)).toEqual([
    'VersionPublishedByStatusActions',
    // 05:06 UTC shown in the business time zone (Asia/Kolkata), whatever the browser's zone.
    '1.0.22026-03-04 10:36opsPromoteCanary',
    '1.0.12026-03-04 10:36opsCurrent',
    '1.0.02026-03-04 10:36—PromoteCanary',
  ]);
  expect(within(hr).getByRole('button', { name: 'Roll back to 1.0.0' })).toBeEnabled();
  const cases = screen.getByRole('region', { name: 'mfe-cases' });
  expect(within(cases).getByText(/Canary: 1\.1\.0 serves 20% of users/)).toBeInTheDocument();
  expect(within(cases).queryByRole('button', { name: /Roll back/ })).not.toBeInTheDocument();
  const log = await screen.findByRole('table', { name: 'Release audit log' });
  expect(within(log).getByText('admin@example.com')).toBeInTheDocument();
  expect(within(log).getByText('1.1.0 to 20% of users; others on 1.0.0')).toBeInTheDocument();
  expect(within(log).getByText('1.0.2 → 1.0.1')).toBeInTheDocument();
});

test('promote asks for confirmation, posts the version and reloads the list', async () => {
  serve(defaults);
  const user = userEvent.setup();
  renderApp(<ModulesPage />);
  await user.click(await screen.findByRole('button', { name: 'Promote mfe-hr 1.0.2' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('Promote mfe-hr 1.0.2?')).toBeInTheDocument();
  expect(within(dialog).getByText(/goes from 1\.0\.1 to 1\.0\.2 for every user/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
  expect(await screen.findByText('mfe-hr 1.0.2 promoted.')).toBeInTheDocument();
  expect(requests).toContainEqual({ url: 'releases/mfe-hr/promote', method: 'POST', data: { version: '1.0.2' } });
  await waitFor(() => expect(requests.filter((r) => r.url === 'releases')).toHaveLength(2));
});

test('cancelling the confirmation changes nothing', async () => {
  serve(defaults);
  const user = userEvent.setup();
  renderApp(<ModulesPage />);
  await user.click(await screen.findByRole('button', { name: 'Roll back to 1.0.0' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('Roll back mfe-hr to 1.0.0?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(requests.some((r) => r.method === 'POST')).toBe(false);
});

test('a refusal by the gate shows its reason', async () => {
  const reason = 'mfe-hr@1.0.0 cannot be promoted: mfe-hr@1.0.0 needs react ^18.2.0, but the shell provides react 19.3.1.';
  serve((r) => (r.method === 'POST' ? fail(409, reason) : defaults(r)));
  const user = userEvent.setup();
  renderApp(<ModulesPage />);
  await user.click(await screen.findByRole('button', { name: 'Roll back to 1.0.0' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Roll back' }));
  expect(await screen.findByText('Rollback refused')).toBeInTheDocument();
  expect(screen.getByText(reason)).toBeInTheDocument();
  expect(requests).toContainEqual({ url: 'releases/mfe-hr/rollback', method: 'POST', data: { to: '1.0.0' } });
  await user.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByText('Rollback refused')).not.toBeInTheDocument());
});

test('a canary asks for the share of users and can be aborted', async () => {
  serve(defaults);
  const user = userEvent.setup();
  renderApp(<ModulesPage />);
  await user.click(await screen.findByRole('button', { name: 'Canary mfe-hr 1.0.2' }));
  const share = await screen.findByLabelText('Share of users (%)');
  await user.clear(share);
  await user.type(share, '150');
  expect(screen.getByRole('button', { name: 'Start canary' })).toBeDisabled();
  await user.clear(share);
  await user.type(share, '25');
  await user.click(screen.getByRole('button', { name: 'Start canary' }));
  expect(await screen.findByText('mfe-hr 1.0.2 now serves 25% of users.')).toBeInTheDocument();
  expect(requests).toContainEqual({ url: 'releases/mfe-hr/canary', method: 'POST', data: { version: '1.0.2', percent: 25 } });

  await user.click(screen.getByRole('button', { name: 'Abort canary' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Abort canary' }));
  await waitFor(() => expect(requests).toContainEqual({ url: 'releases/mfe-cases/canary', method: 'DELETE', data: undefined }));
});

test('loading failure offers a retry; no modules says so', async () => {
  let broken = true;
  serve((r) =>
    r.url === 'releases' && broken
      ? fail(500, 'Error:500Error Text: Internal Server Error')
      : r.url === 'releases'
        ? { revision: 0, remotes: [] }
        : audit,
  );
  const user = userEvent.setup();
  renderApp(<ModulesPage />);
  expect(await screen.findByText('The modules could not be loaded: Error:500Error Text: Internal Server Error')).toBeInTheDocument();
  broken = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(/No module has been published yet/)).toBeInTheDocument();
});

test('without modules_page the page refuses and asks nothing of the server', () => {
  store.dispatch(removeLogin());
  signInWithRights('dashboard_page');
  serve(defaults);
  renderApp(<ModulesPage />);
  expect(screen.getByRole('alert')).toHaveTextContent('You do not have access to this page.');
  expect(requests).toEqual([]);
});
