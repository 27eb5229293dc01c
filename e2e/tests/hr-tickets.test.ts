// Tickets: raised from the top bar's IT Support by an employee, started and resolved by the admin,
// and seen resolved by the employee (who sees only their own tickets).
import { e2eSuite, expectPath, expectText, field } from '../lib/index';
import { dialog, expectSuccess, row, search, stamp } from './crud-kit';
import { rowAction } from './row-action';

const e2e = e2eSuite();
const TITLE = 'Tickets';

e2e.test(
  'a ticket raised from IT Support is resolved by the admin',
  async ({ page, newPage }) => {
    const s = stamp();
    await page.goto('/admin/index');
    await page.getByRole('button', { name: 'IT Support' }).click();
    await expectPath(page, '/admin/tickets');
    await page.getByRole('button', { name: 'Add ticket' }).click();
    const form = dialog(page, 'Add ticket');
    await field(form, 'Subject').fill(`Printer jam ${s}`);
    await field(form, 'Priority').selectOption('HIGH');
    await field(form, 'Description').fill('Paper jam error with an empty tray');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Ticket Raised!');
    await search(page, TITLE, `jam ${s}`);
    const mine = row(page, TITLE, `Printer jam ${s}`);
    await expectText(mine, 'Open');
    const ticketNo = (await mine.getByRole('cell').first().innerText()).trim();

    const admin = await newPage({ as: 'admin' });
    await admin.goto('/admin/tickets');
    await search(admin, TITLE, `jam ${s}`);
    await rowAction(admin, 'Start', `ticket ${ticketNo}`);
    await dialog(admin, `Start ticket ${ticketNo}`).getByRole('button', { name: 'Save' }).click();
    await expectSuccess(admin, 'Ticket In Progress!');
    await rowAction(admin, 'Resolve', `ticket ${ticketNo}`);
    const resolve = dialog(admin, `Resolve ticket ${ticketNo}`);
    await resolve.getByRole('button', { name: 'Save' }).click();
    await expectText(resolve, 'A comment is required for this action.');
    await field(resolve, 'Comment').fill('Cleared the roller, test page printed');
    await resolve.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(admin, 'Ticket Resolved!');

    await page.reload();
    await search(page, TITLE, `jam ${s}`);
    await expectText(row(page, TITLE, `Printer jam ${s}`), 'Resolved');
    await rowAction(page, 'Thread', `ticket ${ticketNo}`);
    await expectText(page.getByRole('list', { name: 'Comments' }), 'Resolved: Cleared the roller, test page printed');
  },
  { as: 'employee', timeout: 90_000 },
);
