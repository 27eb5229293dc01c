import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, box, fill, mockLookups, openForm, save } from '../../../../tools/jest/form';
import type { ResourceDesc, ResourceRow } from 'shared/resources';
import { usersResource } from '../../model';

/** The user form: the kit's dialog over the Hr model's description (spec messages, Indian formats). */
const open = (desc: ResourceDesc = usersResource, mode: 'create' | 'update' = 'create', record?: Partial<ResourceRow>) =>
  openForm(desc, mode, record);

mockLookups();
// Ten fields filled in jsdom under a loaded CI machine can take longer than 30 s.
jest.setTimeout(90_000);

test('an empty user form shows the spec messages and sends nothing', async () => {
  const { submit } = open();
  await save();
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByText('Role is required')).toBeInTheDocument();
  expect(submit).not.toHaveBeenCalled();
});

test('formats: e-mail, mobile, PAN, Aadhaar (Verhoeff), pincode and matching passwords', async () => {
  open();
  await fill(box('Email'), 'not-an-email');
  await fill(box('Mobile Number'), '5123456789');
  await fill(box('PAN'), 'ABCDE1234');
  await fill(box('Aadhaar Number'), '234123412347');
  await fill(box('Pincode'), '012345');
  await fill(screen.getByLabelText(/^Password/), 'secret-one');
  await fill(screen.getByLabelText(/^Confirm Password/), 'secret-two');
  await save();
  expect(await screen.findByText('Invalid Email address')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid 10-digit mobile number')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid PAN, e.g. ABCPE1234F')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid 12-digit Aadhaar number')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid 6-digit pincode')).toBeInTheDocument();
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
  // Pincodes served: searched in the pincode master and picked (the kit's multi-lookup).
  await fill(screen.getByRole('combobox', { name: 'Pincodes Served' }), '4000');
  await userEvent.click(await screen.findByRole('option', { name: '400051 · Bandra East, Mumbai Suburban' }));
  expect(screen.getByRole('button', { name: 'Remove 400051' })).toBeInTheDocument();
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Company Branch' }), 'Pune');
  await save();
  await waitFor(() => expect(submit).toHaveBeenCalled());
  const { body } = (submit.mock.calls[0] as unknown as [{ body: Record<string, unknown> }])[0];
  expect(body).toMatchObject({
    name: 'Asha',
    role: 'Level-1',
    mobile_no: '+91 98200 12345',
    aadhaar_no: '2341 2341 2346',
    company_branch_id: 2,
    user_pincodes: ['400051'],
    rating: 0,
    status: '1',
  });
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
});

test('editing keeps Aadhaar hidden: shows the masked digits and leaves it out when empty', async () => {
  const { submit } = open(usersResource, 'update', {
    id: 7,
    version: 3,
    name: 'Ravi',
    email: 'ravi@example.com',
    role: 'Level-2',
    kind: 'employee',
    status: '1',
    aadhaar_last4: '2346',
  });
  expect(screen.getByText('Stored: XXXX XXXX 2346. Leave empty to keep it.')).toBeInTheDocument();
  expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  await save();
  await waitFor(() => expect(submit).toHaveBeenCalled());
  const { body } = (submit.mock.calls[0] as unknown as [{ body: Record<string, unknown> }])[0];
  expect(body).not.toHaveProperty('aadhaar_no');
  expect(body).toMatchObject({ name: 'Ravi', version: 3 });
});

test('server refusals: field messages land under the fields, a stale version shows its message', async () => {
  const { submit } = open(usersResource, 'update', {
    id: 7,
    version: 3,
    name: 'Ravi',
    email: 'ravi@example.com',
    role: 'Level-2',
    kind: 'employee',
    status: '1',
  });
  submit.mockRejectedValueOnce(apiError(400, 'Bad Request', 'Email is already in use', { email: 'Email is already in use' }));
  await save();
  expect(await screen.findAllByText('Email is already in use')).toHaveLength(2);
  submit.mockRejectedValueOnce(apiError(409, 'Conflict', 'This record was changed by someone else. Reload and try again.'));
  await save();
  expect(await screen.findByText('This record was changed by someone else. Reload and try again.')).toBeInTheDocument();
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
