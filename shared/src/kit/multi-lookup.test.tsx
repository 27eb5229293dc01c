import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'shared/core';
import type { ResourceDesc } from 'shared/resources';
import { fill, pickWithArrows, pincodesFound } from '../../../tools/jest/form';
import { renderApp } from '../../../tools/jest/render';
import { ResourceFormDialog } from './form-dialog';
import { fruitDesc } from './test-fixtures';

configure({ asyncUtilTimeout: 5000 });
// A whole pick-and-save walk through Chakra in jsdom: ~13 s alone, over 30 s beside the API tests on 2 cores.
jest.setTimeout(90_000);

/** A multiselect whose options come from a searched lookup: the pincodes an orchard delivers to. */
const desc: ResourceDesc = {
  ...fruitDesc,
  fields: [
    fruitDesc.fields[0],
    {
      name: 'pincodes',
      label: 'Pincodes Served',
      type: 'multiselect',
      optionsFrom: { path: 'lookups/pincodes', valueField: 'pincode', labelField: 'name', searchable: true },
      itemFormat: 'pincode',
      itemMaxLength: 6,
    },
  ],
};

const PLACES: Record<string, string> = {
  '400001': 'Fort, Mumbai',
  '400002': 'Kalbadevi, Mumbai',
  '400051': 'Bandra East, Mumbai Suburban',
  '411001': 'Camp, Pune',
};

let get: jest.SpyInstance;
beforeEach(() => {
  // The lookup answers the pincodes starting with the search, as the API does.
  get = jest
    .spyOn(http, 'get')
    .mockImplementation((async (_path: string, config?: { params?: { search?: string } }) =>
      pincodesFound(PLACES, config?.params?.search)) as never);
});
afterEach(() => get.mockRestore());

function open(record: Record<string, unknown> | null) {
  const submit = jest.fn(async (_args: { body: Record<string, unknown> }) => ({ data: {} }));
  renderApp(
    <ResourceFormDialog
      desc={desc}
      mode={record ? 'update' : 'create'}
      record={record as never}
      submit={submit}
      onClose={jest.fn()}
      onSaved={jest.fn()}
    />,
  );
  return submit;
}

const input = () => screen.getByRole('combobox', { name: 'Pincodes Served' });
const tags = () =>
  screen.queryAllByRole('button', { name: /^Remove \d{6}$/ }).map((b) => b.getAttribute('aria-label')!.replace('Remove ', ''));

const searches = () => get.mock.calls.map(([, c]) => (c as { params?: { search?: string } })?.params?.search).filter(Boolean);

test('typing searches, arrows and Enter pick, a click picks; the payload is the list', async () => {
  const submit = open(null);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Orchard');
  get.mockClear();
  await fill(input(), '40000');
  const listbox = await screen.findByRole('listbox');
  await waitFor(() =>
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['400001 · Fort, Mumbai', '400002 · Kalbadevi, Mumbai']),
  );
  expect(searches().at(-1)).toBe('40000');
  await pickWithArrows(user, [/400001/, /400002/]);
  await waitFor(() => expect(tags()).toEqual(['400002']));
  // The input is cleared for the next search; a picked pincode is not offered again.
  expect(input()).toHaveValue('');
  await user.type(input(), '4');
  await waitFor(() => expect(screen.getByRole('option', { name: /400051/ })).toBeInTheDocument());
  expect(screen.queryByRole('option', { name: /400002/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('option', { name: /411001/ }));
  await waitFor(() => expect(tags()).toEqual(['400002', '411001']));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(submit).toHaveBeenCalled());
  expect(submit.mock.calls[0][0].body).toMatchObject({ name: 'Orchard', pincodes: ['400002', '411001'] });
});

test('stored pincodes show as tags; Backspace in the empty input removes the last, a tag button removes its own', async () => {
  const submit = open({ id: 3, name: 'Grove', version: 1, pincodes: ['400001', '400051', '411001'] });
  const user = userEvent.setup();
  expect(tags()).toEqual(['400001', '400051', '411001']);
  await user.click(input());
  await user.keyboard('{Backspace}');
  await waitFor(() => expect(tags()).toEqual(['400001', '400051']));
  await user.click(screen.getByRole('button', { name: 'Remove 400001' }));
  await waitFor(() => expect(tags()).toEqual(['400051']));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(submit).toHaveBeenCalled());
  expect(submit.mock.calls[0][0].body).toMatchObject({ name: 'Grove', pincodes: ['400051'] });
});

test('removing every tag sends an empty list; a failed search says so', async () => {
  const submit = open({ id: 4, name: 'Copse', version: 1, pincodes: ['400001'] });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Remove 400001' }));
  expect(tags()).toEqual([]);
  get.mockRejectedValue({ display: 'Network Error', message: 'The server could not be reached.' });
  await fill(input(), '41');
  expect(await screen.findByText('Could not load the choices. The server could not be reached. Type again to retry.')).toBeInTheDocument();
  await user.clear(input());
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(submit).toHaveBeenCalled());
  expect(submit.mock.calls[0][0].body).toMatchObject({ pincodes: [] });
});
