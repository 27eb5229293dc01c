import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, removeLogin, signIn, store } from 'shared/core';
import type { LoginResponse, ResourceRow } from 'shared/resources';
import { renderApp } from '../../../../tools/jest/render';
import BanksPage from './banks-page';
import BankBranchesPage from './bank-branches-page';

jest.setTimeout(30_000);

const SBI: ResourceRow = {
  id: 1,
  name: 'State Bank of India',
  short_name: 'SBI',
  client_type: 'PSB',
  status: '1',
  empanelment_no: 'EMP/SBI/2021/0101',
  tds_section: '194J(b)',
  empanelled_from: '2021-04-01',
  empanelled_to: '2026-03-31',
  default_tat_days: 5,
  realisable_pct: 90,
  distress_pct: 80,
  version: 1,
};
const ANDHERI: ResourceRow = {
  id: 7,
  bank_id: 1,
  bank_name: 'State Bank of India',
  branch_name: 'Andheri East',
  branch_code: '10131',
  ifsc: 'SBIN0010131',
  address: 'SBI Bank Building, Andheri East, Mumbai',
  city: 'Mumbai',
  district: 'Mumbai Suburban',
  state: 'Maharashtra',
  state_code: '27',
  pincode: '400001',
  gstin: null,
  contact_name: 'Asha Patil',
  contact_mobile: '9810000131',
  contact_email: 'sbi.andherieast@bank.example.in',
  company_branch_id: 1,
  company_branch_name: 'Mumbai',
  status: '1',
  version: 3,
};
const LISTS: Record<string, ResourceRow[]> = { banks: [SBI], 'bank-branches': [ANDHERI] };
const LOOKUPS: Record<string, unknown[]> = {
  'lookups/banks': [
    { id: 1, name: 'State Bank of India' },
    { id: 2, name: 'HDFC Bank' },
  ],
  'lookups/company-branches': [{ id: 1, name: 'Mumbai' }],
};

const get = jest.spyOn(http, 'get');
beforeEach(() => {
  get.mockReset().mockImplementation(async (url: string) => {
    const rows = LISTS[url];
    return { data: rows ? { data: rows, total: rows.length, page: 1, pageSize: 25 } : { data: LOOKUPS[url] ?? [] } } as never;
  });
});
afterEach(() => act(() => void store.dispatch(removeLogin())));

function signedIn(login: LoginResponse) {
  act(() => void store.dispatch(signIn.fulfilled(login, 'test', { kind: login.user ? 'admin' : 'branch', email: 'x', password: 'y' })));
}
/** One change per field: typing key by key re-validates the whole form on each key. */
async function fill(el: HTMLElement, text: string) {
  await userEvent.clear(el);
  await userEvent.click(el);
  await userEvent.paste(text);
}
const asAdmin = () => signedIn({ token: 't', user: { id: 1, name: 'Admin User', rights: [] } as never });
const asBranch = () =>
  signedIn({ token: 't', branch: { id: 1, name: 'SBI Andheri East Branch', email: 'branch@example.com', bank_branch_id: 7 } });

test('staff manage banks: add, edit and delete on each row, client type by its name', async () => {
  asAdmin();
  renderApp(<BanksPage />);
  const row = (await screen.findByText('State Bank of India')).closest('tr')!;
  expect(within(row).getByText('Public sector bank')).toBeInTheDocument();
  expect(within(row).getByText('2026-03-31')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add bank' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit bank State Bank of India' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete bank State Bank of India' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^View/ })).not.toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('banks', expect.objectContaining({ params: { page: 1, pageSize: 25, sort: 'name', order: 'asc' } }));
});

test('the bank form refuses a panel that ends before it starts or runs past 5 years', async () => {
  asAdmin();
  renderApp(<BanksPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add bank' }));
  const form = await screen.findByRole('dialog', { name: 'Add bank' });
  await fill(within(form).getByRole('textbox', { name: 'Bank Name' }), 'Janata Bank');
  const from = within(form).getByLabelText('Empanelled From');
  const to = within(form).getByLabelText('Empanelled To');
  await fill(from, '2024-04-01');
  await fill(to, '2024-03-31');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('Empanelled To cannot be before Empanelled From')).toBeInTheDocument();
  await fill(to, '2029-04-01');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('A panel lasts at most 5 years: Empanelled To must be on or before 2029-03-31')).toBeInTheDocument();
});

test('the branch form checks the GSTIN against the state and offers banks and servicing offices', async () => {
  asAdmin();
  renderApp(<BankBranchesPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add bank branch' }));
  const form = await screen.findByRole('dialog', { name: 'Add bank branch' });
  expect(await within(form).findByRole('option', { name: 'HDFC Bank' })).toBeInTheDocument();
  expect(within(form).getByRole('option', { name: 'Mumbai' })).toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('Bank is required')).toBeInTheDocument();
  expect(within(form).getByText('Branch Name is required')).toBeInTheDocument();
  await userEvent.selectOptions(within(form).getByLabelText('State'), 'Karnataka');
  await fill(within(form).getByRole('textbox', { name: 'GSTIN' }), '27AAPFU0939F1ZV');
  await fill(within(form).getByRole('textbox', { name: 'IFSC' }), 'SBIN1234567');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('GSTIN must start with 29, the state code of Karnataka')).toBeInTheDocument();
  expect(within(form).getByText('Enter a valid IFSC, e.g. SBIN0001234')).toBeInTheDocument();
});

test('a bank-branch login only reads: no add, edit or delete; View shows every field', async () => {
  asBranch();
  renderApp(<BankBranchesPage />);
  expect(await screen.findByText('Andheri East')).toBeInTheDocument();
  expect(screen.getByText(/Your branch as the valuation firm holds it/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add bank branch' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^(Edit|Delete) bank branch/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'View bank branch Andheri East' }));
  const view = await screen.findByRole('dialog', { name: 'Bank branch Andheri East' });
  const value = (label: string) => within(view).getByText(label).nextElementSibling?.textContent;
  expect(value('Bank')).toBe('State Bank of India');
  expect(value('IFSC')).toBe('SBIN0010131');
  expect(value('Servicing Company Branch')).toBe('Mumbai');
  expect(value('GSTIN')).toBe('—');
  expect(value('Status')).toBe('Active');
  await userEvent.click(within(view).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a bank-branch login sees its bank read-only too', async () => {
  asBranch();
  renderApp(<BanksPage />);
  expect(await screen.findByText('State Bank of India')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add bank' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'View bank State Bank of India' }));
  const view = await screen.findByRole('dialog', { name: 'Bank State Bank of India' });
  expect(within(view).getByText('Public sector bank')).toBeInTheDocument();
  expect(within(view).getByText('194J(b)')).toBeInTheDocument();
});
