// The project pages (issue 15) with their data shown: no serious or critical axe violation, the
// stage chart and the APF report included (the registry-wide a11y shards visit them empty-handed).
import { check, e2eSuite, expectVisible } from '../lib/index';
import { checkPages, violations } from './a11y-kit';

const e2e = e2eSuite();

e2e.test(
  'the project pages, the stage chart and the APF report: no serious or critical axe violation',
  async ({ page }) => {
    await checkPages(
      page,
      [
        '/admin/projects',
        '/admin/negativeProjectMaster',
        '/admin/npaProjectMaster',
        '/admin/underConstructionProjects',
        '/admin/npaProjects',
        '/admin/ProjectReport',
        '/admin/initiateProjectAPF',
        '/admin/ProjectApfMaster',
        '/admin/inventoryReport',
      ],
      true,
    );
    const project = await page.evaluate(async () => {
      const login = JSON.parse(localStorage.getItem('valuation-backoffice.login') ?? '{}');
      const res = await fetch('/api/lookups/projects?search=Kalpataru', { headers: { authorization: `Bearer ${login.token}` } });
      return (await res.json()).data[0].id as number;
    });
    await checkPages(page, [`/admin/projectApfReport/${project}`, `/admin/viewProjectApf/${project}`], true);

    await page.goto('/admin/StageUpdationReport');
    const picker = page.getByLabel('Project', { exact: true }).last();
    await picker.locator('option', { hasText: 'My Home Bhooja' }).waitFor({ state: 'attached', timeout: 15_000 });
    await picker.selectOption({ label: 'My Home Bhooja' });
    await expectVisible(page.getByRole('img', { name: 'Stage progress of My Home Bhooja chart' }));
    const found = await violations(page, true);
    check(!found.length, `axe-core found on the stage chart:\n${found.join('\n')}`);
  },
  { as: 'admin', timeout: 170_000 },
);
