// The bank API (issue 27): the p95 of a bank's case list through an API key (its check, last-use
// stamp and rate-limit count included), first, deep and searched pages, and the branch portal's list.
// Budget 50 ms. On demo data by default; at scale with BENCH_DATA_DIR (`npm run seed -- --cases
// 1000000`) or BENCH_DATABASE_URL, see context.mjs. ENV: BANK_API_BENCH_REQUESTS (default 100).
import { benchDataLabel } from './context.mjs';
import { listRows } from './stats.mjs';

export const name = 'bank-api';

const REQUESTS = Number(process.env.BANK_API_BENCH_REQUESTS) || 100;

export async function run(ctx) {
  const { url } = await ctx.server();
  const staff = (await ctx.signIn()).token;
  const branch = (await ctx.signIn('branch@example.com', undefined, 'branchlogin')).token;
  const get = async (path, token) => (await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json();
  // The bank with the most cases, so the list is the biggest a key can read.
  const banks = await get('/api/lookups/banks', staff);
  const counts = [];
  for (const b of (banks.data ?? banks).slice(0, 20)) {
    const cases = await get(`/api/cases?view=all&bank_id=${b.id}&page=1&pageSize=1`, staff);
    counts.push({ id: b.id, total: cases.total ?? 0 });
  }
  const bank = counts.sort((a, b) => b.total - a.total)[0];
  const issued = await fetch(`${url}/api/banks/${bank.id}/api-keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `bench ${Date.now()}`, scopes: ['cases:read'], rate_per_minute: 10000 }),
  });
  if (issued.status !== 201) throw new Error(`issuing a key answered ${issued.status}: ${await issued.text()}`);
  const key = (await issued.json()).token;
  const first = await get('/api/v1/bank/cases?page=1&pageSize=25', key);
  // A list is counted up to 5,000 ('5,000+'): the deepest page by number is its 100th; further pages follow cursors.
  const deep = Math.max(1, Math.min(Math.floor((first.total ?? 0) / 25 / 2), 2000));
  const next = (await get(`/api/v1/bank/cases?page=${deep}&pageSize=25`, key)).next;
  return [
    { metric: 'data', value: benchDataLabel() },
    ...(await listRows(
      url,
      key,
      [
        ['GET /api/v1/bank/cases page 1 (API key)', '/api/v1/bank/cases?page=1&pageSize=25'],
        [`GET /api/v1/bank/cases page ${deep} (by number)`, `/api/v1/bank/cases?page=${deep}&pageSize=25`],
        [
          `GET /api/v1/bank/cases page ${deep + 1} (by its cursor)`,
          `/api/v1/bank/cases?page=${deep + 1}&pageSize=25&cursor=${encodeURIComponent(next)}`,
        ],
        ['GET /api/v1/bank/cases last page', '/api/v1/bank/cases?pageSize=25&cursor=last'],
        ['GET /api/v1/bank/cases?search=a', '/api/v1/bank/cases?page=1&pageSize=25&search=a'],
      ],
      { reps: REQUESTS },
    )),
    ...(await listRows(url, branch, [['GET /api/portal/cases page 1 (branch login)', '/api/portal/cases?page=1&pageSize=25']], {
      reps: REQUESTS,
    })),
  ];
}
