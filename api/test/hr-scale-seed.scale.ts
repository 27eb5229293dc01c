// Hr at scale (issue 14): `npm run seed -- --cases N` adds the Hr data of the firm the case count
// implies. The rows must be what the product's own writes would make (balances, days, overlap,
// SLA, letter text) and every Hr list must page through them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { leaveDays, renderLetter, rupeesForPrint, TICKET_SLA_HOURS } from 'mfe-hr/model';
import { seedHrAtScale, type HrScaleCounts } from '../src/modules/hr-common/scale-seed';
import { ensureEngineers } from '../src/seed/cases/masters';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

describe('hr scale seed', { timeout: 600_000 }, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let first: HrScaleCounts;
  const q = <T = Record<string, unknown>>(text: string, args: unknown[] = []) => t.handle.query<T>(text, args);
  const n = async (text: string) => Number((await q<{ n: number }>(text))[0].n);
  before(async () => {
    t = await makeTestApp();
    admin = bearer(await login(t.app, 'admin@example.com'));
    first = await seedHrAtScale(t.db, 3000);
  });
  after(() => t.close());

  test('volumes follow the staff of a 3,000-case firm', async () => {
    const staff = `SELECT count(*) AS n FROM users WHERE status = '1' AND kind IN ('admin', 'employee')`;
    assert.equal(first.staff, await n(`${staff} AND email NOT LIKE '%@applicants.example.com'`));
    assert.ok(first.staff > (await n(`${staff} AND designation = 'Site Engineer'`)), 'engineers and office staff');
    assert.ok(first.leaves > first.staff * 12 && first.leaves <= first.staff * 18, `${first.leaves} leaves for ${first.staff} staff`);
    assert.equal(first.tickets, first.staff * 12);
    assert.equal(first.assets, Math.round(first.staff * 2.5));
    assert.equal(first.letters, first.staff);
    assert.ok(first.positions > 0, 'positions from the last 30 days of site visits');
    assert.ok(first.applicants >= 10 && first.learnings >= 10 && first.tutorials >= 4);
    assert.equal(await n('SELECT count(*) AS n FROM leaves'), first.leaves, 'the demo leaves were replaced');
  });

  test('leaves keep the rules: no overlap, days without weekends and holidays, balances match', async () => {
    assert.equal(
      await n(`SELECT count(*) AS n FROM leaves a JOIN leaves b ON a.user_id = b.user_id AND a.id < b.id
               AND a.status IN ('PENDING', 'APPROVED') AND b.status IN ('PENDING', 'APPROVED')
               AND a.from_date <= b.to_date AND b.from_date <= a.to_date`),
      0,
    );
    const holidays = new Set((await q<{ d: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS d FROM holidays`)).map((r) => r.d));
    const sample = await q<{ f: string; t: string; half: 'NONE' | 'FIRST' | 'LAST'; days: string }>(
      `SELECT to_char(from_date, 'YYYY-MM-DD') AS f, to_char(to_date, 'YYYY-MM-DD') AS t, half_days AS half, days::text FROM leaves ORDER BY id`,
    );
    for (const l of sample) assert.equal(Number(l.days), leaveDays(l.f, l.t, l.half, holidays), `${l.f}..${l.t} ${l.half}`);
    assert.ok(sample.some((l) => l.half !== 'NONE') && new Set(sample.map((l) => l.f.slice(0, 4))).size >= 2);
    assert.ok(
      sample.every((l) => l.f.slice(0, 4) === l.t.slice(0, 4)),
      'no leave crosses the year end',
    );
    const statuses = await q<{ status: string }>(`SELECT DISTINCT status FROM leaves ORDER BY 1`);
    assert.deepEqual(
      statuses.map((s) => s.status),
      ['APPROVED', 'CANCELLED', 'PENDING', 'REJECTED'],
    );
    // used = the approved days; paid types within the allotment with the pending days on top.
    const wrong = await q(`
      SELECT b.user_id, b.year, b.leave_type FROM leave_balances b
      LEFT JOIN LATERAL (SELECT coalesce(sum(days) FILTER (WHERE status = 'APPROVED'), 0) AS used,
                                coalesce(sum(days) FILTER (WHERE status = 'PENDING'), 0) AS pending
                         FROM leaves l WHERE l.user_id = b.user_id AND l.leave_type = b.leave_type
                         AND extract(year FROM l.from_date) = b.year) s ON true
      WHERE b.used <> s.used OR (b.leave_type <> 'LWP' AND s.used + s.pending > b.allotted)`);
    assert.deepEqual(wrong, []);
    assert.equal(
      await n(`SELECT count(*) AS n FROM leaves l WHERE NOT EXISTS (SELECT 1 FROM leave_balances b
      WHERE b.user_id = l.user_id AND b.leave_type = l.leave_type AND b.year = extract(year FROM l.from_date))`),
      0,
    );
    assert.equal(
      await n(`SELECT count(*) AS n FROM leaves l WHERE NOT EXISTS (SELECT 1 FROM leave_events e WHERE e.leave_id = l.id AND e.move = 'apply')
      OR (l.status <> 'PENDING' AND NOT EXISTS (SELECT 1 FROM leave_events e WHERE e.leave_id = l.id AND e.to_status = l.status))`),
      0,
    );
  });

  test('tickets are due by their SLA and have their thread; letters read as the template renders them', async () => {
    const tickets = await q<{ priority: string; hours: number; comments: number; status: string }>(`
      SELECT priority, extract(epoch FROM sla_due - created_at) / 3600 AS hours, status,
             (SELECT count(*)::int FROM ticket_comments c WHERE c.ticket_id = t.id) AS comments FROM tickets t`);
    for (const k of tickets) assert.equal(Number(k.hours), TICKET_SLA_HOURS[k.priority]);
    assert.ok(tickets.every((k) => k.comments >= 1 + ['IN_PROGRESS', 'RESOLVED', 'CLOSED'].indexOf(k.status) + 1));
    const [tpl] = await q<{ body: string }>(`SELECT body FROM letter_templates WHERE type = 'OFFER'`);
    const letters = await q<Record<string, string>>(`
      SELECT l.body_text, l.letter_no, l.salary::float8 AS salary, to_char(l.issued_on, 'YYYY-MM-DD') AS issued,
             to_char(l.joining_date, 'YYYY-MM-DD') AS joining, l.designation, l.branch_name, trim(u.name || ' ' || coalesce(u.surname, '')) AS name
      FROM hr_letters l JOIN users u ON u.id = l.user_id ORDER BY l.id LIMIT 20`);
    for (const l of letters) {
      assert.match(l.letter_no, /^OL\/\d{4}\/\d{6}$/);
      const values = { name: l.name, designation: l.designation, branch: l.branch_name ?? '', joining_date: l.joining };
      assert.equal(
        l.body_text,
        renderLetter(tpl.body, { ...values, salary: rupeesForPrint(Number(l.salary)), issue_date: l.issued, letter_no: l.letter_no }),
      );
    }
  });

  test('every Hr list pages through the generated rows', async () => {
    const lists: [string, string][] = [
      ['/api/leaves', 'SELECT count(*) AS n FROM leaves'],
      ['/api/leave-balances', 'SELECT count(*) AS n FROM leave_balances'],
      ['/api/holidays', 'SELECT count(*) AS n FROM holidays'],
      ['/api/tickets', 'SELECT count(*) AS n FROM tickets'],
      ['/api/assets', 'SELECT count(*) AS n FROM assets'],
      ['/api/offer-letters', `SELECT count(*) AS n FROM hr_letters WHERE type = 'OFFER'`],
      ['/api/learnings', 'SELECT count(*) AS n FROM learnings'],
      ['/api/tutorials', 'SELECT count(*) AS n FROM tutorials'],
    ];
    for (const [url, count] of lists) {
      const total = await n(count);
      const last = Math.ceil(total / 25);
      const page = await t.app.inject({ method: 'GET', url: `${url}?page=${last}&pageSize=25`, headers: admin });
      assert.equal(page.statusCode, 200, `${url}: ${page.body}`);
      assert.equal(page.json().total, total, url);
      assert.equal(page.json().data.length, total - (last - 1) * 25, url);
    }
    const applicants = (await t.app.inject({ method: 'GET', url: '/api/applicants?page=2&pageSize=5', headers: admin })).json();
    assert.ok(applicants.total >= first.applicants && applicants.data.length === 5);
    assert.ok(applicants.data.every((a: { aadhaar_last4?: string }) => a.aadhaar_last4 === undefined));
    const located = (await t.app.inject({ method: 'GET', url: '/api/employee-locations?pageSize=500', headers: admin })).json();
    assert.ok(
      located.data.some((r: { note: string }) => /^(Site photo|Checked in) for /.test(r.note)),
      'positions from site visits',
    );
  });

  test('a larger firm gets proportionally more, and a rerun replaces its rows', async () => {
    await ensureEngineers(t.db, 100_000);
    const second = await seedHrAtScale(t.db, 100_000);
    assert.ok(second.staff > first.staff + 10, `${second.staff} staff`);
    assert.equal(second.tickets, second.staff * 12);
    assert.equal(await n('SELECT count(*) AS n FROM tickets'), second.tickets);
    assert.equal(await n('SELECT count(*) AS n FROM hr_letters'), second.staff);
    assert.equal(await n(`SELECT count(*) AS n FROM users WHERE email LIKE '%@applicants.example.com'`), second.applicants);
    assert.ok(second.leaves > first.leaves * (second.staff / first.staff) * 0.8);
  });
});
