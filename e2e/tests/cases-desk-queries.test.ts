// Queries: a query raised on a case of the test's own takes the case out of Initiated Cases
// (QUERY_PENDING), is answered in its thread and resolved, and the case is back in its stage.
import { e2eSuite, expectText, field } from '../lib/index';
import { dialog, expectSuccess, row, search, stamp } from './crud-kit';
import { api, newCase, wordOf } from './cases-desk-api';
import { rowAction } from './row-action';

const e2e = e2eSuite();
const TITLE = 'Queries';

e2e.test(
  'a query opened, answered and resolved moves its case out of and back into its stage',
  async ({ page }) => {
    const word = wordOf(stamp());
    await page.goto('/admin/queries');
    const made = await newCase(page, word);

    await page.getByRole('button', { name: 'Add query' }).click();
    const form = dialog(page, 'Add query');
    await field(form, 'Search Case').fill(made.case_no);
    const option = field(form, 'Case').locator('option', { hasText: made.case_no });
    await option.waitFor({ state: 'attached', timeout: 15_000 });
    await field(form, 'Case').selectOption((await option.getAttribute('value')) as string);
    await field(form, 'Type').selectOption('VALUE_RECONSIDERATION');
    await field(form, 'Subject').fill(`Value too low ${word}`);
    await field(form, 'Description').fill('The branch has two sale instances at a higher rate.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Query Raised!');

    await search(page, TITLE, `low ${word}`);
    const query = row(page, TITLE, `Value too low ${word}`);
    await expectText(query, 'Open');
    await expectText(query, made.case_no);
    const queryNo = (await query.getByRole('cell').first().innerText()).trim();
    const held = await api<{ data: { status: string } }>(page, 'GET', `cases/${made.id}`);
    if (held.data.status !== 'QUERY_PENDING') throw new Error(`case should wait in QUERY_PENDING, is ${held.data.status}`);

    // Out of its stage: Initiated Cases no longer lists it.
    const initiated = await page.context().newPage();
    await initiated.goto('/admin/initiatedCases');
    await search(initiated, 'Initiated Cases', made.case_no);
    await expectText(initiated, `match "${made.case_no}"`);

    // Answered in the thread, then worked and resolved (a comment is required to resolve).
    await rowAction(page, 'Thread', `query ${queryNo}`);
    const thread = dialog(page, new RegExp(`^${queryNo}:`));
    await thread.getByRole('button', { name: 'Add comment' }).click();
    const comment = dialog(page, 'Add comment');
    await field(comment, 'Comment').fill(`Called the branch manager ${word}`);
    await comment.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Comment Added!');
    await expectText(thread.getByRole('list', { name: 'Comments' }), `Called the branch manager ${word}`);
    await thread.getByRole('button', { name: 'Close', exact: true }).click();

    await rowAction(page, 'Start work', `query ${queryNo}`);
    await dialog(page, `Start work query ${queryNo}`).getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Query In Progress!');
    await rowAction(page, 'Resolve', `query ${queryNo}`);
    const resolve = dialog(page, `Resolve query ${queryNo}`);
    await resolve.getByRole('button', { name: 'Save' }).click();
    await expectText(resolve, 'A comment is required for this action.');
    await field(resolve, 'Comment').fill('Rate reviewed with comparables; value confirmed.');
    await resolve.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Query Resolved!');
    await expectText(row(page, TITLE, `Value too low ${word}`), 'Resolved');

    // Back in its stage.
    await initiated.reload();
    await search(initiated, 'Initiated Cases', made.case_no);
    await expectText(row(initiated, 'Initiated Cases', made.case_no), made.case_no);
  },
  { as: 'admin', timeout: 120_000 },
);
