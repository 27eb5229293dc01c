// Feedback: a link mailed to a bank contact, answered once without sign-in, the engineer's rating moving.
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Record<string, string>;
let ctx: { bank: number; branch: number; engineer: number };
before(async () => {
  t = await makeTestApp();
  admin = bearer(await login(t.app, 'admin@example.com'));
  const [r] = await t.handle.query<{ bank: number; branch: number; engineer: number }>(
    `SELECT bb.bank_id AS bank, bb.id AS branch, (SELECT id FROM users WHERE email = 'employee@example.com') AS engineer FROM bank_branches bb ORDER BY bb.id LIMIT 1`,
  );
  ctx = r;
});
after(() => t.close());

const mailTo = (to: string) => {
  const mails = fs
    .readdirSync(t.config.outboxDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(t.config.outboxDir, f), 'utf8')));
  return mails.filter((m) => m.to === to).at(-1);
};

test('the demo seed has the questions and answered feedback', async () => {
  const qs = (await t.app.inject({ method: 'GET', url: '/api/feedback-questions', headers: admin })).json();
  assert.equal(qs.total, 5);
  const answers = (await t.app.inject({ method: 'GET', url: '/api/feedback-answers', headers: admin })).json();
  assert.ok(answers.total > 0);
  assert.ok(answers.data.every((a: { answered_at: string | null; avg_rating: number }) => a.answered_at && a.avg_rating >= 1));
});

test('a link answered without sign-in, once; the engineer’s rating follows the answers', async () => {
  await t.handle.query(`UPDATE users SET rating = 0 WHERE id = ${ctx.engineer}`);
  const send = await t.app.inject({
    method: 'POST',
    url: '/api/feedback-requests',
    headers: admin,
    payload: {
      bank_id: ctx.bank,
      bank_branch_id: ctx.branch,
      case_ref: 'BR/2526/009999',
      engineer_id: ctx.engineer,
      contact_email: 'Loans.Andheri@Bank.Example.IN',
    },
  });
  assert.equal(send.statusCode, 201, send.body);
  assert.equal(send.json().message, 'Feedback link sent!');
  assert.equal(send.json().data.token_hash, undefined);
  const mail = mailTo('loans.andheri@bank.example.in');
  const token = /\/feedback\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  assert.ok(token, mail.text);

  const form = await t.app.inject({ method: 'GET', url: `/api/public/feedback/${token}` });
  assert.equal(form.statusCode, 200, form.body);
  const { questions, case_ref, engineer_name } = form.json().data;
  assert.equal(case_ref, 'BR/2526/009999');
  assert.ok(engineer_name);
  const rating = questions.filter((q: { kind: string }) => q.kind === 'RATING');
  const text = questions.find((q: { kind: string }) => q.kind === 'TEXT');

  const missing = await t.app.inject({ method: 'POST', url: `/api/public/feedback/${token}`, payload: { answers: [] } });
  assert.equal(missing.statusCode, 400);
  assert.equal(missing.json().fields[`q${rating[0].id}`], 'Choose a rating');
  const six = await t.app.inject({
    method: 'POST',
    url: `/api/public/feedback/${token}`,
    payload: { answers: [{ question_id: rating[0].id, rating: 6 }] },
  });
  assert.equal(six.statusCode, 400);

  const answers = [
    ...rating.map((q: { id: number }, i: number) => ({ question_id: q.id, rating: i === 0 ? 3 : 4 })),
    { question_id: text.id, text: 'Good report.' },
  ];
  const ok = await t.app.inject({ method: 'POST', url: `/api/public/feedback/${token}`, payload: { answers } });
  assert.equal(ok.statusCode, 200, ok.body);
  assert.equal(ok.json().message, 'Thank you for your feedback!');
  const again = await t.app.inject({ method: 'POST', url: `/api/public/feedback/${token}`, payload: { answers } });
  assert.equal(again.statusCode, 410);
  assert.equal((await t.app.inject({ method: 'GET', url: `/api/public/feedback/${token}` })).statusCode, 410);

  const [{ rating: r, mean }] = await t.handle.query<{ rating: string; mean: string }>(
    `SELECT u.rating::text AS rating, (SELECT round(avg(a.rating), 1)::text FROM feedback_answers a JOIN feedback_requests q ON q.id = a.request_id WHERE q.engineer_id = u.id) AS mean FROM users u WHERE u.id = ${ctx.engineer}`,
  );
  assert.notEqual(r, '0.0', 'the rating moved from 0');
  assert.equal(r, mean, 'the mean of every rating about the engineer');
  const listed = (await t.app.inject({ method: 'GET', url: '/api/feedback-answers?search=loans', headers: admin })).json();
  assert.equal(listed.data[0].comments, 'Good report.');
  assert.equal(listed.data[0].avg_rating, Math.round(((3 + 4 * (rating.length - 1)) / rating.length) * 10) / 10);
});

