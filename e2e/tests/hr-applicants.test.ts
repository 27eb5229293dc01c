// Applicant verification: someone registers through /register-docs with documents, HR gives the
// branch head approval, the admin the master approval with a role, and the applicant signs in.
import { e2eSuite, expectPath, expectText, expectVisible, field, signIn } from '../lib/index';
import { violations } from './a11y-kit';
import { fillApplicantForm, PDF } from './applicant-form';
import { dialog, expectSuccess, search, stamp } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();
const TITLE = 'Applicant Verification';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d5c1a40000000049454e44ae426082',
  'hex',
);

e2e.test(
  'an applicant registered with documents is approved by branch head and master, then signs in',
  async ({ page, newPage }) => {
    const s = stamp();
    const email = `applicant.${s}@example.com`;
    await page.goto('/register-docs');
    await fillApplicantForm(page, { name: `Kavya${s}`, surname: 'Iyer', email, password: 'Joining-Lotus-47' });
    // Pincodes You Cover: searched in the pincode master without a login, picked by keys and by pointer.
    const pins = page.getByRole('combobox', { name: 'Pincodes You Cover' });
    await pins.pressSequentially('41103', { delay: 60 });
    // The answer to '41103' is in (an earlier one, for '4', began with 400001): the only choice is Kothrud.
    await expectVisible(page.getByRole('option', { name: /^411038 · Kothrud, Pune/ }));
    await page.getByRole('option', { name: /^400001 · / }).waitFor({ state: 'detached' });
    await pins.press('ArrowDown');
    await pins.press('Enter');
    await expectVisible(page.getByRole('button', { name: 'Remove 411038' }));
    await pins.pressSequentially('camp', { delay: 60 });
    const camp = page.getByRole('option', { name: /^411001 · Pune Camp/ });
    await expectVisible(camp);
    await pins.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.E2E_SHOTS ?? '/tmp'}/register-pincodes.png` });
    const found = await violations(page);
    if (found.length) throw new Error(`axe, with the pincode list open:\n${found.join('\n')}`);
    await camp.click();
    await expectVisible(page.getByRole('button', { name: 'Remove 411001' }));
    await pins.press('Escape');
    await page.getByLabel('CV / Resume').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByLabel('Photograph').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel('PAN Card').setInputFiles({ name: 'pan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expectPath(page, '/register-success');

    const hr = await newPage({ as: 'hr' });
    await hr.goto('/admin/applicantVerification');
    await search(hr, TITLE, `Kavya${s}`);
    await rowAction(hr, 'Verify', `applicant Kavya${s} Iyer`);
    const card = dialog(hr, `Applicant Kavya${s}`);
    await expectText(card, 'XXXX XXXX 2346');
    await card.getByRole('img', { name: 'Photograph' }).waitFor();
    await card.getByTitle('CV / Resume').waitFor();
    await card.getByRole('button', { name: 'Branch Head Approval' }).click();
    await dialog(hr, /^Branch Head Approval applicant/)
      .getByRole('button', { name: 'Save' })
      .click();
    await expectSuccess(hr, 'Branch Head Approval Recorded!');
    await expectText(card, 'Awaiting master approval');

    const admin = await newPage({ as: 'admin' });
    await admin.goto('/admin/applicantVerification');
    await search(admin, TITLE, `Kavya${s}`);
    await rowAction(admin, 'Verify', `applicant Kavya${s} Iyer`);
    await dialog(admin, `Applicant Kavya${s}`).getByRole('button', { name: 'Master Approval' }).click();
    const approve = dialog(admin, /^Master Approval applicant/);
    await field(approve, 'Role').selectOption('Level-1');
    await approve.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(admin, 'Applicant Approved! The account is active.');
    // The pincodes picked at registration are the user's pincodes served (the users form shows them as tags).
    await admin.goto('/admin/userCreation');
    await search(admin, 'Users', `Kavya${s}`);
    await admin.getByRole('button', { name: new RegExp(`^Edit user Kavya${s}`) }).click();
    const user = dialog(admin, new RegExp(`^Edit user Kavya${s}`));
    await expectVisible(user.getByRole('button', { name: 'Remove 411038' }));
    await expectVisible(user.getByRole('button', { name: 'Remove 411001' }));

    const fresh = await newPage();
    await fresh.goto('/auth/employeeLogin');
    await signIn(fresh, 'employee', email, 'Joining-Lotus-47');
    await expectPath(fresh, /^\/(admin|dashboard)/);
  },
  { timeout: 90_000 },
);
