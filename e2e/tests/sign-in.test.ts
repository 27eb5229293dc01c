// The three sign-in screens: landing page, welcome toast, failure popup, field messages (spec 2, 5, 8).
import {
  apiSignIn,
  DEMO_PASSWORD,
  DEMO_USERS,
  LOGIN_PATHS,
  e2eSuite,
  expectNoConsoleErrors,
  expectPath,
  expectPopup,
  expectText,
  expectToast,
  fetchRegistry,
  field,
  pageAt,
  signIn,
  submitSignIn,
  type LoginKind,
} from '../lib/index';

const e2e = e2eSuite();

/** The name the API signs each kind in with: user, Employee or branch (spec 8: '{name}, Welcome!'). */
async function nameOf(baseUrl: string, kind: LoginKind, email: string): Promise<string> {
  const res = await apiSignIn(baseUrl, kind, email);
  const body = (await res.json()) as { user?: { name: string }; Employee?: { name: string }; branch?: { name: string } };
  const name = body.user?.name ?? body.Employee?.name ?? body.branch?.name;
  if (!res.ok || !name) throw new Error(`signing in as ${email} (${kind}) answered ${res.status} without a name`);
  return name;
}

/** Signing in goes to /dashboard, which is /admin/index unless a remote declares /dashboard. */
async function landingPath(baseUrl: string): Promise<string> {
  return pageAt(await fetchRegistry(baseUrl), '/dashboard') ? '/dashboard' : '/admin/index';
}

for (const user of ['admin', 'employee', 'branch'] as const) {
  const { kind, email } = DEMO_USERS[user];
  e2e.test(`${kind} signs in on ${LOGIN_PATHS[kind]}, is welcomed by name and lands on the dashboard`, async ({ page, suite }) => {
    const name = await nameOf(suite.baseUrl, kind, email);
    const visited: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && visited.push(new URL(f.url()).pathname));

    await signIn(page, kind, email);

    await expectToast(page, `${name}, Welcome!`);
    await expectPath(page, await landingPath(suite.baseUrl));
    if (!visited.includes('/dashboard')) throw new Error(`sign-in should go to /dashboard; it visited ${visited.join(' -> ')}`);
    // The top bar's profile menu carries the signed-in name.
    await expectText(page.locator('header'), name);
    expectNoConsoleErrors(page);
  });
}

e2e.test(
  'a wrong password shows the Login Failed popup with the server message and keeps the user on the sign-in page',
  async ({ page, suite }) => {
    const res = await apiSignIn(suite.baseUrl, 'admin', DEMO_USERS.admin.email, 'not-the-password');
    const serverMessage = ((await res.json()) as { message?: string }).message || 'An error occurred during login.';

    await submitSignIn(page, 'admin', DEMO_USERS.admin.email, 'not-the-password');
    const popup = await expectPopup(page, 'Login Failed', serverMessage);
    await popup.getByRole('button', { name: 'OK' }).click();
    await expectPath(page, '/auth/login');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expectNoConsoleErrors(page, [/status of 401/]);
  },
);

e2e.test('an employee signing in at the admin login is told to use the employee login', async ({ page }) => {
  await submitSignIn(page, 'admin', DEMO_USERS.employee.email, DEMO_PASSWORD);
  const popup = await expectPopup(page, 'Login Failed', 'This account signs in at the employee login (/auth/employeeLogin).');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expectPath(page, '/auth/login');
  expectNoConsoleErrors(page, [/status of 401/]);
});

e2e.test('a wrong password on the employee and branch screens also shows Login Failed', async ({ page }) => {
  for (const kind of ['employee', 'branch'] as const) {
    await submitSignIn(page, kind, DEMO_USERS[kind].email, 'wrong-password');
    const popup = await expectPopup(page, 'Login Failed');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expectPath(page, LOGIN_PATHS[kind]);
  }
});

for (const [kind, title] of [
  ['admin', 'Sign In'],
  ['employee', 'EMPLOYEE LOGIN'],
  ['branch', 'Branch LOGIN'],
] as const) {
  e2e.test(`${title}: empty e-mail and password show 'Enter Your Email' and 'Enter Your Password'`, async ({ page }) => {
    await page.goto(LOGIN_PATHS[kind]);
    await expectText(page, title, { exact: true });
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectText(page, 'Enter Your Email', { exact: true });
    await expectText(page, 'Enter Your Password', { exact: true });
    await expectPath(page, LOGIN_PATHS[kind]);
  });
}

e2e.test('sign-in messages show once a field is touched, and go when it is filled (no format check)', async ({ page }) => {
  await page.goto(LOGIN_PATHS.admin);
  const email = field(page, 'Email');
  await email.focus();
  await email.blur();
  await expectText(page, 'Enter Your Email', { exact: true });
  if (await page.getByText('Enter Your Password').isVisible()) throw new Error("'Enter Your Password' shows before the field was touched");
  await email.fill('not-an-email');
  await field(page, 'Password').fill('x');
  await field(page, 'Password').blur();
  await page.waitForTimeout(200);
  for (const message of ['Enter Your Email', 'Enter Your Password']) {
    if (await page.getByText(message).isVisible()) throw new Error(`'${message}' still shows for a filled field`);
  }
});