test('staff copy or resend an unanswered link (a new one; the one before stops working); search finds it by the report number’s last digits', async () => {
  const send = await t.app.inject({
    method: 'POST',
    url: '/api/feedback-requests',
    headers: admin,
    payload: { bank_id: ctx.bank, case_ref: 'MUM/2526/004711', contact_email: 'resend.me@bank.example.in' },
  });
  assert.equal(send.statusCode, 201, send.body);
  const id = send.json().data.id as number;
  const mailed = /\/feedback\?token=([A-Za-z0-9_-]+)/.exec(mailTo('resend.me@bank.example.in').text)![1];
  for (const search of ['004711', '2526/004711', 'MUM/2526/004711', 'mum 4711']) {
    const found = (
      await t.app.inject({ method: 'GET', url: `/api/feedback-requests?search=${encodeURIComponent(search)}`, headers: admin })
    ).json();
    assert.deepEqual(
      found.data.map((r: { id: number }) => r.id),
      search === 'mum 4711' ? [] : [id],
      search,
    );
  }
  const link = (body: object) => t.app.inject({ method: 'POST', url: `/api/feedback-requests/${id}/link`, headers: admin, payload: body });
  const copy = await link({ send: false });
  assert.equal(copy.statusCode, 200, copy.body);
  assert.equal(copy.json().message, 'A new link is ready to copy. The link sent before no longer works.');
  const copied = /\/feedback\?token=([A-Za-z0-9_-]+)$/.exec(copy.json().data.link)![1];
  assert.equal((await t.app.inject({ method: 'GET', url: `/api/public/feedback/${mailed}` })).statusCode, 410);
  assert.equal((await t.app.inject({ method: 'GET', url: `/api/public/feedback/${copied}` })).statusCode, 200);

  const resend = await link({ send: true });
  assert.equal(resend.json().message, 'Feedback link sent again to resend.me@bank.example.in. The link sent before no longer works.');
  const again = /\/feedback\?token=([A-Za-z0-9_-]+)/.exec(mailTo('resend.me@bank.example.in').text)![1];
  assert.equal(resend.json().data.link.endsWith(again), true);
  assert.notEqual((await t.app.inject({ method: 'GET', url: `/api/public/feedback/${copied}` })).statusCode, 200);

  assert.equal((await link({ send: 'yes' })).statusCode, 400);
  assert.equal(
    (await t.app.inject({ method: 'POST', url: '/api/feedback-requests/999999/link', headers: admin, payload: { send: false } }))
      .statusCode,
    404,
  );
  const branch = bearer(await login(t.app, 'branch@example.com', '/api/branchlogin'));
  assert.equal(
    (await t.app.inject({ method: 'POST', url: `/api/feedback-requests/${id}/link`, headers: branch, payload: { send: false } }))
      .statusCode,
    403,
  );
  await t.handle.query(`UPDATE feedback_requests SET answered_at = now() WHERE id = $1`, [id]);
  const answered = await link({ send: true });
  assert.equal(answered.statusCode, 409);
  assert.equal(answered.json().message, 'This feedback was already answered: no new link is needed.');
});
