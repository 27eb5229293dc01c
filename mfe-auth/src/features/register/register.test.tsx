import { screen, waitFor, within } from '@testing-library/react';
import { http, today } from 'shared/core';
import { notify } from 'shared/ui';
import { apiError, closePopup, fillIn, currentLocation, ok, renderPage, resetApp } from '../../test/render-page';
import RegisterPage from './register-page';

afterEach(resetApp);

const open = () => renderPage(<RegisterPage />, { path: '/register-user' });
const submit = () => screen.getByRole('button', { name: 'Register' });
const sentFields = (post: jest.SpyInstance) => Object.fromEntries((post.mock.calls[0][1] as FormData).entries());

async function fillRequired(user: ReturnType<typeof open>['user']) {
  await fillIn(user, screen.getByLabelText(/^Name/), 'Priya Shah');
  await fillIn(user, screen.getByLabelText(/^Personal Email Id/), 'priya@example.com');
  await fillIn(user, screen.getByLabelText(/^Password/), 'Juniper-Atlas-88');
  await fillIn(user, screen.getByLabelText(/^Confirm Password/), 'Juniper-Atlas-88');
}

async function popupSays(title: string, text: string) {
  const popup = await screen.findByTestId('popup');
  expect(within(popup).getByText(title)).toBeInTheDocument();
  expect(within(popup).getByText(text)).toBeInTheDocument();
  await closePopup();
}

test('shows every field of the form, joining date today, and the two links', async () => {
  open();
  expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
  for (const label of [/^Name/, /^Personal Email Id/, /^Mobile Number/, /^Address/, /^Pincode/, /^Password/, /^Confirm Password/]) {
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  }
  expect(screen.getByLabelText(/^Joining Date/)).toHaveValue(today());
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.getByRole('link', { name: 'Upload Docs' })).toHaveAttribute('href', '/register-docs');
});

test('name and e-mail are required', async () => {
  const post = jest.spyOn(http, 'post');
  const { user } = open();
  await user.click(submit());
  expect(await screen.findByText('Name is required')).toBeVisible();
  expect(screen.getByText('Email is required')).toBeVisible();
  expect(post).not.toHaveBeenCalled();
});

test('a registration posts the multipart form with role and designation N/A, toasts, and shows the success page', async () => {
  const post = jest.spyOn(http, 'post').mockResolvedValue(ok({ data: { id: 9, name: 'Priya Shah', email: 'priya@example.com' } }));
  const toast = jest.spyOn(notify, 'success');
  const { user } = open();
  await fillRequired(user);
  await fillIn(user, screen.getByLabelText(/^Mobile Number/), '9876543210');
  await fillIn(user, screen.getByLabelText(/^Address/), '12 MG Road, Pune');
  await fillIn(user, screen.getByLabelText(/^Pincode/), '411001');
  await user.click(submit());
  // The toast lasts 3 s: on a busy machine it may be gone before the page is looked at, so the call is checked.
  await waitFor(() => expect(toast).toHaveBeenCalledWith('Registration submitted successfully!', 3000));
  expect(post).toHaveBeenCalledWith('register', expect.any(FormData), expect.anything());
  expect(sentFields(post)).toEqual({
    name: 'Priya Shah',
    email: 'priya@example.com',
    mobile_no: '9876543210',
    address: '12 MG Road, Pune',
    pincode: '411001',
    join_date: today(),
    password: 'Juniper-Atlas-88',
    password_confirmation: 'Juniper-Atlas-88',
    role: 'N/A',
    designation: 'N/A',
  });
  await waitFor(() => expect(currentLocation()).toBe('/register-success'));
}, 60_000); // the first password check loads the common-password list

test('a response error shows Oops... with the server text', async () => {
  jest.spyOn(http, 'post').mockResolvedValue(ok({ data: { error: 'Registrations are closed.' } }));
  const { user } = open();
  await fillRequired(user);
  await user.click(submit());
  await popupSays('Oops...', 'Registrations are closed.');
  expect(currentLocation()).toBe('/register-user');
});

test('a refused registration shows Oops... with the server text and the field message', async () => {
  jest.spyOn(http, 'post').mockRejectedValue(
    apiError(400, {
      message: 'Password must be at least 10 characters.',
      fields: { password: 'Password must be at least 10 characters.' },
      data: { error: 'Password must be at least 10 characters.' },
    }),
  );
  const { user } = open();
  await fillRequired(user);
  await user.click(submit());
  await popupSays('Oops...', 'Password must be at least 10 characters.');
  expect(screen.getByText('Password must be at least 10 characters.')).toBeVisible();
});

test('a refusal without a text shows Something went wrong!', async () => {
  jest.spyOn(http, 'post').mockRejectedValue(apiError(409, { message: '' }));
  const { user } = open();
  await fillRequired(user);
  await user.click(submit());
  await popupSays('Oops...', 'Something went wrong!');
});

test.each([500, 0])('a failed call (%s) shows API Error', async (status) => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(http, 'post').mockRejectedValue(apiError(status));
  const { user } = open();
  await fillRequired(user);
  await user.click(submit());
  await popupSays('API Error', 'Registration failed. Please try again later.');
  expect(currentLocation()).toBe('/register-user');
});
