import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, mayLeave } from 'shared/core';
import { STALE_VERSION_MESSAGE } from 'shared/resources';
import { renderApp } from '../../../tools/jest/render';
import { ResourceFormDialog } from './form-dialog';
import { updateRecord } from './api';
import { apiError, fruitDesc } from './test-fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const mine = { id: 7, name: 'Mango', price: 120, status: '1', version: 3 };

function open(submit: (args: { body: Record<string, unknown> }) => Promise<unknown> = jest.fn(async () => ({ data: {} }))) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  renderApp(<ResourceFormDialog desc={fruitDesc} mode="update" record={mine} submit={submit} onClose={onClose} onSaved={onSaved} />);
  return { submit, onClose, onSaved };
}
const box = (name: string) => screen.getByRole('textbox', { name });

test('after a failed submit focus moves to the first field in error, not Save', async () => {
  open();
  await userEvent.clear(box('Name'));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  await waitFor(() => expect(box('Name')).toHaveFocus());
});

test('server field messages also take the focus to their field', async () => {
  const submit = jest.fn(async () => {
    throw apiError(400, 'Bad Request', 'Price must be an amount', { price: 'Price must be an amount' });
  });
  open(submit);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findAllByText('Price must be an amount')).not.toHaveLength(0);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Price' })).toHaveFocus());
});

test('a 409 shows their version beside my edits; keeping mine saves again with their version number', async () => {
  const put = jest.spyOn(http, 'request');
  put.mockRejectedValueOnce(apiError(409, 'Conflict', STALE_VERSION_MESSAGE)).mockResolvedValueOnce({ data: { data: { id: 7 } } });
  jest.spyOn(http, 'get').mockResolvedValue({ data: { data: { ...mine, name: 'Mango Alphonso', price: 150, version: 4 } } } as never);
  const submit = jest.fn((args: { body: Record<string, unknown> }) => updateRecord(fruitDesc, 7, args.body));
  const { onSaved } = open(submit);
  await userEvent.clear(box('Name'));
  await userEvent.type(box('Name'), 'Mango Kesar');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(STALE_VERSION_MESSAGE)).toBeInTheDocument();
  const panel = await screen.findByRole('region', { name: 'Their version and your edits' });
  const nameRow = within(panel).getByRole('row', { name: /Name/ });
  expect(within(nameRow).getByText('Mango Alphonso')).toBeInTheDocument();
  expect(within(nameRow).getByText('Mango Kesar')).toBeInTheDocument();
  expect(within(panel).getByRole('row', { name: /Price/ })).toHaveTextContent('₹150.00');
  expect(box('Name')).toHaveValue('Mango Kesar');
  await userEvent.click(within(panel).getByRole('button', { name: 'Keep my edits and save' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(put).toHaveBeenLastCalledWith(
    expect.objectContaining({ url: 'fruits/7', method: 'PUT', data: expect.objectContaining({ name: 'Mango Kesar', version: 4 }) }),
  );
});

test('"Use their version" drops my edits and loads theirs', async () => {
  jest.spyOn(http, 'get').mockResolvedValue({ data: { data: { ...mine, name: 'Mango Alphonso', version: 4 } } } as never);
  const submit = jest.fn(async () => {
    throw apiError(409, 'Conflict', STALE_VERSION_MESSAGE);
  });
  open(submit);
  await userEvent.clear(box('Name'));
  await userEvent.type(box('Name'), 'Mango Kesar');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Use their version' }));
  expect(box('Name')).toHaveValue('Mango Alphonso');
});

/**
 * On a loaded machine the second question can open while the first dialog's layer is still being
 * torn down (body pointer-events: none for a frame), so the answer is clicked without user-event's
 * pointer-events check; the assertions after each answer prove it was taken.
 */
const answer = (name: string) =>
  userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }).click(screen.getByRole('button', { name }));

test('a changed form holds Back and in-app navigation until the user answers', async () => {
  open();
  await userEvent.type(box('Name'), ' ripe');
  const leaving = mayLeave();
  expect(await screen.findByText('Discard unsaved changes?')).toBeInTheDocument();
  await answer('Keep editing');
  await expect(leaving).resolves.toBe(false);
  await waitFor(() => expect(screen.queryByText('Discard unsaved changes?')).not.toBeInTheDocument());
  window.history.back();
  expect(await screen.findByText('Discard unsaved changes?')).toBeInTheDocument();
  await answer('Keep editing');
  await waitFor(() => expect(screen.queryByText('Discard unsaved changes?')).not.toBeInTheDocument());
  expect(box('Name')).toHaveValue('Mango ripe');
});
