// Issue 25: the valuation report a bank files. A case walked to release with 8 phone photos
// (4032 x 3024 JPEG, about 3 to 4 MB each), then its report PDF downloaded REPORT_BENCH_REPS times
// (default 10): p95 of the whole download, of the layout and of the signing (the API's
// Server-Timing: gather = case, firm and photos' print copies; render = pdfmake; sign = PAdES),
// and the file's size (photos downscaled for print). The first download makes the print copies.
import os from 'node:os';
import sharp from 'sharp';

export const name = 'report';

const REPS = Number(process.env.REPORT_BENCH_REPS) || 10;
const pct = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const round = (v, d = 1) => Math.round(v * 10 ** d) / 10 ** d;

/** A phone-like photo: 12 MP with texture, so JPEG keeps it about as large as a camera's. */
async function phonePhoto(i) {
  const w = 4032;
  const h = 3024;
  const noise = await sharp({ create: { width: w, height: h, channels: 3, noise: { type: 'gaussian', mean: 120 + i * 5, sigma: 28 } } })
    .png()
    .toBuffer();
  return sharp(noise).blur(0.6).jpeg({ quality: 88 }).toBuffer();
}

export async function run(ctx) {
  const rows = [{ metric: 'machine: load average (1 min) at start / CPUs', value: `${os.loadavg()[0].toFixed(1)} / ${os.cpus().length}` }];
  const { url } = await ctx.server();
  const token = (await ctx.signIn()).token;
  const reviewer = (await ctx.signIn('reviewer1@example.com', undefined, 'employeelogin')).token;
  const api = async (path, body, as = token, method = body ? 'POST' : 'GET') => {
    const res = await ctx.api(`/api/${path}`, { token: as, method, body });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.body.data;
  };
  const bank = (await api('lookups/banks')).find((b) => /State Bank/.test(b.name)) ?? (await api('lookups/banks'))[0];
  const branch = (await api(`cases/lookups/bank-branches?bank_id=${bank.id}`))[0];
  const office = (await api('lookups/company-branches'))[0];
  const tag = Date.now();
  let c = await api('cases', {
    bank_id: bank.id,
    bank_branch_id: branch.id,
    company_branch_id: office.id,
    bank_ref_no: `BENCH/RPT/${tag}`,
    application_no: `RPT${tag}`,
    channel: 'EMAIL',
    purpose: 'HOME_LOAN',
    case_type: 'FRESH',
    priority: 'NORMAL',
    applicant_name: 'Report Bench Applicant',
    site_contact_name: 'Report Bench',
    site_contact_mobile: '9820011223',
    site_contact_relation: 'SELF',
    property_type: 'RES_FLAT',
    property_address: `Flat ${tag}, Bench Heights, Powai, Mumbai`,
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400076',
    ignore_duplicates: true,
  });
  const move = async (move, extra = {}, as = token) => {
    c = await api(`cases/${c.id}/moves`, { move, version: c.version, ...extra }, as);
  };
  const engineer = (await ctx.signIn('employee@example.com', undefined, 'employeelogin')).token;
  const me = (await ctx.api('/api/me', { token: engineer })).body;
  await move('allocate', { site_engineer_id: me.user.id });
  await move('visit', {}, engineer);
  await move('start');
  let photoBytes = 0;
  for (let i = 0; i < 8; i++) {
    const jpeg = await phonePhoto(i);
    photoBytes += jpeg.length;
    const form = new FormData();
    form.append('doc_type', 'PHOTO');
    form.append('latitude', (19.1176 + i / 10000).toFixed(4));
    form.append('longitude', '72.9060');
    form.append('taken_at', new Date().toISOString());
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`);
    const res = await fetch(`${url}/api/cases/${c.id}/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (res.status !== 201) throw new Error(`photo upload: ${res.status} ${await res.text()}`);
  }
  rows.push({ metric: '8 phone photos uploaded (4032 x 3024 JPEG), total', value: round(photoBytes / 1048576, 2), unit: 'MB' });
  c = await api(
    `cases/${c.id}`,
    { version: c.version, fair_market_value: 4_500_000, rate_adopted: 9_500, carpet_area: 473.7, latitude: 19.1176, longitude: 72.906 },
    token,
    'PUT',
  );
  await move('submit');
  await move('release', c.panel_lapsed ? { acknowledge_lapsed_panel: true, comment: 'Bench: renewal under process' } : {}, reviewer);

  const totals = [];
  const parts = { gather: [], render: [], sign: [] };
  let size = 0;
  for (let i = 0; i < REPS + 1; i++) {
    const started = performance.now();
    const res = await fetch(`${url}/api/cases/${c.id}/report.pdf`, { headers: { authorization: `Bearer ${token}` } });
    const pdf = Buffer.from(await res.arrayBuffer());
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`report.pdf: ${res.status}`);
    size = pdf.length;
    const timing = Object.fromEntries(
      (res.headers.get('server-timing') ?? '').split(',').map((p) => {
        const [k, d] = p.trim().split(';dur=');
        return [k, Number(d)];
      }),
    );
    if (i === 0) {
      rows.push({ metric: 'report PDF, first download (makes the 8 print copies)', value: round(ms), unit: 'ms' });
      continue;
    }
    totals.push(ms);
    for (const k of Object.keys(parts)) parts[k].push(timing[k]);
  }
  rows.push({
    metric: `report PDF with 8 photos, download p95 (p50 ${round(pct(totals, 0.5))})`,
    value: round(pct(totals, 0.95)),
    unit: 'ms',
    budget: '<= 1500',
  });
  rows.push({
    metric: `  of which layout (pdfmake) p95 (p50 ${round(pct(parts.render, 0.5))})`,
    value: round(pct(parts.render, 0.95)),
    unit: 'ms',
  });
  rows.push({
    metric: `  of which signing (PAdES) p95 (p50 ${round(pct(parts.sign, 0.5))})`,
    value: round(pct(parts.sign, 0.95)),
    unit: 'ms',
    budget: '<= 200',
  });
  rows.push({ metric: 'report PDF with 8 phone photos, file size', value: round(size / 1048576, 2), unit: 'MB', budget: '<= 3' });
  return rows;
}
