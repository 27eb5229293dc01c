import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'shared/core';
import { renderApp } from '../../../../tools/jest/render';
import CompanyMasterPage from './company-master-page';

jest.setTimeout(30_000);

const PROFILE = {
  id: 1,
  legal_name: 'Sharma Valuers Private Limited',
  trade_name: 'Sharma Valuers',
  pan: 'AABCS1234K',
  cin: null,
  registered_address: 'Andheri East, Mumbai',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400069',
  email: 'office@sharmavaluers.example.in',
  phone: '022 2654 1234',
  website: null,
  logo_url: 'https://cdn.example.in/logo.png',
  version: 2,
};
const list = (rows: unknown[]) => ({ data: { data: rows, total: rows.length, page: 1, pageSize: 1 } }) as never;
const get = jest.spyOn(http, 'get');
const post = jest.spyOn(http, 'post');
const request = jest.spyOn(http, 'request');
beforeEach(() => {
  get.mockReset();
  post.mockReset();
  request.mockReset();
});

async function fill(el: HTMLElement, text: string) {
  await userEvent.clear(el);
  await userEvent.click(el);
  await userEvent.paste(text);
}

test('no profile yet: says so, and Add saves one with the success popup, then shows it', async () => {
  get.mockResolvedValueOnce(list([])).mockResolvedValue(list([PROFILE]));
  post.mockResolvedValue({ data: { data: PROFILE, message: 'Added The Company Profile!' } } as never);
  renderApp(<CompanyMasterPage />);
  expect(screen.getByText('Loading Company Profile…')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Add company profile' }));
  const form = await screen.findByRole('dialog', { name: 'Add company profile' });
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('Legal Name is required')).toBeInTheDocument();
  await fill(within(form).getByRole('textbox', { name: 'Legal Name' }), PROFILE.legal_name);
  await fill(within(form).getByRole('textbox', { name: 'PAN' }), 'aabcs1234k');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Added The Company Profile!')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('company-profile', expect.objectContaining({ legal_name: PROFILE.legal_name, pan: 'aabcs1234k' }));
  expect(await screen.findByRole('heading', { name: PROFILE.legal_name }, { timeout: 5000 })).toBeInTheDocument();
});

test('a stored profile shows every field and the logo; Edit sends the version', async () => {
  get.mockResolvedValue(list([PROFILE]));
  request.mockResolvedValue({ data: { data: { ...PROFILE, version: 3 } } } as never);
  renderApp(<CompanyMasterPage />);
  const card = await screen.findByRole('region', { name: 'Company profile' });
  expect(within(card).getByRole('img', { name: 'Company logo' })).toHaveAttribute('src', PROFILE.logo_url);
  expect(within(card).getByText('AABCS1234K')).toBeInTheDocument();
  expect(within(card).getByText('Contact Phone').nextElementSibling).toHaveTextContent('022 2654 1234');
  expect(within(card).getByText('Website').nextElementSibling).toHaveTextContent('—');
  await userEvent.click(within(card).getByRole('button', { name: 'Edit company profile' }));
  const form = await screen.findByRole('dialog', { name: `Edit company profile ${PROFILE.legal_name}` });
  await fill(within(form).getByRole('textbox', { name: 'Website' }), 'sharmavaluers.example.in');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('Website must start with http:// or https://')).toBeInTheDocument();
  await fill(within(form).getByRole('textbox', { name: 'Website' }), 'https://sharmavaluers.example.in');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        url: 'company-profile/1',
        method: 'PUT',
        data: expect.objectContaining({ website: 'https://sharmavaluers.example.in', version: 2 }),
      }),
    ),
  );
  expect(await screen.findByText('Successfully Updated The Company Profile!')).toBeInTheDocument();
  // After the popup closes the profile loads again.
  await waitFor(() => expect(screen.queryByText('Successfully Updated The Company Profile!')).not.toBeInTheDocument(), { timeout: 5000 });
  expect(get).toHaveBeenCalledTimes(2);
});

test('a failed load shows the error text and Retry', async () => {
  get.mockRejectedValueOnce({
    status: 500,
    statusText: 'Internal Server Error',
    display: 'Error:500Error Text: Internal Server Error',
    message: 'Error:500Error Text: Internal Server Error',
  });
  get.mockResolvedValue(list([PROFILE]));
  renderApp(<CompanyMasterPage />);
  expect(await screen.findByText('Error:500Error Text: Internal Server Error')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: PROFILE.legal_name })).toBeInTheDocument();
});
