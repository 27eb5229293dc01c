// Issue 27: word of every milestone. (1) Webhook latency: from sending a case move to the signed
// delivery reaching a local receiver, p95 over MILESTONES_BENCH_MOVES moves (budget 1 s). (2) SSE
// fan-out: MILESTONES_BENCH_CLIENTS streams on GET /api/events (simulated browsers), and the time
// from sending a move to each stream receiving its 'case.moved', p95 over every client and move
// (budget 2 s). The status moves at the commit, some time between sending the move and its answer
// (the delivery and the events leave at the commit, often before the answer arrives): each figure is
// given from the answer (a lower bound, 0 when it came first) and from sending (an upper bound, with
// the move's own time), so the time after the status moved lies between the two.
import http from 'node:http';
import { percentile, round } from './stats.mjs';

export const name = 'milestones';

const MOVES = Number(process.env.MILESTONES_BENCH_MOVES) || 30;
const CLIENTS = Number(process.env.MILESTONES_BENCH_CLIENTS) || 200;

async function newCase(ctx, token, i) {
  const banks = (await ctx.api('/api/lookups/banks', { token })).body.data;
  const branches = (await ctx.api(`/api/cases/lookups/bank-branches?bank_id=${banks[0].id}`, { token })).body.data;
  const offices = (await ctx.api('/api/lookups/company-branches', { token })).body.data;
  const tag = `${Date.now().toString(36)}${i}`;
  const res = await ctx.api('/api/cases', {
    token,
    method: 'POST',
    body: {
      bank_id: banks[0].id,
      bank_branch_id: branches[0].id,
      company_branch_id: branches[0].company_branch_id ?? offices[0].id,
      bank_ref_no: `BENCH/MS/${tag}`,
      channel: 'EMAIL',
      purpose: 'HOME_LOAN',
      case_type: 'FRESH',
      priority: 'NORMAL',
      applicant_name: `Bench Milestone ${tag.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)])}`,
      property_type: 'RES_FLAT',
      property_address: `Flat ${i}, Bench Residency, Baner, Pune`,
      pincode: '411045',
      ignore_duplicates: true,
    },
  });
  if (res.status !== 201) throw new Error(`case: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...res.body.data, bank_id: banks[0].id };
}

/** Allocates with an appointment (a 'site visit scheduled' milestone); resolves { sent, answered } times. */
async function allocate(ctx, token, c, engineerId) {
  const sent = performance.now();
  const res = await ctx.api(`/api/cases/${c.id}/moves`, {
    token,
    method: 'POST',
    body: { move: 'allocate', version: c.version, site_engineer_id: engineerId, appointment_at: '2026-12-01T10:30:00+05:30' },
  });
  if (res.status !== 200) throw new Error(`move: ${res.status} ${JSON.stringify(res.body)}`);
  return { sent, answered: performance.now() };
}

/** p50 and p95 of arrival times from the answers (at least 0) and from the sendings; a missing arrival counts 10 s. */
function figures(samples) {
  const after = (from) => samples.map(([arrived, move]) => (arrived === undefined ? 10_000 : Math.max(0, arrived - move[from])));
  const answer = after('answered');
  const sent = after('sent');
  return {
    answer: [percentile(answer, 50), percentile(answer, 95)].map(round),
    sent: [percentile(sent, 50), percentile(sent, 95)].map(round),
  };
}

const said = (f) => `p50 ${f.answer[0]} / p95 ${f.answer[1]} ms from the answer, p50 ${f.sent[0]} / p95 ${f.sent[1]} ms from sending`;

/** Opens one SSE stream; `onMoved(caseId, at)` for each 'case.moved'. */
async function stream(url, token, onMoved, signal) {
  const res = await fetch(`${url}/api/events`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal });
  if (res.status !== 200) throw new Error(`events: ${res.status}`);
  void (async () => {
    let buf = '';
    const dec = new TextDecoder();
    try {
      for await (const chunk of res.body) {
        buf += dec.decode(chunk, { stream: true });
        let end;
        while ((end = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, end);
          buf = buf.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data && /^event: case\.moved$/m.test(block)) onMoved(JSON.parse(data).case_id, performance.now());
        }
      }
    } catch {
      // aborted at the end
    }
  })();
}

export async function run(ctx) {
  const { url } = await ctx.server();
  const login = await ctx.signIn();
  const token = login.token;
  const engineerId = login.user.id;

  // 1. Webhook latency: a receiver on this machine, an endpoint for 'site visit scheduled'.
  const arrived = new Map();
  const receiver = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      arrived.set(JSON.parse(raw).case.id, performance.now());
      res.writeHead(204).end();
    });
  });
  await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
  const first = await newCase(ctx, token, 0);
  const hook = await ctx.api('/api/webhook-endpoints', {
    token,
    method: 'POST',
    body: {
      bank_id: first.bank_id,
      url: `http://127.0.0.1:${receiver.address().port}/bench`,
      events: ['site_visit.scheduled'],
      status: '1',
    },
  });
  if (hook.status !== 201) throw new Error(`endpoint: ${hook.status} ${JSON.stringify(hook.body)}`);
  const lat = [];
  for (let i = 0; i < MOVES; i++) {
    const c = i === 0 ? first : await newCase(ctx, token, i);
    const moved = await allocate(ctx, token, c, engineerId);
    const end = Date.now() + 10_000;
    while (!arrived.has(c.id) && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
    lat.push([arrived.get(c.id), moved]);
  }
  receiver.close();
  await ctx.api(`/api/webhook-endpoints/${hook.body.data.id}`, { token, method: 'DELETE' });
  const hooks = figures(lat);
  ctx.log(`webhook delivery after a move: ${said(hooks)}, over ${MOVES} moves (budget p95 1000 ms)`);

  // 2. SSE fan-out to CLIENTS streams.
  const ctl = new AbortController();
  const heard = new Map();
  await Promise.all(
    Array.from({ length: CLIENTS }, (_, k) => stream(url, token, (caseId, at) => heard.set(`${k}:${caseId}`, at), ctl.signal)),
  );
  const fan = [];
  const rounds = Math.min(MOVES, 10);
  for (let i = 0; i < rounds; i++) {
    const c = await newCase(ctx, token, 1000 + i);
    const moved = await allocate(ctx, token, c, engineerId);
    const end = Date.now() + 10_000;
    const all = () => Array.from({ length: CLIENTS }, (_, k) => heard.has(`${k}:${c.id}`)).every(Boolean);
    while (!all() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    for (let k = 0; k < CLIENTS; k++) fan.push([heard.get(`${k}:${c.id}`), moved]);
  }
  ctl.abort();
  const sse = figures(fan);
  ctx.log(`SSE fan-out to ${CLIENTS} streams: ${said(sse)}, over ${rounds} moves (budget p95 2000 ms)`);
  return [
    { metric: 'webhook delivery after a move answered, p95', value: hooks.answer[1], unit: 'ms', budget: '<= 1000' },
    { metric: 'webhook delivery after a move sent, p95', value: hooks.sent[1], unit: 'ms', budget: '<= 1000' },
    { metric: `SSE fan-out to ${CLIENTS} streams after a move answered, p95`, value: sse.answer[1], unit: 'ms', budget: '<= 2000' },
    { metric: `SSE fan-out to ${CLIENTS} streams after a move sent, p95`, value: sse.sent[1], unit: 'ms', budget: '<= 2000' },
  ];
}
