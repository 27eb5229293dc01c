import { screen, waitFor } from '@testing-library/react';
import { http } from 'shared/core';
import { notify } from 'shared/ui';
import { reloadPage } from '../../lib/reload';
import { apiError, currentLocation, fillIn, ok, renderPage, resetApp } from '../../test/render-page';
import { readToken } from './read-token';
import UpdatePasswordPage from './update-password-page';
import BankerUpdatePasswordPage from './banker-update-password-page';

jest.mock('../../lib/wait', () => ({ ...jest.requireActual('../../lib/wait'), wait: jest.fn(() => Promise.resolve()) }));
jest.mock('../../lib/reload', () => ({ reloadPage: jest.fn() }));
afterEach(resetApp);

const open = (route = '/update-password?token=abc_DEF-123') => renderPage(<UpdatePasswordPage />, { path: '/update-password', route });
const update = () => screen.getByRole('button', { name: 'Update Password' });

test('the token is whatever follows the equals sign of the query string', () => {
  expect(readToken('?token=abc_DEF-123')).toBe('abc_DEF-123');
  expect(readToken('?t=xyz')).toBe('xyz');
  expect(readToken('')).toBe('');
});

test('both fields are required', async () => {
  const { user } = open();
  expect(screen.getByRole('heading', { name: 'Update Your Password' })).toBeInTheDocument();
  await user.click(update());
  expect(await screen.findAllByText('This field is required')).toHaveLength(2);
});

test('the confirmation must match', async () => {
  const post = jest.spyOn(http, 'post');
  const { user } = open();
  await fillIn(user, screen.getByLabelText(/^Password/), 'Velvet-Compass-1');
  await fillIn(user, screen.getByLabelText(/^Confirm Password/), 'new-secret-2');
  await user.click(update());
  expect(await screen.findByText('Passwords must match')).toBeVisible();
  expect(post).not.toHaveBeenCalled();
});

test('each field has a show/hide toggle', async () => {
  const { user } = open();
  const input = screen.getByLabelText(/^Confirm Password/);
  expect(input).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show Confirm Password' }));
  expect(input).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'Show Password' })).toBeInTheDocument();
});

test('sends the token from the link, toasts Successfully Updated, then signs in afresh', async () => {
  const post = jest.spyOn(http, 'post').mockResolvedValue(ok({ data: 'Successfully Updated' }));
  const toast = jest.spyOn(notify, 'success');
  const { user } = open();
  await fillIn(user, screen.getByLabelText(/^Password/), 'Velvet-Compass-1');
  await fillIn(user, screen.getByLabelText(/^Confirm Password/), 'Velvet-Compass-1');
  await user.click(update());
  expect(post).toHaveBeenCalledWith('update-password', {
    token: 'abc_DEF-123',
    password: 'Velvet-Compass-1',
    confirmation_password: 'Velvet-Compass-1',
  });
  expect(await screen.findByText('Successfully Updated')).toBeInTheDocument();
  expect(toast).toHaveBeenCalledWith('Successfully Updated', 1500);
  await waitFor(() => expect(currentLocation()).toBe('/auth/login'));
  expect(reloadPage).toHaveBeenCalled();
});

test('the banker screen posts to banker-update-password', async () => {
  const post = jest.spyOn(http, 'post').mockResolvedValue(ok({ data: 'Successfully Updated' }));
  const { user } = renderPage(<BankerUpdatePasswordPage />, {
    path: '/banker-update-password',
    route: '/banker-update-password?token=bank-tok',
  });
  await fillIn(user, screen.getByLabelText(/^Password/), 'Velvet-Compass-1');
  await fillIn(user, screen.getByLabelText(/^Confirm Password/), 'Velvet-Compass-1');
  await user.click(update());
  expect(post).toHaveBeenCalledWith('banker-update-password', {
    token: 'bank-tok',
    password: 'Velvet-Compass-1',
    confirmation_password: 'Velvet-Compass-1',
  });
  await waitFor(() => expect(currentLocation()).toBe('/auth/login'));
});

test('an expired link and the server field messages are shown on the page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(http, 'post').mockRejectedValue(apiError(400, { message: 'This reset link is invalid or has expired.' }));
  const { user } = open();
  await fillIn(user, screen.getByLabelText(/^Password/), 'Velvet-Compass-1');
  await fillIn(user, screen.getByLabelText(/^Confirm Password/), 'Velvet-Compass-1');
  await user.click(update());
  expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
  expect(screen.queryByTestId('popup')).not.toBeInTheDocument();
  expect(currentLocation()).toBe('/update-password?token=abc_DEF-123');
});

test('a password the server refuses (the owner’s name in it) is shown under the field', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const words = 'Password must not contain your name or e-mail address';
  jest.spyOn(http, 'post').mockRejectedValue(apiError(400, { message: words, fields: { password: words } }));
  const { user } = open();
  await fillIn(user, screen.getByLabelText(/^Password/), 'Velvet-Compass-1');
  await fillIn(user, screen.getByLabelText(/^Confirm Password/), 'Velvet-Compass-1');
  await user.click(update());
  expect(await screen.findAllByText(words)).toHaveLength(2);
});

test('the browser applies the password rule with a strength meter: too short, then too common', async () => {
  const post = jest.spyOn(http, 'post');
  const { user } = open();
  await fillIn(user, screen.getByLabelText(/^Password/), 'short');
  expect(await screen.findByTestId('password-meter')).toHaveTextContent('Password must be at least 10 characters');
  await user.clear(screen.getByLabelText(/^Password/));
  await fillIn(user, screen.getByLabelText(/^Password/), 'qwertyuiop');
  await fillIn(user, screen.getByLabelText(/^Confirm Password/), 'qwertyuiop');
  await user.click(update());
  expect(await screen.findByText(/^This password is too common/)).toBeVisible();
  expect(screen.getByTestId('password-meter')).toHaveTextContent('Strength: Very weak');
  expect(post).not.toHaveBeenCalled();
});

test('without a token the page points to the reset request', async () => {
  open('/update-password');
  expect(await screen.findByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
});
