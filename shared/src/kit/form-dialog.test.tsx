import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'shared/core';
import { branchMasterResource, dispatchResource, usersResource, type ResourceRow } from 'shared/resources';
import { renderApp } from '../../../tools/jest/render';
import { ResourceFormDialog } from './form-dialog';
import { apiError } from './test-fixtures';

// Chakra in jsdom is slow on a loaded machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });

const get = jest.spyOn(http, 'get');
beforeEach(() => {
  get.mockReset().mockResolvedValue({ data: { data: [{ id: 1, name: 'Mumbai' }, { id: 2, name: 'Pune' }] } } as never);
});

function open(desc = usersResource, mode: 'create' | 'update' = 'create', record?: Partial<ResourceRow>) {
  const submit = jest.fn(async () => ({ data: {} }));
  const onClose = jest.fn();
  const onSaved = jest.fn();
  renderApp(<ResourceFormDialog desc={desc} mode={mode} record={record} submit={submit} onClose={onClose} onSaved={onSaved} />);
  return { submit, onClose, onSaved };
}
jest.setTimeout(30_000);

const box = (name: string) => screen.getByRole('textbox', { name });
/** One change event per field: typing char by char re-validates the whole form each time. */
async function fill(el: HTMLElement, text: string) {
  await userEvent.click(el);
  await userEvent.paste(text);
}
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

test('an empty user form shows the spec messages and sends nothing', async () => {
  const { submit } = open();
  await save();
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByText('Role is required')).toBeInTheDocument();
  expect(submit).not.toHaveBeenCalled();
});

test('formats: e-mail, mobile, PAN, Aadhaar (Verhoeff), pincode, JSON, and matching passwords', async () => {
  open();
  await fill(box('Email'), 'not-an-email');
  await fill(box('Mobile Number'), '5123456789');
  await fill(box('PAN'), 'ABCDE1234');
  await fill(box('Aadhaar Number'), '234123412347');
  await fill(box('Pincode'), '012345');
  await fill(box('Pincodes Served (JSON)'), '[oops');
  await fill(screen.getByLabelText(/^Password/), 'secret-one');
  await fill(screen.getByLabelText(/^Confirm Password/), 'secret-two');
  await save();
  expect(await screen.findByText('Invalid Email address')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid 10-digit mobile number')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid PAN, e.g. ABCPE1234F')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid 12-digit Aadhaar number')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid 6-digit pincode')).toBeInTheDocument();
  expect(screen.getByText('Pincodes Served (JSON) must be valid JSON')).toBeInTheDocument();
  expect(screen.getByText('Passwords must match')).toBeInTheDocument();
});

test('valid Indian formats pass and the body carries wire values', async () => {
  const { submit, onSaved } = open();
  await fill(box('Name'), 'Asha');
  await fill(box('Email'), 'asha@example.com');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Level-1');
  await fill(screen.getByLabelText(/^Password/), 'secret-123');
  await fill(screen.getByLabelText(/^Confirm Password/), 'secret-123');
  await fill(box('Mobile Number'), '+91 98200 12345');
  await fill(box('PAN'), 'abcpe1234f');
  await fill(box('Aadhaar Number'), '2341 2341 2346');
  await fill(box('Pincodes Served (JSON)'), '["400051"]');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Company Branch' }), 'Pune');
  await save();
  await waitFor(() => expect(submit).toHaveBeenCalled());
  const { body } = (submit.mock.calls[0] as unknown as [{ body: Record<string, unknown> }])[0];
  expect(body).toMatchObject({ name: 'Asha', role: 'Level-1', mobile_no: '+91 98200 12345', aadhaar_no: '2341 2341 2346', company_branch_id: 2, user_pincodes: ['400051'], rating: 0, status: '1' });
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
});

test('GSTIN: check character and state code, IFSC-like patterns on the branch form', async () => {
  open(branchMasterResource);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Karnataka');
  await fill(box('GSTIN'), '27AAPFU0939F1ZO');
  await save();
  expect(await screen.findByText('Enter a valid GSTIN, e.g. 27AAPFU0939F1ZV')).toBeInTheDocument();
  await userEvent.clear(box('GSTIN'));
  await fill(box('GSTIN'), '27AAPFU0939F1ZV');
  await save();
  expect(await screen.findByText('GSTIN must start with 29, the state code of Karnataka')).toBeInTheDocument();
  expect(screen.getByText('Branch Name is required')).toBeInTheDocument();
});

test('editing keeps Aadhaar hidden: shows the masked digits and leaves it out when empty', async () => {
  const { submit } = open(usersResource, 'update', { id: 7, version: 3, name: 'Ravi', email: 'ravi@example.com', role: 'Level-2', kind: 'employee', status: '1', aadhaar_last4: '2346' });
  expect(screen.getByText('Stored: XXXX XXXX 2346. Leave empty to keep it.')).toBeInTheDocument();
  expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  await save();
  await waitFor(() => expect(submit).toHaveBeenCalled());
  const { body } = (submit.mock.calls[0] as unknown as [{ body: Record<string, unknown> }])[0];
  expect(body).not.toHaveProperty('aadhaar_no');
  expect(body).toMatchObject({ name: 'Ravi', version: 3 });
});

test('server refusals: field messages land under the fields, a stale version shows its message', async () => {
  const { submit } = open(usersResource, 'update', { id: 7, version: 3, name: 'Ravi', email: 'ravi@example.com', role: 'Level-2', kind: 'employee', status: '1' });
  submit.mockRejectedValueOnce(apiError(400, 'Bad Request', 'Email is already in use', { email: 'Email is already in use' }));
  await save();
  expect(await screen.findAllByText('Email is already in use')).toHaveLength(2);
  submit.mockRejectedValueOnce(apiError(409, 'Conflict', 'This record was changed by someone else. Reload and try again.'));
  await save();
  expect(await screen.findByText('This record was changed by someone else. Reload and try again.')).toBeInTheDocument();
});

test('dispatch: status offers only legal next steps and DELIVERED needs delivery details', async () => {
  open(dispatchResource, 'update', { id: 1, version: 1, dispatch_no: 'DSP/2526/000001', company_branch_id: 1, addressee: 'SBI', status: 'IN_TRANSIT', copies: 1, courier_company: 'Blue Dart', awb_no: 'BD123456', dispatched_on: '2025-06-02', case_nos: [], enclosures: [] });
  const status = screen.getByRole('combobox', { name: 'Status' });
  const offered = Array.from((status as HTMLSelectElement).options).map((o) => o.textContent);
  expect(offered).toEqual(['Select Status', 'In transit', 'Delivered', 'Returned', 'Lost']);
  await userEvent.selectOptions(status, 'DELIVERED');
  await save();
  expect(await screen.findByText('Delivered On is required')).toBeInTheDocument();
  expect(screen.getByText('Received By is required')).toBeInTheDocument();
});

test('closing with unsaved changes asks first; Keep editing stays, Discard closes', async () => {
  const { onClose } = open();
  await fill(box('Name'), 'Half typed');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('Discard unsaved changes?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
  expect(onClose).not.toHaveBeenCalled();
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});

test('closing an untouched form needs no confirmation', async () => {
  const { onClose } = open();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalled();
  expect(screen.queryByText('Discard unsaved changes?')).not.toBeInTheDocument();
});
