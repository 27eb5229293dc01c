import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { baseApi, http, selectLogin, signIn, store } from 'shared/core';
import type { LoginResponse } from 'shared/resources';
import { renderApp } from '../../../../tools/jest/render';
import { ChangePasswordCard } from './change-password-card';
import { ProfileDetailsCard } from './profile-details-card';
import { SessionsCard } from './sessions-card';
import { TotpCard } from './totp-card';

type Call = { url: string; method?: string; data?: unknown };
let calls: Call[] = [];
const answers: Record<string, unknown> = {
  'GET me/totp': { data: { enabled: false, required: true } },
  'POST me/totp/setup': { data: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qr: 'data:image/png;base64,iVBORw0KGgo=' } },
  'POST me/totp/enable': { data: { recovery_codes: ['AAAAA-11111', 'BBBBB-22222'] }, message: 'Two-factor sign-in is on.' },
  'POST me/sessions/revoke': { data: 'Signed out everywhere.' },
  'POST me/password': { data: 'Password has been changed!' },
  'PUT me/profile': { message: 'Profile Updated!' },
  'GET me/sessions': {
    data: [
      {
        started_at: '2026-11-28T04:30:00Z',
        last_seen_at: '2026-11-28T05:00:00Z',
        expires_at: '2026-11-28T16:30:00Z',
        mfa: true,
        current: true,
      },
      {
        started_at: '2026-11-27T03:30:00Z',
        last_seen_at: '2026-11-28T04:45:00Z',
        expires_at: '2026-11-28T15:30:00Z',
        mfa: false,
        current: false,
      },
    ],
  },
};

beforeEach(() => {
  jest.restoreAllMocks();
  store.dispatch(baseApi.util.resetApiState());
  calls = [];
  jest.spyOn(http, 'request').mockImplementation(async (config) => {
    const call = config as Call;
    calls.push(call);
    return { data: answers[`${call.method ?? 'GET'} ${call.url}`] } as never;
  });
});

const owner = { name: 'Asha', surname: 'Rao', email: 'asha.rao@example.com' };

test('own password: the rule in the browser (the owner’s name refused), then POST me/password', async () => {
  const user = userEvent.setup();
  // One paste per field: each keystroke would run the async password rule again.
  const put = async (label: RegExp, text: string) => {
    await user.clear(screen.getByLabelText(label));
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  renderApp(<ChangePasswordCard owner={owner} />);
  await put(/^Current Password/, 'demo1234');
  await put(/^New Password/, 'Asha-Lighthouse-77');
  await put(/^Confirm Password/, 'Asha-Lighthouse-77');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect((await screen.findAllByText(/must not contain your name or e-mail/)).length).toBeGreaterThan(0);
  expect(calls.some((c) => c.url === 'me/password')).toBe(false);
  await put(/^New Password/, 'Velvet-Compass-19');
  await put(/^Confirm Password/, 'Velvet-Compass-19');
  await waitFor(() => expect(screen.getByTestId('password-meter')).toHaveTextContent(/Strength: (Strong|Very strong)$/));
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() =>
    expect(calls.find((c) => c.url === 'me/password')?.data).toEqual({
      current_password: 'demo1234',
      password: 'Velvet-Compass-19',
      password_confirmation: 'Velvet-Compass-19',
    }),
  );
}, 60_000);

test('two-factor sign-in: set up shows the QR code and key, a code turns it on and the recovery codes show once', async () => {
  const user = userEvent.setup();
  renderApp(<TotpCard />);
  expect(await screen.findByText(/Your rights \(users or rights\) need it/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
  expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
    'src',
    'data:image/png;base64,iVBORw0KGgo=',
  );
  expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Authentication code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  const list = await screen.findByRole('list', { name: 'Recovery codes' });
  expect(list).toHaveTextContent('AAAAA-11111');
  expect(calls.find((c) => c.url === 'me/totp/enable')?.data).toEqual({ code: '123456' });
}, 60_000);

test('sign out everywhere asks first, then ends the session here too', async () => {
  const user = userEvent.setup();
  store.dispatch({
    type: signIn.fulfilled.type,
    payload: { token: 't0k', branch: { id: 1, name: 'B', email: 'b@example.com', bank_branch_id: 1 } } as LoginResponse,
  });
  renderApp(
    <>
      <Routes>
        <Route path="/admin/user-profile" element={<SessionsCard />} />
        <Route path="/auth/login" element={<p>Sign-in page</p>} />
      </Routes>
    </>,
    { route: '/admin/user-profile' },
  );
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  const dialog = await screen.findByRole('alertdialog', {}, { timeout: 15_000 });
  await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
  expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  expect(calls.some((c) => c.url === 'me/sessions/revoke' && c.method === 'POST')).toBe(true);
  expect(selectLogin(store.getState())).toBeNull();
}, 60_000);

test('my details: name, mobile and address checked as the API checks them, then PUT me/profile', async () => {
  const user = userEvent.setup();
  const me = {
    id: 5,
    name: 'Asha',
    surname: 'Rao',
    email: 'asha.rao@example.com',
    mobile_no: '9820012345',
    address: '12 Hill Road',
    city: 'Pune',
    pincode: '411001',
    country: 'India',
    about: null,
  } as unknown as Parameters<typeof ProfileDetailsCard>[0]['user'];
  renderApp(<ProfileDetailsCard user={me} />);
  expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('readonly');
  expect(screen.getByRole('button', { name: 'Save my details' })).toBeDisabled();
  await user.clear(screen.getByRole('textbox', { name: /^First name/ }));
  await user.clear(screen.getByRole('textbox', { name: 'Mobile Number' }));
  await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '12');
  await user.click(screen.getByRole('button', { name: 'Save my details' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid 10-digit mobile number')).toBeInTheDocument();
  expect(calls.some((c) => c.url === 'me/profile')).toBe(false);
  await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Asha');
  await user.clear(screen.getByRole('textbox', { name: 'Mobile Number' }));
  await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '9876543210');
  await user.clear(screen.getByRole('textbox', { name: 'City' }));
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Nashik');
  await user.click(screen.getByRole('button', { name: 'Save my details' }));
  await waitFor(() =>
    expect(calls.find((c) => c.url === 'me/profile' && c.method === 'PUT')?.data).toEqual({
      name: 'Asha',
      surname: 'Rao',
      mobile_no: '9876543210',
      address: '12 Hill Road',
      city: 'Nashik',
      pincode: '411001',
    }),
  );
  expect(await screen.findByText('Profile Updated!')).toBeInTheDocument();
}, 60_000);

test('my sessions: each open session with when it began and was last used, this one marked', async () => {
  renderApp(<SessionsCard />);
  const list = await screen.findByRole('list', { name: 'Open sessions' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent(/Signed in .+, last used .+ \(with the second factor\)This session$/);
  expect(items[1]).not.toHaveTextContent('This session');
}, 60_000);
