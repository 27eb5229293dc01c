// Projects (issue 15): the described project resources and their rights, the negative / NPA warning
// on case initiation (refused until acknowledged, then kept on the case and in its history), the
// progress points of stage visits and the APF report as JSON and PDF.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, login, makeTestApp, multipart, type TestApp } from './helpers';
import { checkPdf } from './pdf-checks';
import { apfReportFacts } from 'mfe-realestate/model';
import { caseBody, demoPlaces } from './cases-support';

describe('projects', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let employee: Record<string, string>;
  let places: Awaited<ReturnType<typeof demoPlaces>>;
  const one = async <T>(q: string, args: unknown[] = []) => (await t.handle.query<T>(q, args))[0];
  before(async () => {
    t = await makeTestApp();
    admin = bearer(await login(t.app, 'admin@example.com'));
    employee = bearer(await login(t.app, 'employee@example.com', '/api/employeelogin'));
    places = await demoPlaces(t);
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
    t.app.inject({ method, url, payload, headers });

  test('the demo seed lists projects, searchable, and the views answer their own slices', async () => {
    const res = await call('GET', '/api/projects?search=sunrise');
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      res.json().data.map((r: { name: string; status: string }) => [r.name, r.status]),
      [['Sunrise Residency', 'NEGATIVE']],
    );
    const uc = (await call('GET', '/api/under-construction-projects?pageSize=100')).json();
    assert.ok(uc.data.length >= 2);
    assert.ok(uc.data.every((r: { status: string }) => r.status === 'UNDER_CONSTRUCTION'));
    const hillside = uc.data.find((r: { name: string }) => r.name === 'Godrej Hillside');
    assert.equal(Number(hillside.last_overall_pct), 60.5, 'the last visit of the S-curve');
    const report = (await call('GET', '/api/project-report?search=shree')).json().data[0];
    assert.deepEqual([report.name, report.negative_count, report.npa_count], ['Shree Balaji Heights', 1, 1]);
    const npa = (await call('GET', '/api/npa-projects-view')).json();
    assert.ok(npa.data.some((r: { project_name: string }) => r.project_name === 'Shree Balaji Heights'));
  });

  test('a project is checked against its description: pincode, towers, status', async () => {
    const bad = await call('POST', '/api/projects', {
      name: 'X',
      developer: 'Y',
      address: 'Z',
      city: 'Pune',
      pincode: '012345',
      towers: 0,
      units: 10,
      status: 'BOGUS',
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(Object.keys(bad.json().fields).sort(), ['pincode', 'status', 'towers']);
  });

  test('rights: each page its own, the lookup any firm user, nothing without a session', async () => {
    // The demo employee holds none of the project pages' rights.
    for (const url of [
      '/api/projects',
      '/api/negative-projects',
      '/api/npa-projects',
      '/api/project-report',
      '/api/under-construction-projects',
    ])
      assert.equal((await call('GET', url, undefined, employee)).statusCode, 403, url);
    assert.equal((await call('GET', '/api/lookups/projects?search=godrej', undefined, employee)).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/api/lookups/projects' })).statusCode, 401);
    assert.equal((await t.app.inject({ url: '/api/projects/1/apf-report.pdf' })).statusCode, 401);
  });

  test('a case for a project listed negative by its bank is refused until the warning is acknowledged, then kept', async () => {
    const stamp = `${process.pid}${Date.now()}`;
    const project = (
      await call('POST', '/api/projects', {
        name: `Warned Towers ${stamp}`,
        developer: 'Risky Builders',
        address: 'Plot 1, Powai',
        city: 'Mumbai',
        pincode: '400076',
        towers: 1,
        units: 40,
        status: 'NEGATIVE',
      })
    ).json().data;
    const listed = await call('POST', '/api/negative-projects', {
      project_id: project.id,
      bank_id: places.bank_id,
      listed_on: '2026-01-15',
      reason: 'Built beyond the sanctioned plan',
    });
    assert.equal(listed.statusCode, 201, listed.body);
    const warning = await call('GET', `/api/projects/${project.id}/case-warning?bank_id=${places.bank_id}`);
    assert.match(
      warning.json().data.warning,
      new RegExp(`Warned Towers ${stamp} is listed negative by .+ since 2026-01-15: Built beyond the sanctioned plan`),
    );

    const body = caseBody(places, { project_id: project.id, ignore_duplicates: true });
    const before = await one<{ n: number }>('SELECT count(*)::int AS n FROM cases');
    const refused = await call('POST', '/api/cases', body);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.match(refused.json().message, /Acknowledge this warning to initiate the case\.$/);
    assert.equal((await one<{ n: number }>('SELECT count(*)::int AS n FROM cases')).n, before.n, 'nothing stored');

    const made = await call('POST', '/api/cases', { ...body, acknowledge_project_warning: true });
    assert.equal(made.statusCode, 201, made.body);
    const id = made.json().data.id;
    const row = await one<{ project_id: number; project_warning: string; project_warning_ack_by: number; ack: boolean }>(
      'SELECT project_id, project_warning, project_warning_ack_by, project_warning_ack_at IS NOT NULL AS ack FROM cases WHERE id = $1',
      [id],
    );
    assert.equal(row.project_id, project.id);
    assert.match(row.project_warning, /Built beyond the sanctioned plan/);
    assert.ok(row.ack && row.project_warning_ack_by > 0);
    const history = await one<{ comment: string }>('SELECT comment FROM case_status_history WHERE case_id = $1 ORDER BY id LIMIT 1', [id]);
    assert.match(history.comment, /^Project warning acknowledged: Warned Towers/);
    // The case as its screen reads it: the warning, who acknowledged it and when.
    const shown = (await call('GET', `/api/cases/${id}`)).json().data;
    assert.equal(shown.project_warning, row.project_warning);
    const by = await one<{ name: string }>(`SELECT trim(name || ' ' || coalesce(surname, '')) AS name FROM users WHERE id = $1`, [
      row.project_warning_ack_by,
    ]);
    assert.ok(by.name, 'the acknowledging user has a name');
    assert.equal(shown.project_warning_ack_by_name, by.name);
    assert.ok(!Number.isNaN(Date.parse(shown.project_warning_ack_at)), 'when, as a timestamp');

    // Another bank has not listed it: no warning, no acknowledgement needed.
    const other = await one<{ id: number }>('SELECT id FROM banks WHERE id <> $1 ORDER BY id LIMIT 1', [places.bank_id]);
    assert.equal((await call('GET', `/api/projects/${project.id}/case-warning?bank_id=${other.id}`)).json().data.warning, null);
    const unknown = await call('POST', '/api/cases', { ...caseBody(places), project_id: 99_999_999, ignore_duplicates: true });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().fields.project_id, 'Choose a valid project.');
  });

  test('stage visits give the chart its points, oldest first; the APF report is a page and a PDF', async () => {
    const p = await one<{ id: number }>(`SELECT id FROM projects WHERE name = 'Godrej Hillside'`);
    const points = (await call('GET', `/api/projects/${p.id}/progress`)).json().data;
    assert.equal(points.length, 8);
    assert.ok(points[0].visited_on < points[7].visited_on);
    assert.equal(points[7].overall_pct, 60.5);
    assert.equal(typeof points[7].components.rcc_pct, 'number');

    const serenity = await one<{ id: number }>(`SELECT id FROM projects WHERE name = 'Kalpataru Serenity'`);
    const report = (await call('GET', `/api/projects/${serenity.id}/apf-report`)).json().data;
    assert.deepEqual(
      report.apfs.map((a: { apf_no: string }) => a.apf_no),
      ['SBI/APF/PUN/2025/0147', 'HDFC/APF/2025/3321'],
    );
    assert.equal(
      report.units.reduce((s: number, u: { count: number }) => s + u.count, 0),
      64,
    );
    const pdf = await call('GET', `/api/projects/${serenity.id}/apf-report.pdf`);
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    checkPdf(pdf.rawPayload, 'APF report', { signed: false });
    assert.equal((await call('GET', '/api/projects/99999999/apf-report')).statusCode, 404);
  });

  test('an APF is approved only with its number and a validity after the approval', async () => {
    const p = await one<{ id: number }>(`SELECT id FROM projects WHERE name = 'Godrej Hillside'`);
    const req = await call('POST', '/api/apf-requests', { project_id: p.id, bank_id: places.bank_id, requested_on: '2026-11-01' });
    assert.equal(req.statusCode, 201, req.body);
    const id = req.json().data.id;
    const open = (await call('GET', '/api/apf-requests?pageSize=100')).json().data;
    assert.ok(open.some((r: { id: number }) => r.id === id));
    const row = (await call('GET', `/api/project-apfs/${id}`)).json().data;
    assert.equal(row.status, 'REQUESTED');
    const base = { project_id: p.id, bank_id: places.bank_id, requested_on: '2026-11-01', version: row.version };
    const noNumber = await call('PUT', `/api/project-apfs/${id}`, { ...base, status: 'APPROVED' });
    assert.equal(noNumber.statusCode, 400);
    assert.deepEqual(Object.keys(noNumber.json().fields).sort(), ['apf_no', 'approved_on', 'valid_to']);
    const early = await call('PUT', `/api/project-apfs/${id}`, {
      ...base,
      status: 'APPROVED',
      apf_no: `T/APF/${process.pid}`,
      approved_on: '2026-11-10',
      valid_to: '2026-11-10',
    });
    assert.equal(early.json().fields.valid_to, 'Valid To must be after Approved On');
    const ok = await call('PUT', `/api/project-apfs/${id}`, {
      ...base,
      status: 'APPROVED',
      apf_no: `T/APF/${process.pid}`,
      approved_on: '2026-11-10',
      valid_to: '2027-11-09',
    });
    assert.equal(ok.statusCode, 200, ok.body);
    const still = (await call('GET', '/api/apf-requests?pageSize=100')).json().data;
    assert.ok(!still.some((r: { id: number }) => r.id === id), 'an approved APF is no longer an open request');
  });

  test('a project document is kept in the file store, served with the right, and a file of another type is refused', async () => {
    const p = await one<{ id: number }>(`SELECT id FROM projects WHERE name = 'Godrej Hillside'`);
    const fields = { project_id: String(p.id), kind: 'RERA_CERTIFICATE', title: `RERA certificate ${process.pid}` };
    const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const exe = multipart(fields, [
      { field: 'file', filename: 'rera.pdf', type: 'application/pdf', content: Buffer.from('MZ\x90\x00binary') },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/project-documents',
      headers: { ...admin, ...exe.headers },
      payload: exe.payload,
    });
    assert.equal(refused.statusCode, 400, refused.body);
    const pdf = multipart(fields, [{ field: 'file', filename: 'rera.pdf', type: 'application/pdf', content: pdfBytes }]);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/project-documents',
      headers: { ...admin, ...pdf.headers },
      payload: pdf.payload,
    });
    assert.equal(made.statusCode, 201, made.body);
    const id = made.json().data.id;
    const file = await t.app.inject({ url: `/api/project-documents/${id}/files/file`, headers: admin });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
    // The HR login holds the Dashboard and Hr pages only, not the Case menu's right.
    const hr = bearer(await login(t.app, 'hr@example.com'));
    assert.equal((await t.app.inject({ url: `/api/project-documents/${id}/files/file`, headers: hr })).statusCode, 403);
    const report = (await call('GET', `/api/projects/${p.id}/apf-report`)).json().data;
    assert.ok(
      report.documents.some((d: { title: string }) => d.title === fields.title),
      'the APF report lists the document',
    );
  });
  test('a new project takes its hazards from the NDMA master by its pincode; they stay editable, filter the list and show in the APF report', async () => {
    const place = await one<{ pincode: string; seismic_zone: string; flood_prone: string; coastal_regulation_zone: string }>(`
      SELECT p.pincode, h.seismic_zone, h.flood_prone, h.coastal_regulation_zone
      FROM pincodes p JOIN ndma_hazards h ON lower(h.state) = lower(p.state) AND lower(h.district) = lower(p.district)
      WHERE p.status = '1' ORDER BY p.id LIMIT 1`);
    assert.ok(place, 'the demo masters have a pincode of a district with hazards');
    const body = {
      name: `Hazard Heights ${process.pid}`,
      developer: 'Safe Builders',
      address: 'Plot 1',
      city: 'Anywhere',
      towers: 1,
      units: 10,
    };
    const made = await call('POST', '/api/projects', { ...body, pincode: place.pincode, status: 'UNDER_CONSTRUCTION' });
    assert.equal(made.statusCode, 201, made.body);
    const id = made.json().data.id;
    const read = async () => (await call('GET', `/api/projects/${id}`)).json().data;
    const filled = await read();
    assert.deepEqual(
      [filled.seismic_zone, filled.flood_prone, filled.coastal_zone],
      [place.seismic_zone, place.flood_prone, place.coastal_regulation_zone],
    );

    // What the writer sends is kept; editing changes it.
    const other = place.seismic_zone === 'V' ? 'IV' : 'V';
    const own = await call('POST', '/api/projects', {
      ...body,
      name: `${body.name} B`,
      pincode: place.pincode,
      status: 'COMPLETED',
      seismic_zone: other,
    });
    assert.equal(own.statusCode, 201, own.body);
    assert.equal(own.json().data.seismic_zone, other);
    const edited = await call('PUT', `/api/projects/${id}`, {
      ...body,
      pincode: place.pincode,
      status: 'UNDER_CONSTRUCTION',
      seismic_zone: other,
      flood_prone: 'Y',
      version: filled.version,
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual([(await read()).seismic_zone, (await read()).flood_prone], [other, 'Y']);
    const refused = await call('POST', '/api/projects', {
      ...body,
      name: `${body.name} C`,
      pincode: place.pincode,
      status: 'COMPLETED',
      flood_prone: 'MAYBE',
    });
    assert.equal(refused.statusCode, 400, refused.body);

    const listed = (await call('GET', `/api/projects?seismic_zone=${other}&search=${encodeURIComponent(body.name)}`)).json();
    assert.equal(listed.data.length, 2);
    assert.ok(listed.data.every((r: { seismic_zone: string }) => r.seismic_zone === other));

    const report = (await call('GET', `/api/projects/${id}/apf-report`)).json().data;
    const facts = apfReportFacts(report);
    assert.deepEqual(
      facts.find(([k]) => k === 'Seismic zone'),
      ['Seismic zone', `Zone ${other}`],
    );
    assert.match(facts.find(([k]) => k.startsWith('Flood'))![1], /^Yes \/ /);
  });
});
