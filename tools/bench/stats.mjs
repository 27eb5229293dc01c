// Small statistics for bench sections.

/** The p-th percentile (0-100) of a list of numbers, nearest-rank. */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}

export const round = (v, d = 1) => Math.round(v * 10 ** d) / 10 ** d;

/**
 * p50 / p95 of a GET: `make(i)` gives the path of call i (a fixed path or one per call), 10 warm-up
 * calls first, then `reps` timed ones. `total` is the last answer's list total, when it has one.
 */
export async function latency(url, token, make, reps = 100) {
  const call = async (i) => {
    const p = typeof make === 'function' ? make(i) : make;
    const t = performance.now();
    const res = await fetch(`${url}${p}`, { headers: { authorization: `Bearer ${token}` } });
    const text = await res.text();
    if (!res.ok) throw new Error(`${p} answered ${res.status}: ${text.slice(0, 300)}`);
    const ms = performance.now() - t;
    return { ms, total: res.headers.get('content-type')?.includes('json') ? JSON.parse(text).total : undefined };
  };
  for (let i = 0; i < 10; i++) await call(i);
  const times = [];
  let total = 0;
  for (let i = 0; i < reps; i++) {
    const r = await call(i);
    times.push(r.ms);
    total = r.total ?? total;
  }
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), total };
}

/**
 * One row per `[label, path or (i) => path]`: the p95 against `budget` ms, with the p50 and the
 * list's total. A path already measured is skipped (a deep page that is page 1 of a short list).
 */
export async function listRows(url, token, lists, { reps = 100, budget = 50 } = {}) {
  const rows = [];
  const seen = new Set();
  for (const [label, make] of lists) {
    if (typeof make === 'string' && seen.has(make)) continue;
    seen.add(make);
    const r = await latency(url, token, make, reps);
    const total = r.total ? `; ${Number(r.total).toLocaleString('en-IN')} rows` : '';
    rows.push({ metric: `${label} p95 (p50 ${r.p50}${total})`, value: r.p95, unit: 'ms', budget: `<= ${budget}` });
  }
  return rows;
}
