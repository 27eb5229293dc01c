// Real Estate Intelligence (issue 15) on the bench server's data (demo data, or a --cases seed with
// BENCH_DATA_DIR / BENCH_DATABASE_URL: one registered sale per case, see context.mjs): the import of
// REALESTATE_BENCH_ROWS market transactions (default 100,000) in parts of 10,000 as the upload page
// sends them, and again (adds nothing); then the AVM estimate's p50 / p95 over the ready-reckoner
// pincodes (with those rows in place), the research graph of one pincode, every list's first, deep
// and searched pages, and the backtest of GET /api/avm/backtest: up to 1,000 released cases, each
// valued as of its release without itself, median absolute % error and share within 10%.
import os from 'node:os';
import { benchDataLabel } from './context.mjs';
import { latency, listRows, percentile } from './stats.mjs';

export const name = 'realestate';

const ROWS = Number(process.env.REALESTATE_BENCH_ROWS ?? 100_000);
const PART = 10_000;
const REQUESTS = Number(process.env.REALESTATE_BENCH_REQUESTS ?? 200);
const TYPES = ['RES_FLAT', 'RES_FLAT', 'RES_FLAT', 'OFFICE', 'COMMERCIAL_SHOP', 'PLOT'];
const round = (v, d = 1) => Math.round(v * 10 ** d) / 10 ** d;

/** The CSV parts of ROWS sales spread over the given pincodes, the last two years, 4,000-16,000 per sq ft. */
function parts(pincodes) {
  const header = 'registration_date,locality,pincode,property_type,area,area_unit,consideration';
  const out = [];
  for (let p = 0; p * PART < ROWS; p++) {
    const lines = [header];
    for (let i = p * PART; i < Math.min(ROWS, (p + 1) * PART); i++) {
      const day = new Date(Date.now() - (i % 700) * 86_400_000).toISOString().slice(0, 10);
      const area = 450 + (i % 1100);
      lines.push(
        `${day},Bench locality ${i % 53},${pincodes[i % pincodes.length]},${TYPES[i % TYPES.length]},${area},SQFT,${area * (4000 + ((i * 37) % 12_000))}`,
      );
    }
    out.push({ text: lines.join('\n'), first: 2 + p * PART });
  }
  return out;
}

async function upload(url, token, part) {
  const res = await fetch(`${url}/api/market-transactions/import?first_line=${part.first}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body: part.text,
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`import answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

export async function run(ctx) {
  const rows = [
    { metric: 'data', value: benchDataLabel() },
    { metric: 'machine: load average (1 min) at start / CPUs', value: `${os.loadavg()[0].toFixed(1)} / ${os.cpus().length}` },
  ];
  const { url } = await ctx.server();
  const { token } = await ctx.signIn();
  const zones = await ctx.api('/api/ready-reckoner?pageSize=100', { token });
  const pincodes = [...new Set(zones.body.data.flatMap((z) => z.pincodes ?? []))];
  if (!pincodes.length) throw new Error('the demo seed has no ready-reckoner pincodes');

  const files = parts(pincodes);
  ctx.log(`realestate: importing ${ROWS} transactions in ${files.length} parts`);
  let started = performance.now();
  let added = 0;
  for (const f of files) added += (await upload(url, token, f)).added;
  const seconds = (performance.now() - started) / 1000;
  rows.push({
    metric: `market transactions import, ${ROWS.toLocaleString('en-IN')} rows in parts of ${PART.toLocaleString('en-IN')} (${added} added)`,
    value: round(seconds),
    unit: 's',
    budget: '<= 30',
  });
  rows.push({ metric: 'import rate', value: Math.round(ROWS / seconds), unit: 'rows/s' });
  started = performance.now();
  let again = 0;
  for (const f of files) again += (await upload(url, token, f)).added;
  rows.push({ metric: `the same file again (${again} added)`, value: round((performance.now() - started) / 1000), unit: 's' });

  const times = [];
  for (let i = 0; i < REQUESTS + 10; i++) {
    const q = `property_type=${TYPES[i % TYPES.length]}&pincode=${pincodes[(i * 7) % pincodes.length]}&area=${600 + (i % 900)}&area_unit=SQFT&age_years=${i % 30}`;
    const res = await ctx.api(`/api/avm/estimate?${q}`, { token });
    if (res.status !== 200) throw new Error(`AVM answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    if (i >= 10) times.push(res.ms);
  }
  rows.push({ metric: `AVM estimate p50 (${REQUESTS} calls, demo pincodes)`, value: round(percentile(times, 50)), unit: 'ms' });
  rows.push({ metric: 'AVM estimate p95', value: round(percentile(times, 95)), unit: 'ms', budget: '<= 100' });

  const research = await latency(
    url,
    token,
    (i) => `/api/research/rates?property_type=RES_FLAT&pincode=${pincodes[i % pincodes.length]}&months=24`,
    REQUESTS,
  );
  rows.push({
    metric: `research graph of one pincode, 24 months, p95 (p50 ${research.p50}; ${Math.min(REQUESTS, pincodes.length)} pincodes)`,
    value: research.p95,
    unit: 'ms',
    budget: '<= 100',
  });
  rows.push(...(await lists(ctx, url, token)));

  ctx.log('realestate: backtest on up to 1,000 released cases');
  const bt = await ctx.api('/api/avm/backtest?limit=1000', { token });
  if (bt.status !== 200) throw new Error(`backtest answered ${bt.status}: ${JSON.stringify(bt.body).slice(0, 300)}`);
  const b = bt.body.data;
  rows.push({
    metric: `backtest: released cases valued without themselves (${b.estimated} of ${b.cases} had an estimate)`,
    value: b.cases,
  });
  rows.push({ metric: 'backtest: median absolute percentage error', value: b.mdape, unit: '%' });
  rows.push({ metric: 'backtest: share within ±10%', value: b.within_10, unit: '%' });
  rows.push({ metric: 'backtest: one valuation in process, p95', value: b.ms_p95, unit: 'ms' });
  rows.push({ metric: 'machine: load average (1 min) at end', value: os.loadavg()[0].toFixed(1) });
  return rows;
}

/** The lists of the remote's pages: page 1, a page a third of the way in, and a search where it has one. */
async function lists(ctx, url, token) {
  const deep = async (p) => Math.max(1, Math.floor(((await ctx.api(`/api/${p}?pageSize=25`, { token })).body.total ?? 0) / 75));
  const entries = [];
  for (const [p, search] of [
    ['market-transactions', 'bench locality'],
    ['ready-reckoner', 'pune'],
    ['brokers', 'realty'],
    ['broker-quotes', null],
    ['projects', 'heights'],
    ['policy-links', 'dcr'],
    ['real-estate-links', null],
    ['technical-policies', null],
  ]) {
    const page = await deep(p);
    entries.push([`GET ${p} page 1`, `/api/${p}?page=1&pageSize=25`], [`GET ${p} page ${page}`, `/api/${p}?page=${page}&pageSize=25`]);
    if (search) entries.push([`GET ${p}?search=${search}`, `/api/${p}?page=1&pageSize=25&search=${encodeURIComponent(search)}`]);
  }
  return listRows(url, token, entries, { reps: 60 });
}
