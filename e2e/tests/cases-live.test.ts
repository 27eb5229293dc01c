// Issue 27 point 5: a case moved in one browser leaves the list open in another browser without a
// reload, pushed by Server-Sent Events. Works on a case of its own (found by its unique case no.).
import { check, e2eSuite, expectText, expectVisible } from '../lib/index';
import { row, search, stamp } from './crud-kit';
import { api, newCase, wordOf } from './cases-desk-api';

const e2e = e2eSuite();
const TITLE = 'Initiated Cases';

e2e.test(
  'a case moved in one browser leaves Initiated Cases open in another browser, without a reload',
  async ({ page, newPage }) => {
    const word = wordOf(stamp());
    await page.goto('/admin/initiatedCases');
    const made = await newCase(page, word);

    // The second browser (its own context and session) shows the case in its list.
    const other = await newPage({ as: 'admin' });
    await other.goto('/admin/initiatedCases');
    await search(other, TITLE, made.case_no);
    await expectVisible(row(other, TITLE, made.case_no));
    await other.evaluate(() => Object.assign(window, { notReloaded: true }));

    // The first browser raises a query on it: the case moves out of Initiated (QUERY_PENDING).
    const started = Date.now();
    await api(page, 'POST', 'queries', {
      case_id: made.id,
      source: 'BANK',
      type: 'REPORT_QUERY',
      priority: 'MEDIUM',
      subject: `Live move ${word}`,
      description: 'Moved by another browser.',
    });
    await expectText(other, `match "${made.case_no}"`, { timeout: 10_000 });
    const took = Date.now() - started;
    check(
      await other.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true),
      'the list updated without a reload',
    );
    console.log(`# figures: the other browser's list updated ${took} ms after the move`);
  },
  { as: 'admin', timeout: 120_000 },
);
