import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'shared/core';
import { PAGE_NAMES, REGISTRY_URL, type PageDecl } from 'shared/resources';
import { renderApp } from '../../../../tools/jest/render';
import { RightsDialog } from './rights-dialog';

// Chakra in jsdom is slow on a loaded machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// The rights and the registry go through RTK Query's base query (the axios instance's request);
// the 'same as user' lookup through http.get.
const request = jest.spyOn(http, 'request');
const get = jest.spyOn(http, 'get');
type Call = { url: string; method: string; data?: unknown; baseURL?: string };
const puts = () => request.mock.calls.map(([c]) => c as Call).filter((c) => c.method === 'PUT');
const matrix = (id: number, name: string, on: string[]) => ({
  data: {
    data: {
      user: { id, name, email: `${name.toLowerCase()}@example.com` },
      rights: PAGE_NAMES.map((page) => ({ page: { name: page }, view_status: on.includes(page) ? '1' : '0' })),
      version: 3,
    },
  },
});
// The menu as the registry describes it: two remotes' pages, one right on two pages.
const pages: PageDecl[] = [
  { path: '/admin/userCreation', title: 'User Creation', module: './U', right: 'user_creation_page', menu: { group: 'hr', order: 1 } },
  { path: '/admin/pageRights', title: 'Page Rights', module: './R', right: 'rights_page', menu: { group: 'hr', order: 2 } },
  {
    path: '/admin/applicantVerification',
    title: 'Applicant Verification',
    module: './A',
    right: 'user_creation_page',
    menu: { group: 'hr', order: 9 },
  },
  { path: '/admin/dashboard', title: 'Dashboard', module: './D', right: 'dashboard_page', menu: { group: 'dashboard', order: 1 } },
];
const agreement: PageDecl = {
  path: '/admin/agreement',
  title: 'Agreement',
  module: './G',
  right: 'aggreement_page',
  menu: { group: 'bank', order: 3 },
};
const registry = {
  remotes: {
    hr: { name: 'mfe_hr', package: 'mfe-hr', version: '1.0.0', entry: '/x.js', pages },
    masters: { name: 'mfe_masters', package: 'mfe-masters', version: '1.0.0', entry: '/y.js', pages: [agreement] },
  },
};
beforeEach(() => {
  request.mockReset().mockImplementation(async (config) => {
    const c = config as Call;
    if (c.method === 'PUT') return { data: {} } as never;
    if (c.url === REGISTRY_URL) return { data: registry } as never;
    if (c.url === 'rights/9') return matrix(9, 'Meena', ['bank_master_page', 'aggreement_page']) as never;
    return matrix(7, 'Ravi', ['dashboard_page']) as never;
  });
  get.mockReset().mockResolvedValue({
    data: {
      data: [
        { id: 7, name: 'Ravi' },
        { id: 9, name: 'Meena' },
      ],
    },
  } as never);
});

test('rights are grouped as the menu and named by the menu titles; saves the whole matrix and says so', async () => {
  const onSaved = jest.fn();
  renderApp(<RightsDialog user={{ id: 7, name: 'Ravi' }} onClose={jest.fn()} onSaved={onSaved} />);
  expect(await screen.findByText(`1 of ${PAGE_NAMES.length} pages viewable`)).toBeInTheDocument();
  const hr = await screen.findByRole('group', { name: 'Hr rights' });
  // One checkbox per right, titled by every page it opens; the header right of the group first.
  expect(
    within(hr)
      .getAllByRole('checkbox')
      .map((c) => c.closest('label')!.textContent),
  ).toEqual(['Hr menu group', 'User Creation, Applicant Verification', 'Page Rights']);
  expect(within(hr).getByText('user_creation_page')).toBeInTheDocument(); // the internal name, as a hint
  expect(screen.getByRole('checkbox', { name: 'Agreement' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Dashboard' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Final approval of applicants (Master Approval)' })).not.toBeChecked();
  await userEvent.click(screen.getByRole('checkbox', { name: 'All of Hr' }));
  expect(screen.getByRole('checkbox', { name: 'Page Rights' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'All of Hr' })).toBeChecked();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Page Rights' }));
  expect(screen.getByRole('checkbox', { name: 'All of Hr' })).toHaveProperty('indeterminate', true);
  await userEvent.click(screen.getByRole('button', { name: 'Save rights' }));
  await waitFor(() => expect(puts()).toHaveLength(1));
  const { url, data } = puts()[0];
  const body = data as { version: number; rights: { page: { name: string }; view_status: string }[] };
  expect(url).toBe('rights/7');
  expect(body.version).toBe(3);
  expect(body.rights).toHaveLength(PAGE_NAMES.length);
  expect(body.rights.filter((r) => r.view_status === '1').map((r) => r.page.name)).toEqual([
    'dashboard_page',
    'user_master_page',
    'user_creation_page',
  ]);
  expect(await screen.findByText('Successfully Updated The User Rights!')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
});

test('search finds rights by menu title, internal name or group; the group box selects only what is shown', async () => {
  renderApp(<RightsDialog user={{ id: 7, name: 'Ravi' }} onClose={jest.fn()} />);
  await screen.findByRole('group', { name: 'Hr rights' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search rights' }), 'applicant');
  expect(screen.getByRole('checkbox', { name: 'User Creation, Applicant Verification' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Final approval of applicants (Master Approval)' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'Page Rights' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'All of Hr' }));
  await userEvent.clear(screen.getByRole('searchbox', { name: 'Search rights' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search rights' }), 'aggreement');
  expect(screen.getByRole('checkbox', { name: 'Agreement' })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Hr rights' })).not.toBeInTheDocument();
  await userEvent.clear(screen.getByRole('searchbox', { name: 'Search rights' }));
  expect(screen.getByRole('checkbox', { name: 'User Creation, Applicant Verification' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Page Rights' })).not.toBeChecked();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search rights' }), 'no such right');
  expect(screen.getByText('No right matches “no such right”.')).toBeInTheDocument();
});

test("'same as user…' copies another user's rights into the matrix, unsaved until Save", async () => {
  renderApp(<RightsDialog user={{ id: 7, name: 'Ravi' }} onClose={jest.fn()} />);
  await screen.findByRole('group', { name: 'Hr rights' });
  const select = screen.getByRole('combobox', { name: 'Same as user' });
  await waitFor(() =>
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Same as user…', 'Meena']),
  );
  await userEvent.selectOptions(select, '9');
  await userEvent.click(screen.getByRole('button', { name: 'Copy rights' }));
  expect(await screen.findByText(`2 of ${PAGE_NAMES.length} pages viewable (copied from Meena, not saved yet)`)).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Agreement' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Dashboard' })).not.toBeChecked();
  expect(puts()).toHaveLength(0);
});

test('a failed load shows the error text and Retry', async () => {
  const answer = request.getMockImplementation()!;
  let failed = false;
  request.mockImplementation(async (config) => {
    if ((config as Call).url !== 'rights/7' || failed) return answer(config);
    failed = true;
    throw { status: 500, statusText: 'Internal Server Error', display: 'Error:500Error Text: Internal Server Error', message: 'x' };
  });
  renderApp(<RightsDialog user={{ id: 7, name: 'Ravi' }} onClose={jest.fn()} />);
  expect(await screen.findByText('Error:500Error Text: Internal Server Error')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('checkbox', { name: 'Dashboard' })).toBeChecked();
});
