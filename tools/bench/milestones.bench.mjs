// Issue 27: word of every milestone. (1) Webhook latency: from a case move's answer to the signed
// delivery reaching a local receiver, p95 over MILESTONES_BENCH_MOVES moves (budget 1 s). (2) SSE
// fan-out: MILESTONES_BENCH_CLIENTS streams on GET /api/events (simulated browsers), and the time
// from a move's answer to each stream receiving its 'case.moved', p95 over every client and move
// (budget 2 s).
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

async function allocate(ctx, token, c, engineerId) {
  const res = await ctx.api(`/api/cases/${c.id}/moves`, {
    token,
    method: 'POST',
    body: { move: 'allocate', version: c.version, site_engineer_id: engineerId, appointment_at: '2026-12-01T10:30:00+05:30' },
  });
  if (res.status !== 200) throw new Error(`move: ${res.status} ${JSON.stringify(res.body)}`);
  return performance.now();
}

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
    lat.push(arrived.has(c.id) ? arrived.get(c.id) - moved : 10_000);
  }
  receiver.close();
  await ctx.api(`/api/webhook-endpoints/${hook.body.data.id}`, { token, method: 'DELETE' });
  const p95 = round(percentile(lat, 95));
  ctx.log(`webhook delivery after a move: p50 ${round(percentile(lat, 50))} ms, p95 ${p95} ms over ${MOVES} moves (budget 1000 ms)`);

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
    for (let k = 0; k < CLIENTS; k++) fan.push(heard.has(`${k}:${c.id}`) ? heard.get(`${k}:${c.id}`) - moved : 10_000);
  }
  ctl.abort();
  const fp95 = round(percentile(fan, 95));
  ctx.log(`SSE fan-out to ${CLIENTS} streams: p50 ${round(percentile(fan, 50))} ms, p95 ${fp95} ms over ${rounds} moves (budget 2000 ms)`);
  return [
    { metric: 'webhook delivery after a move, p95', value: p95, unit: 'ms', budget: '<= 1000' },
    { metric: `SSE fan-out to ${CLIENTS} streams, p95`, value: fp95, unit: 'ms', budget: '<= 2000' },
  ];
}
