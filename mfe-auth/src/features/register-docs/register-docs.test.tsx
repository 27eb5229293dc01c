import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, today } from 'shared/core';
import { notify } from 'shared/ui';
import { apiError, closePopup, currentLocation, ok, setValue, renderPage, resetApp } from '../../test/render-page';
import { fill, pickWithArrows, pincodesFound } from '../../../../tools/jest/form';
import RegisterDocsPage from './register-docs-page';

jest.setTimeout(60_000);
afterEach(resetApp);

const open = (userOptions?: { applyAccept: boolean }) => renderPage(<RegisterDocsPage />, { path: '/register-docs', userOptions });
const submit = () => screen.getByRole('button', { name: 'Submit Registration' });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()/]/g, '\\$&')}\\s*\\*?$`));
const pdf = (name = 'cv.pdf', bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

const PLACES: Record<string, string> = {
  '411001': 'Camp, Pune',
  '411002': 'Shukrawar Peth, Pune',
  '411038': 'Kothrud, Pune',
  '400051': 'Bandra East, Mumbai Suburban',
};

let get: jest.SpyInstance;
beforeEach(() => {
  // The page's public pincode search answers the master's pincodes starting with the typed digits, as the API does.
  get = jest
    .spyOn(http, 'get')
    .mockImplementation((async (_path: string, config?: { params?: { search?: string } }) =>
      pincodesFound(PLACES, config?.params?.search)) as never);
});

const pincodes = () => screen.getByRole('combobox', { name: 'Pincodes You Cover' });
const tags = () =>
  screen.queryAllByRole('button', { name: /^Remove \d{6}$/ }).map((b) => b.getAttribute('aria-label')!.replace('Remove ', ''));

/** Searches "Pincodes You Cover" for each pincode and clicks its choice. */
async function pickPincodes(pins: string[]) {
  const user = userEvent.setup();
  for (const pin of pins) {
    await fill(pincodes(), pin);
    // The answer to the whole pincode is in (an earlier one, for its first digits, may still be listed).
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([`${pin} · ${PLACES[pin]}`]),
    );
    await user.click(screen.getByRole('option', { name: new RegExp(`^${pin} · `) }));
    await waitFor(() => expect(tags()).toContain(pin));
  }
}

function fillValid() {
  const values: [string, string][] = [
    ['Name', 'Priya'],
    ['Surname', 'Shah'],
    ['Personal Email Id', 'priya@example.com'],
    ['Pincode', '411001'],
    ['Personal Contact Number', '9876543210'],
    ["Father's Contact Number", '+91 98765 43211'],
    ["Mother's Contact Number", '09876543212'],
    ['Aadhaar Number', '2341 2341 2346'],
    ['PAN Number', 'abcpe1234f'],
    ['IFSC Code', 'sbin0001234'],
    ['Password', 'Juniper-Atlas-88'],
    ['Confirm Password', 'Juniper-Atlas-88'],
  ];
  for (const [label, value] of values) setValue(field(label), value);
}

test('the long form is grouped into titled sections with the spec defaults and options', async () => {
  open();
  for (const title of ['Personal', 'Role & joining', 'Contacts & references', 'Bank account', 'Documents', 'Sign-in password']) {
    expect(await screen.findByRole('region', { name: title })).toBeInTheDocument();
  }
  expect(field('Role')).toHaveValue('N/A');
  expect(field('Designation')).toHaveValue('N/A');
  expect(field('Joining Date')).toHaveValue(today());
  const options = (label: string) =>
    within(field(label))
      .getAllByRole('option')
      .map((o) => o.textContent);
  expect(options('Role')).toEqual(['Select a role', 'N/A (not decided yet)', 'Site Inspector', 'Level-1', 'Level-2', 'Level-3', 'others']);
  expect(options('Joining Type')).toEqual(['Select', 'Full Time', 'Part Time']);
  expect(options('Reference 1 Type')).toEqual(['Select', 'Personal', 'Professional']);
  const documents = screen.getByRole('region', { name: 'Documents' });
  for (const doc of [
    'CV / Resume',
    'Aadhaar Card',
    'PAN Card',
    'KYC Document',
    'Marksheet',
    'Driving Licence',
    'Photograph',
    'Cancelled Cheque',
  ]) {
    expect(within(documents).getByLabelText(doc)).toHaveAttribute('type', 'file');
  }
});

test('an empty submit names every required field', async () => {
  const post = jest.spyOn(http, 'post');
  const { user } = open();
  await user.selectOptions(field('Role'), 'Select a role');
  await user.click(submit());
  for (const message of [
    'Name is required',
    'Email is required',
    'Role is required',
    'Password is required',
    'Passwords must match',
    'Pincode is required',
    'Personal contact number is required',
    "Father's contact number is required",
    "Mother's contact number is required",
  ]) {
    expect(await screen.findByText(message)).toBeVisible();
  }
  expect(screen.getByText('Please correct the fields marked in red.')).toBeVisible();
  expect(field('Name')).toHaveFocus();
  expect(post).not.toHaveBeenCalled();
});

test('Indian formats are checked with clear messages', async () => {
  const { user } = open();
  const bad: [string, string, string][] = [
    ['Aadhaar Number', '234123412347', 'Enter a valid 12-digit Aadhaar number'],
    ['PAN Number', 'ABCDE12345', 'Enter a valid PAN, e.g. ABCPE1234F'],
    ['IFSC Code', 'SBIN1234567', 'Enter a valid IFSC, e.g. SBIN0001234'],
    ['Pincode', '012345', 'Enter a valid 6-digit pincode'],
    ['Personal Contact Number', '12345', 'Enter a valid 10-digit mobile number'],
    ['Account Number', '12ab', 'Account number must be 9 to 18 digits'],
    ['Personal Email Id', 'priya@', 'Invalid Email address'],
  ];
  for (const [label, value] of bad) setValue(field(label), value);
  await user.click(submit());
  for (const [, , message] of bad) expect(await screen.findByText(message)).toBeVisible();
  await user.type(field('Confirm Password'), 'x');
  await user.tab();
  expect(await screen.findByText('Passwords must match')).toBeVisible();
});

test('documents over 5 MB or of another type are refused before upload', async () => {
  const { user } = open({ applyAccept: false });
  await user.upload(field('CV / Resume'), pdf('big.pdf', 5 * 1024 * 1024 + 1));
  expect(await screen.findByText('The file must be 5 MB or smaller')).toBeVisible();
  await user.upload(field('Marksheet'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
  expect(await screen.findByText('Upload a PDF, JPEG, PNG or WebP file')).toBeVisible();
  await user.upload(field('Photograph'), new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' }));
  expect(await screen.findByText('me.png (2 KB)')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Remove Photograph' }));
  expect(screen.queryByText('me.png (2 KB)')).not.toBeInTheDocument();
});

test('a registration uploads the multipart payload with progress, toasts, and shows the success page', async () => {
  let finish: (value: unknown) => void = () => undefined;
  const post = jest.spyOn(http, 'post').mockImplementation((_url, _body, config) => {
    config?.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40, lengthComputable: true });
    return new Promise((resolve) => (finish = resolve));
  });
  const { user } = open();
  fillValid();
  await pickPincodes(['411001', '411002']);
  await user.selectOptions(field('Role'), 'Level-2');
  await user.selectOptions(field('Joining Type'), 'Full Time');
  await user.selectOptions(field('Reference 1 Type'), 'Professional');
  await user.upload(field('CV / Resume'), pdf());
  await user.click(submit());
  expect(await screen.findByText('Uploading… 40%')).toBeVisible();
  expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');

  const body = post.mock.calls[0][1] as FormData;
  // The pincodes were searched on the public route (the page has no login).
  expect(new Set(get.mock.calls.map(([path]) => path))).toEqual(new Set(['register/pincodes']));
  expect(post.mock.calls[0][0]).toBe('register');
  expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
    name: 'Priya',
    surname: 'Shah',
    email: 'priya@example.com',
    pincode: '411001',
    role: 'Level-2',
    designation: 'N/A',
    joing_type: 'Full Time',
    join_date: today(),
    personal_contact: '9876543210',
    father_contact: '+91 98765 43211',
    mother_contact: '09876543212',
    adhaar_no: '2341 2341 2346',
    pancard_no: 'ABCPE1234F',
    ifsc_code: 'SBIN0001234',
    user_pincodes: '["411001","411002"]',
    ref_type_1: 'Professional',
    password: 'Juniper-Atlas-88',
    password_confirmation: 'Juniper-Atlas-88',
    status: '0',
    branch_head_approval: 'No',
    master_approval: 'No',
  });
  expect((body.get('cv_file') as File).name).toBe('cv.pdf');

  const toast = jest.spyOn(notify, 'success');
  finish(ok({ data: { id: 5, name: 'Priya', email: 'priya@example.com' } }));
  // The toast lasts 3 s: on a busy machine it may be gone before the page is looked at, so the call is checked.
  await waitFor(() => expect(toast).toHaveBeenCalledWith('Registration submitted successfully!', 3000));
  await waitFor(() => expect(currentLocation()).toBe('/register-success'));
});

test('a refusal shows Oops... and the message under the field; a failed call shows API Error', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const post = jest
    .spyOn(http, 'post')
    .mockRejectedValueOnce(
      apiError(409, { message: 'This e-mail is already registered.', data: { error: 'This e-mail is already registered.' } }),
    );
  const { user } = open();
  fillValid();
  await user.click(submit());
  const popup = await screen.findByTestId('popup');
  expect(within(popup).getByText('Oops...')).toBeInTheDocument();
  expect(within(popup).getByText('This e-mail is already registered.')).toBeInTheDocument();
  await closePopup();

  post.mockRejectedValueOnce(apiError(503));
  await user.click(submit());
  expect(await screen.findByText('API Error')).toBeInTheDocument();
  expect(screen.getByText('Registration failed. Please try again later.')).toBeInTheDocument();
  await closePopup();
  expect(currentLocation()).toBe('/register-docs');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

test('Pincodes You Cover: typed digits search the pincode master, arrows and Enter or a click pick, a tag removes itself', async () => {
  const post = jest.spyOn(http, 'post').mockResolvedValue(ok({ data: { name: 'Priya', email: 'priya@example.com' } }));
  const { user } = open();
  expect(screen.getByText('Type a pincode or a place and pick each pincode you cover')).toBeVisible();
  fillValid();
  await fill(pincodes(), '411');
  const listbox = await screen.findByRole('listbox');
  await waitFor(() =>
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['411001 · Camp, Pune', '411002 · Shukrawar Peth, Pune', '411038 · Kothrud, Pune']),
  );
  expect(get).toHaveBeenLastCalledWith('register/pincodes', expect.objectContaining({ params: { search: '411' } }));
  await pickWithArrows(user, [/411001/, /411002/, /411038/]);
  await waitFor(() => expect(tags()).toEqual(['411038']));
  expect(pincodes()).toHaveValue('');
  await pickPincodes(['400051', '411001']);
  expect(tags()).toEqual(['411038', '400051', '411001']);
  await user.click(screen.getByRole('button', { name: 'Remove 400051' }));
  await waitFor(() => expect(tags()).toEqual(['411038', '411001']));
  await user.click(submit());
  await waitFor(() => expect(post).toHaveBeenCalled());
  expect((post.mock.calls[0][1] as FormData).get('user_pincodes')).toBe('["411038","411001"]');
});

test('no pincodes picked sends none; a failed search says so in the list', async () => {
  const post = jest.spyOn(http, 'post').mockResolvedValue(ok({ data: { name: 'Priya', email: 'priya@example.com' } }));
  const { user } = open();
  fillValid();
  get.mockRejectedValue(apiError(429, { message: 'Too many pincode searches from this address. Please wait a minute and try again.' }));
  await fill(pincodes(), '41');
  expect(
    await screen.findByText(
      'Could not load the choices. Too many pincode searches from this address. Please wait a minute and try again. Type again to retry.',
    ),
  ).toBeInTheDocument();
  await user.clear(pincodes());
  await user.click(submit());
  await waitFor(() => expect(post).toHaveBeenCalled());
  expect((post.mock.calls[0][1] as FormData).has('user_pincodes')).toBe(false);
});
