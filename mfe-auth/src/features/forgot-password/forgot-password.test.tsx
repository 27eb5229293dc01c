import { screen, waitFor } from '@testing-library/react';
import { http } from 'shared/core';
import { notify } from 'shared/ui';
import { wait } from '../../lib/wait';
import { apiError, currentLocation, ok, renderPage, resetApp } from '../../test/render-page';
import ForgotPasswordPage from './forgot-password-page';

jest.mock('../../lib/wait', () => ({ ...jest.requireActual('../../lib/wait'), wait: jest.fn(() => Promise.resolve()) }));
afterEach(resetApp);

const open = () => renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
const send = () => screen.getByRole('button', { name: 'Send Reset Link' });

test('shows the title and says the link to a new password arrives by e-mail', async () => {
  open();
  expect(await screen.findByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
  expect(screen.getByText(/send you a link to create a new password/)).toBeInTheDocument();
});

test('an empty or malformed e-mail is refused with the spec messages', async () => {
  const post = jest.spyOn(http, 'post');
  const { user } = open();
  await user.click(send());
  expect(await screen.findByText('Enter Your Email')).toBeVisible();
  await user.type(screen.getByLabelText(/Email/), 'asha@');
  await user.click(send());
  expect(await screen.findByText('Invalid Email address')).toBeVisible();
  expect(post).not.toHaveBeenCalled();
});

test('a sent link shows the toast for 1500 ms, then the sign-in', async () => {
  const post = jest.spyOn(http, 'post').mockResolvedValue(ok({ data: 'If the e-mail is registered, a reset link is on its way.' }));
  const toast = jest.spyOn(notify, 'success');
  const { user } = open();
  await user.type(screen.getByLabelText(/Email/), ' asha@example.com ');
  await user.click(send());
  expect(await screen.findByText('Successfully Send Update Link')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('forget-password', { email: 'asha@example.com' });
  expect(toast).toHaveBeenCalledWith('Successfully Send Update Link', 1500);
  expect(wait).toHaveBeenCalledWith(1500);
  await waitFor(() => expect(currentLocation()).toBe('/auth/login'));
});

test('a 4xx (e.g. too many requests) shows the server message on the page, without a popup', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(http, 'post').mockRejectedValue(apiError(429, { message: 'Too many requests. Try again in a minute.' }));
  const { user } = open();
  await user.type(screen.getByLabelText(/Email/), 'asha@example.com');
  await user.click(send());
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in a minute.');
  expect(screen.queryByTestId('popup')).not.toBeInTheDocument();
  expect(currentLocation()).toBe('/forgot-password');
  expect(console.error).toHaveBeenCalledWith('Error:429 Error', expect.anything());
});

test('no answer from the server says so on the page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(http, 'post').mockRejectedValue(apiError(0));
  const { user } = open();
  await user.type(screen.getByLabelText(/Email/), 'asha@example.com');
  await user.click(send());
  expect(await screen.findByRole('alert')).toHaveTextContent('The link could not be sent right now. Please try again later.');
});
