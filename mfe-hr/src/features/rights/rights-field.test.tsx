import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'shared/core';
import { ResourceFormDialog } from 'shared/kit';
import { PAGE_NAMES, REGISTRY_URL, type PageDecl } from 'shared/resources';
import { renderApp } from '../../../../tools/jest/render';
import { rightsTemplatesResource } from '../../model';
import { RightsField } from './rights-field';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// The registry and a user's rights through RTK Query's base query; the users lookup through http.get.
const request = jest.spyOn(http, 'request');
const get = jest.spyOn(http, 'get');
type Call = { url: string; method: string };
const pages: PageDecl[] = [
  { path: '/admin/userCreation', title: 'User Creation', module: './U', right: 'user_creation_page', menu: { group: 'hr', order: 1 } },
  { path: '/admin/pageRights', title: 'Page Rights', module: './R', right: 'rights_page', menu: { group: 'hr', order: 2 } },
  { path: '/admin/dashboard', title: 'Dashboard', module: './D', right: 'dashboard_page', menu: { group: 'dashboard', order: 1 } },
];
const registry = { remotes: { hr: { name: 'mfe_hr', package: 'mfe-hr', version: '1.0.0', entry: '/x.js', pages } } };
beforeEach(() => {
  request.mockReset().mockImplementation(async (config) => {
    const c = config as Call;
    if (c.url === REGISTRY_URL) return { data: registry } as never;
    const on = ['rights_page', 'tickets'];
    return {
      data: {
        data: {
          user: { id: 9, name: 'Meena', email: 'meena@example.com' },
          rights: PAGE_NAMES.map((page) => ({ page: { name: page }, view_status: on.includes(page) ? '1' : '0' })),
          version: 2,
        },
      },
    } as never;
  });
  get.mockReset().mockResolvedValue({ data: { data: [{ id: 9, name: 'Meena' }] } } as never);
});

/** The template form as the Rights Templates page opens it: the kit's form, the rights through the picker. */
function open(record: Record<string, unknown>) {
  const submit = jest.fn(async (_args: { body: Record<string, unknown> }) => ({ data: {} }));
  renderApp(
    <ResourceFormDialog
      desc={rightsTemplatesResource}
      mode="update"
      record={record as never}
      controls={{ rights: RightsField }}
      submit={submit}
      onClose={jest.fn()}
      onSaved={jest.fn()}
    />,
  );
  return submit;
}

const sent = (submit: jest.Mock) => (submit.mock.calls[0][0] as { body: { rights: string[] } }).body.rights;

test("a template's rights are picked grouped as the menu, by menu titles, and saved in the rights' order", async () => {
  const submit = open({ id: 3, role: 'Front Desk', rights: ['tickets'], version: 1 });
  const rights = screen.getByRole('group', { name: 'Rights' });
  const hr = await within(rights).findByRole('group', { name: 'Hr rights' });
  // The group's pages come with the registry's answer, which a loaded machine may give after the group.
  await waitFor(() =>
    expect(
      within(hr)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!.textContent),
    ).toEqual(['Hr menu group', 'User Creation', 'Page Rights']),
  );
  expect(within(rights).getByText(`1 of ${PAGE_NAMES.length} pages viewable`)).toBeInTheDocument();
  await userEvent.click(within(rights).getByRole('checkbox', { name: 'All of Hr' }));
  await userEvent.click(within(rights).getByRole('checkbox', { name: 'Page Rights' }));
  expect(within(rights).getByRole('checkbox', { name: 'All of Hr' })).toHaveProperty('indeterminate', true);
  await userEvent.type(within(rights).getByRole('searchbox', { name: 'Search rights' }), 'dashboard');
  expect(within(rights).queryByRole('checkbox', { name: 'User Creation' })).not.toBeInTheDocument();
  await userEvent.click(within(rights).getByRole('checkbox', { name: 'Dashboard' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(submit).toHaveBeenCalled());
  expect(sent(submit)).toEqual(
    PAGE_NAMES.filter((p) => ['dashboard_page', 'user_master_page', 'user_creation_page', 'tickets'].includes(p)),
  );
});

test("'same as user…' fills a template with a user's rights; none left says the form's message", async () => {
  const submit = open({ id: 3, role: 'Front Desk', rights: ['dashboard_page'], version: 1 });
  const rights = screen.getByRole('group', { name: 'Rights' });
  const select = within(rights).getByRole('combobox', { name: 'Same as user' });
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
  await userEvent.selectOptions(select, '9');
  await userEvent.click(within(rights).getByRole('button', { name: 'Copy rights' }));
  expect(
    await within(rights).findByText(`2 of ${PAGE_NAMES.length} pages viewable (copied from Meena, not saved yet)`),
  ).toBeInTheDocument();
  expect(within(rights).getByRole('checkbox', { name: 'Page Rights' })).toBeChecked();
  expect(within(rights).getByRole('checkbox', { name: 'Dashboard' })).not.toBeChecked();
  await userEvent.click(within(rights).getByRole('button', { name: 'Revoke all' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Choose at least one right')).toBeInTheDocument();
  expect(submit).not.toHaveBeenCalled();
});
