// Issue 29 point 7: calendar views beside the lists. The Holiday List as a month and a week (the
// view in the URL: Back returns to it), and the Case Allocation page's appointments at their IST
// time. Works only on the records it creates (days far ahead, chosen at random).
import { check, e2eSuite, expectText, expectVisible } from '../lib/index';
import { api, newCase, wordOf } from './cases-desk-api';
import { stamp } from './crud-kit';
import { checkPages } from './a11y-kit';

const e2e = e2eSuite();

/** A Wednesday in a random year far ahead (no demo record lies there), YYYY-MM-DD. */
function farWednesday(): string {
  const d = new Date(Date.UTC(2045 + Math.floor(Math.random() * 40), Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 20)));
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

e2e.test(
  'holidays and appointments on a month and a week calendar',
  async ({ page }) => {
    const name = `Founders Day ${wordOf(stamp())}`;
    const day = farWednesday();
    await page.goto('/admin/holidays');
    await api(page, 'POST', 'holidays', { day, name, kind: 'REGIONAL' });

    await page.getByRole('group', { name: 'Show Holiday List as' }).getByRole('button', { name: 'Calendar' }).click();
    await expectVisible(page.getByRole('table', { name: /^Holiday List, [A-Z][a-z]+ \d{4}$/ }));
    check(new URL(page.url()).searchParams.get('calendar') === 'month', 'the view rides in the URL');

    await page.goto(`/admin/holidays?calendar=month&on=${day}`);
    const cell = page.locator(`td[data-day="${day}"]`);
    await expectText(cell, `${name} (Regional)`);
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    const week = page.getByRole('table', { name: /^Holiday List, \d+ [A-Z][a-z]{2} – \d+ [A-Z][a-z]{2} \d{4}$/ });
    await expectVisible(week);
    await expectText(week.locator(`td[data-day="${day}"]`), `${name} (Regional)`);
    check((await week.getByRole('cell').count()) === 7, 'a week is seven days');
    await page.getByRole('button', { name: 'Next week' }).click();
    await page.locator(`td[data-day="${day}"]`).waitFor({ state: 'detached' });
    await page.goBack();
    await expectText(page.locator(`td[data-day="${day}"]`), name);
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expectVisible(page.getByRole('table', { name: 'Holiday List' }));

    // Appointments: a case booked for 16:45 IST on that day shows at that time with its engineer.
    await page.goto('/admin/caseAllocation');
    const c = await newCase(page, wordOf(stamp()));
    const engineers = await api<{ data: { id: number; name: string }[] }>(page, 'GET', 'cases/engineers');
    await api(page, 'POST', `cases/${c.id}/moves`, {
      move: 'allocate',
      version: c.version,
      site_engineer_id: engineers.data[0].id,
      appointment_at: `${day}T16:45:00+05:30`,
    });
    await page.getByRole('group', { name: 'Show cases as' }).getByRole('button', { name: 'Calendar' }).click();
    await expectVisible(page.getByRole('table', { name: /^Appointments, / }));
    await page.goto(`/admin/caseAllocation?calendar=week&on=${day}`);
    const booked = page.locator(`td[data-day="${day}"] li`).filter({ hasText: c.case_no });
    await expectText(booked, `16:45 ${c.case_no} Desk Testcase`);
    await page.screenshot({ path: `${process.env.E2E_SHOTS ?? '/tmp'}/appointments-week.png`, fullPage: true });
  },
  { as: 'admin', timeout: 120_000 },
);

e2e.test(
  'the calendar views, the map of positions and the progress bars: no serious axe violation, no code, cells whole',
  async ({ page }) => {
    await checkPages(
      page,
      [
        '/admin/holidays?calendar=month',
        '/admin/LeaveManagement?calendar=week',
        '/admin/caseAllocation?calendar=month',
        '/admin/employeeLocation',
        '/admin/underConstructionProjects',
      ],
      true,
    );
  },
  { as: 'admin', timeout: 120_000 },
);
