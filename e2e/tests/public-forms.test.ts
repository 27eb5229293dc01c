// Field messages of the reset, register and update-password screens (spec section 5), which need
// no login.
import { e2eSuite, expectFieldMessage, expectNoText, expectPath, expectText, expectVisible, field, fieldMessages } from '../lib/index';

const e2e = e2eSuite();

e2e.test("reset: an empty e-mail shows 'Enter Your Email', a malformed one 'Invalid Email address'", async ({ page }) => {
  await page.goto('/forgot-password');
  await expectText(page, 'Reset Your Password', { exact: true });
  // The note that the link arrives by e-mail.
  await expectText(page, /link to create a new password/i);
  const send = page.getByRole('button', { name: /send|reset|submit/i });
  await send.click();
  await expectFieldMessage(page, 'Email', 'Enter Your Email');

  await field(page, 'Email').fill('not-an-email');
  await field(page, 'Email').blur();
  await expectFieldMessage(page, 'Email', 'Invalid Email address');
  await send.click();
  await expectPath(page, '/forgot-password');

  await field(page, 'Email').fill('someone@example.com');
  await field(page, 'Email').blur();
  await expectNoText(page, 'Invalid Email address');
  await expectNoText(page, 'Enter Your Email');
});

e2e.test("register: empty name and e-mail show 'Name is required' and 'Email is required'; nothing else is checked", async ({ page }) => {
  await page.goto('/register-user');
  for (const label of [
    'Name',
    'Personal Email Id',
    'Mobile Number',
    'Address',
    'Pincode',
    'Joining Date',
    'Password',
    'Confirm Password',
  ]) {
    await expectVisible(field(page, label));
  }
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expectFieldMessage(page, 'Name', 'Name is required');
  await expectFieldMessage(page, 'Personal Email Id', 'Email is required');
  for (const label of ['Mobile Number', 'Address', 'Pincode', 'Joining Date', 'Password', 'Confirm Password']) {
    const shown = await fieldMessages(page, label);
    if (shown.length) throw new Error(`Register checks ${label} too: [${shown.join(', ')}]`);
  }
  await expectPath(page, '/register-user');

  await field(page, 'Name').fill('Asha Kulkarni');
  await field(page, 'Personal Email Id').fill('asha@example.com');
  await field(page, 'Personal Email Id').blur();
  await expectNoText(page, 'Name is required');
  await expectNoText(page, 'Email is required');
  // Its links.
  await expectVisible(page.getByRole('link', { name: /forgot password/i }));
  await expectVisible(page.getByRole('link', { name: /upload docs/i }));
});

for (const path of ['/update-password', '/banker-update-password']) {
  e2e.test(`${path}: empty fields show 'This field is required', a different confirmation 'Passwords must match'`, async ({ page }) => {
    await page.goto(`${path}?token=abc123`);
    await expectText(page, 'Update Your Password', { exact: true });
    // Each field has a show/hide toggle.
    await expectVisible(page.getByRole('button', { name: 'Show Password', exact: true }));
    await expectVisible(page.getByRole('button', { name: 'Show Confirm Password', exact: true }));

    await page.getByRole('button', { name: /update/i }).click();
    await expectFieldMessage(page, 'Password', 'This field is required');
    await expectFieldMessage(page, 'Confirm Password', 'This field is required');

    await field(page, 'Password').fill('NewSecret#2024');
    await field(page, 'Confirm Password').fill('Different#2024');
    await field(page, 'Confirm Password').blur();
    await expectFieldMessage(page, 'Confirm Password', 'Passwords must match');
    await page.getByRole('button', { name: /update/i }).click();
    await expectPath(page, path);

    await field(page, 'Confirm Password').fill('NewSecret#2024');
    await field(page, 'Confirm Password').blur();
    await expectNoText(page, 'Passwords must match');
    await expectNoText(page, 'This field is required');
  });
}
