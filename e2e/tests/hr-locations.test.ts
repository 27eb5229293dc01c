// Where the field staff are: the engineer takes a geotagged photo and checks in at a visit's site
// on their phone page (/admin/siteEngineer1); the Employee Location page shows each as their last
// position, and the site once among their visits today.
import { check, e2eSuite, expectText, expectToast } from '../lib/index';

const e2e = e2eSuite();
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

e2e.test(
  'a geotagged photo and a site check-in make the last position and one visit today',
  async ({ page, newPage }) => {
    const people = page.getByRole('table', { name: 'Last known positions' });
    const engineer = people.getByRole('row').filter({ hasText: 'Employee User' });
    const visits = async () => Number((await engineer.getByRole('cell').nth(6).innerText()).trim());
    await page.goto('/admin/employeeLocation');
    await page.getByRole('searchbox', { name: 'Search people' }).fill('Employee');
    await expectText(engineer, 'Employee User');
    const before = await visits();

    const phone = await newPage({ as: 'employee' });
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.context().grantPermissions(['geolocation']);
    await phone.context().setGeolocation({ latitude: 18.5204, longitude: 73.8567, accuracy: 12 });
    await phone.goto('/admin/siteEngineer1');
    const card = phone.getByRole('article', { name: /^Visit / }).first();
    const caseNo = ((await card.getAttribute('aria-label')) ?? '').replace(/^Visit /, '');
    await phone.getByLabel(`Photo for ${caseNo}`).setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: PNG });
    await expectText(phone, 'Photo saved at 18.52040, 73.85670');

    const reload = async () => {
      await page.reload();
      await page.getByRole('searchbox', { name: 'Search people' }).fill('Employee');
    };
    await reload();
    await expectText(engineer, `Site photo, ${caseNo}`, { timeout: 20_000 });
    await expectText(engineer, 'Site photo geotag');
    await expectText(engineer, '18.52040');
    const afterPhoto = await visits();
    // Another file's engineer run may add a site of its own meanwhile: at most one more.
    check(afterPhoto >= before + 1 && afterPhoto <= before + 2, `visits today went from ${before} to ${afterPhoto}`);

    // Checking in at the same site moves the last position, not the count of sites.
    await card.getByRole('button', { name: `Check in at site for ${caseNo}` }).click();
    await expectToast(phone, `Checked in at ${caseNo}.`);
    await reload();
    await expectText(engineer, `At site, ${caseNo}`, { timeout: 20_000 });
    const afterCheckIn = await visits();
    check(afterCheckIn >= afterPhoto && afterCheckIn <= before + 2, `visits today went from ${afterPhoto} to ${afterCheckIn}`);
  },
  { as: 'admin', timeout: 120_000 },
);
