import { useState } from 'react';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { baseApi, http, signIn, store } from 'shared/core';
import type { FormValues } from 'shared/kit';
import { PAGE_NAMES, type LoginResponse } from 'shared/resources';
import { renderApp } from '../../../../tools/jest/render';
import { templateForRole, templateGrant } from '../../model';
import { TemplateRights } from './template-rights';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const TEMPLATES = [
  { id: 2, role: 'Level-1', rights: ['dashboard_page', 'case_master_page', 'tickets'], version: 1 },
  { id: 6, role: 'HR', rights: ['dashboard_page', 'leave_management'], version: 1 },
];
const get = jest.spyOn(http, 'get');

/** The approver holds the dashboard, tickets and leave pages only. */
function signInWith(pages: string[]) {
  const user = {
    id: 5,
    name: 'Hema',
    rights: PAGE_NAMES.map((name) => ({ page: { name }, view_status: pages.includes(name) ? '1' : '0' })),
  };
  store.dispatch(signIn.fulfilled({ token: 't', user } as unknown as LoginResponse, 'r', { kind: 'admin', email: '', password: '' }));
}

/** The form around the preview: its values, changed by the test (the role) or by the preview (the template). */
let setRole: (role: string) => void = () => undefined;
function Harness({ start }: { start: FormValues }) {
  const [values, setValues] = useState<FormValues>(start);
  setRole = (role) => setValues((v) => ({ ...v, role }));
  return (
    <>
      <output aria-label="template value">{String(values.template_id)}</output>
      <TemplateRights values={values} setValue={(name, value) => setValues((v) => ({ ...v, [name]: value }))} />
    </>
  );
}

beforeEach(() => {
  store.dispatch(baseApi.util.resetApiState());
  get.mockReset().mockResolvedValue({ data: { data: TEMPLATES, total: TEMPLATES.length, page: 1, pageSize: 100 } } as never);
  signInWith(['dashboard_page', 'tickets', 'leave_management']);
});

test('lists the rights given and sets apart those the approver lacks', async () => {
  renderApp(<Harness start={{ role: 'Level-1', template_id: '2', comment: '' }} />);
  const given = await screen.findByRole('list', { name: 'Rights given' });
  expect(
    within(given)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Dashboard page', 'Tickets']);
  const dropped = screen.getByRole('list', { name: 'Rights not given' });
  expect(
    within(dropped)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Case master page']);
  expect(screen.getByText(/you do not hold this right of the template/)).toBeInTheDocument();
});

test('the template follows a changed role; a template the approver holds whole leaves nothing out', async () => {
  renderApp(<Harness start={{ role: 'Level-1', template_id: '2', comment: '' }} />);
  await screen.findByRole('list', { name: 'Rights given' });
  act(() => setRole('HR'));
  await waitFor(() => expect(screen.getByLabelText('template value')).toHaveTextContent('6'));
  const given = screen.getByRole('list', { name: 'Rights given' });
  expect(
    within(given)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Dashboard page', 'Leave management']);
  expect(screen.queryByRole('list', { name: 'Rights not given' })).toBeNull();
  // A role no template is named after keeps the template chosen.
  act(() => setRole('others'));
  expect(screen.getByLabelText('template value')).toHaveTextContent('6');
});

test('shows nothing until a template is chosen', async () => {
  renderApp(<Harness start={{ role: 'Level-1', template_id: '', comment: '' }} />);
  await waitFor(() => expect(get).toHaveBeenCalledWith('rights-templates', expect.anything()));
  expect(screen.queryByRole('list', { name: 'Rights given' })).toBeNull();
});

test('the grant is the template within the approver’s rights, in the rights’ order; a role finds its template whatever its case', () => {
  expect(templateGrant(['tickets', 'dashboard_page', 'case_master_page'], new Set(['tickets', 'dashboard_page']))).toEqual({
    given: ['dashboard_page', 'tickets'],
    dropped: ['case_master_page'],
  });
  expect(templateForRole(TEMPLATES, 'hr')?.id).toBe(6);
  expect(templateForRole(TEMPLATES, '')).toBeUndefined();
});
