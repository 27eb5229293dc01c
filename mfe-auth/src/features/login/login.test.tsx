import { screen, waitFor, within } from '@testing-library/react';
import { http, signIn, store } from 'shared/core';
import type { LoginResponse } from 'shared/resources';
import { apiError, closePopup, currentLocation, ok, renderPage, resetApp } from '../../test/render-page';
import LoginPage from './login-page';
import EmployeeLoginPage from './employee-login-page';
import BranchLoginPage from './branch-login-page';

afterEach(resetApp);

const admin = () => renderPage(<LoginPage />, { path: '/auth/login' });
const fill = async (user: ReturnType<typeof admin>['user'], email: string, password: string) => {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
};
const logIn = () => screen.getByRole('button', { name: 'Log In' });

test('an empty sign-in shows both field messages and sends nothing', async () => {
  const post = jest.spyOn(http, 'post');
  const { user } = admin();
  await user.click(logIn());
  expect(await screen.findByText('Enter Your Email')).toBeVisible();
  expect(screen.getByText('Enter Your Password')).toBeVisible();
  expect(post).not.toHaveBeenCalled();
});

test('a field message appears under the field once it is touched', async () => {
  const { user } = admin();
  await user.click(screen.getByLabelText('Email'));
  await user.tab();
  expect(await screen.findByText('Enter Your Email')).toBeVisible();
  expect(screen.queryByText('Enter Your Password')).not.toBeInTheDocument();
});

test('admin sign-in sends the e-mail as typed (no format check), greets by name and opens /dashboard', async () => {
  const post = jest.spyOn(http, 'post').mockResolvedValue(ok({ token: 't', user: { id: 1, name: 'Asha Admin', rights: [] } }));
  const { user } = admin();
  await fill(user, 'not-an-email', 'x');
  await user.click(logIn());
  expect(post).toHaveBeenCalledWith('login', { email: 'not-an-email', password: 'x' });
  expect(await screen.findByText('Asha Admin, Welcome!')).toBeInTheDocument();
  await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
});

test('Log In is disabled while the sign-in is under way', async () => {
  jest.spyOn(http, 'post').mockReturnValue(new Promise(() => undefined));
  const { user } = admin();
  await fill(user, 'a@b.c', 'pw');
  await user.click(logIn());
  await waitFor(() => expect(screen.getByRole('button', { name: /Log/ })).toBeDisabled());
  expect(screen.getByText('Logging In')).toBeVisible();
});

test('a refused sign-in shows the Login Failed popup with the server message', async () => {
  jest.spyOn(http, 'post').mockRejectedValue(apiError(401, { message: 'Invalid email or password.' }));
  const { user } = admin();
  await fill(user, 'a@b.c', 'wrong');
  await user.click(logIn());
  const popup = await screen.findByTestId('popup');
  expect(within(popup).getByText('Login Failed')).toBeInTheDocument();
  expect(within(popup).getByText('Invalid email or password.')).toBeInTheDocument();
  await closePopup();
  expect(currentLocation()).toBe('/auth/login');
});

test('without a server message the popup says An error occurred during login.', async () => {
  jest.spyOn(http, 'post').mockRejectedValue(apiError(0));
  const { user } = admin();
  await fill(user, 'a@b.c', 'pw');
  await user.click(logIn());
  expect(await screen.findByText('An error occurred during login.')).toBeInTheDocument();
  await closePopup();
});

test.each([
  ['/auth/login', <LoginPage key="a" />],
  ['/auth/employeeLogin', <EmployeeLoginPage key="e" />],
  ['/auth/branchlogin', <BranchLoginPage key="b" />],
])('%s redirects to /dashboard when a login is held', async (path, page) => {
  store.dispatch(signIn.fulfilled({ token: 't', user: { name: 'A' } } as LoginResponse, 'r', { kind: 'admin', email: '', password: '' }));
  renderPage(page, { path });
  await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
});

test('the admin sign-in links to the reset and register screens and has Remember me', async () => {
  const { user } = admin();
  const remember = screen.getByRole('checkbox', { name: 'Remember me' });
  await user.click(remember);
  expect(remember).toBeChecked();
  expect(screen.getByRole('link', { name: 'Create new account' })).toHaveAttribute('href', '/register-user');
  await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
  expect(currentLocation()).toBe('/forgot-password');
});

test('EMPLOYEE LOGIN signs in at employeelogin, its links do nothing, and it switches to the admin login', async () => {
  const post = jest.spyOn(http, 'post').mockResolvedValue(ok({ token: 't', Employee: { id: 2, name: 'Ravi' } }));
  const { user } = renderPage(<EmployeeLoginPage />, { path: '/auth/employeeLogin' });
  expect(screen.getByRole('heading', { name: 'EMPLOYEE LOGIN' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
  await user.click(screen.getByRole('link', { name: 'Create new account' }));
  expect(currentLocation()).toBe('/auth/employeeLogin');
  await fill(user, 'e@x.in', 'pw');
  await user.click(logIn());
  expect(post).toHaveBeenCalledWith('employeelogin', { email: 'e@x.in', password: 'pw' });
  expect(await screen.findByText('Ravi, Welcome!')).toBeInTheDocument();
});

test('the employee screen button opens the admin login', async () => {
  const { user } = renderPage(<EmployeeLoginPage />, { path: '/auth/employeeLogin' });
  await user.click(screen.getByRole('button', { name: 'Admin Login' }));
  expect(currentLocation()).toBe('/auth/login');
});

test('Branch LOGIN signs in at branchlogin and greets the branch user', async () => {
  const post = jest.spyOn(http, 'post').mockResolvedValue(ok({ token: 't', branch: { id: 3, name: 'Andheri Branch' } }));
  const { user } = renderPage(<BranchLoginPage />, { path: '/auth/branchlogin' });
  expect(screen.getByRole('heading', { name: 'Branch LOGIN' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
  expect(currentLocation()).toBe('/auth/branchlogin');
  await fill(user, 'b@x.in', 'pw');
  await user.click(logIn());
  expect(post).toHaveBeenCalledWith('branchlogin', { email: 'b@x.in', password: 'pw' });
  expect(await screen.findByText('Andheri Branch, Welcome!')).toBeInTheDocument();
  await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
});
