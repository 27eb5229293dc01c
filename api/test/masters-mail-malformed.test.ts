// Malformed requests to the write routes of Mail Settings and the document checklist: each a 4xx
// with a readable message, never a 5xx, and none changes any data.
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, login, makeTestApp, type TestApp } from './helpers';
import { expectRefused, fingerprint, malformedBodies, malformedIds, malformedQueries, type Malformed } from './kit-support';

const TABLES = ['mail_settings', 'mail_templates', 'required_documents'];

let t: TestApp;
let headers: Record<string, string>;
let prints: string[];
const ids = { sender: 0, template: 0, rule: 0, caseType: 0, companyType: 0, bank: 0 };
before(async () => {
  t = await makeTestApp();
  headers = bearer(await login(t.app, 'admin@example.com'));
  const one = async (q: string) => (await t.handle.query<{ id: number }>(q))[0].id;
  ids.caseType = await one("SELECT id FROM document_types WHERE code = 'SALE_DEED'");
  ids.companyType = await one("SELECT id FROM document_types WHERE code = 'GST_CERT'");
  ids.bank = await one("SELECT id FROM banks WHERE status = '1' ORDER BY id LIMIT 1");
  await t.handle.query('DELETE FROM mail_settings');
  ids.sender = await one(`INSERT INTO mail_settings (sender_name, sender_email) VALUES ('Valid', 'valid@example.com') RETURNING id`);
  ids.template = await one(
    `INSERT INTO mail_templates (code, subject, body) VALUES ('MIS', 'MIS {{name}}', 'Rows: {{rows}}') RETURNING id`,
  );
  ids.rule = await one(`INSERT INTO required_documents (document_type_id) VALUES (${ids.caseType}) RETURNING id`);
  prints = await Promise.all(TABLES.map((x) => fingerprint(t, x)));
});
after(() => t.close());

const sender = { sender_name: 'Valid Sender', sender_email: 'valid@example.com', smtp_host: 'smtp.example.com', smtp_port: 587 };
const template = { code: 'REGISTRATION', subject: 'Hello {{name}}', body: 'Dear {{name}}', status: '1' };
const rule = () => ({ bank_id: ids.bank, purpose: 'HOME_LOAN', property_type: 'PLOT', document_type_id: ids.caseType, status: '1' });
const version = (valid: Record<string, unknown>): Malformed[] => [
  { name: 'version missing', payload: valid, status: 428 },
  { name: 'version as text', payload: { ...valid, version: '1' }, status: 400 },
  { name: 'stale version', payload: { ...valid, version: 999 }, status: 409 },
];

type Suite = { name: string; method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: () => string; cases: () => Malformed[] };
const SUITES: Suite[] = [
  {
    name: 'POST mail-settings',
    method: 'POST',
    url: () => '/api/mail-settings',
    cases: () => [
      ...malformedBodies(sender, { text: 'sender_name', format: 'sender_email', number: 'smtp_port' }),
      { name: 'host with a space', payload: { ...sender, smtp_host: 'smtp example.com' }, status: 400 },
      { name: 'host with a scheme', payload: { ...sender, smtp_host: 'smtp://x' }, status: 400 },
      { name: 'port 0', payload: { ...sender, smtp_port: 0 }, status: 400 },
      { name: 'port 70000', payload: { ...sender, smtp_port: 70000 }, status: 400 },
      { name: 'password over 128', payload: { ...sender, smtp_password: 'p'.repeat(129) }, status: 400 },
      { name: 'a second record', payload: sender, status: 409 },
    ],
  },
  {
    name: 'PUT mail-settings/{id}',
    method: 'PUT',
    url: () => `/api/mail-settings/${ids.sender}`,
    cases: () => [
      ...version(sender),
      ...malformedBodies({ ...sender, version: 1 }, { text: 'sender_name', format: 'sender_email', number: 'smtp_port' }),
      ...malformedIds('/api/mail-settings', 'PUT', { ...sender, version: 1 }),
      { name: 'reply-to not an address', payload: { ...sender, reply_to: 'nobody', version: 1 }, status: 400 },
      { name: 'blank sender name', payload: { ...sender, sender_name: ' ', version: 1 }, status: 400 },
    ],
  },
  { name: 'GET mail-templates', method: 'GET', url: () => '/api/mail-templates', cases: () => malformedQueries('/api/mail-templates') },
  {
    name: 'POST mail-templates',
    method: 'POST',
    url: () => '/api/mail-templates',
    cases: () => [
      ...malformedBodies(template, { text: 'subject', option: 'code' }),
      { name: 'unknown placeholder in body', payload: { ...template, body: '{{password}}' }, status: 400, message: 'Unknown placeholder' },
      { name: 'another mail’s placeholder', payload: { ...template, subject: '{{link}}' }, status: 400 },
      { name: 'body over 5000', payload: { ...template, body: 'b'.repeat(5001) }, status: 400 },
      { name: 'a template already kept', payload: { ...template, code: 'MIS', subject: 'x', body: 'y' }, status: 409 },
    ],
  },
  {
    name: 'PUT mail-templates/{id}',
    method: 'PUT',
    url: () => `/api/mail-templates/${ids.template}`,
    cases: () => [
      ...version({ subject: 'x' }),
      ...malformedBodies({ ...template, version: 1 }, { text: 'subject', option: 'code' }),
      { name: 'placeholder of another mail', payload: { body: '{{case_no}}', version: 1 }, status: 400 },
      ...malformedIds('/api/mail-templates', 'PUT', { subject: 'x', version: 1 }),
    ],
  },
  {
    name: 'POST mail-settings/test',
    method: 'POST',
    url: () => '/api/mail-settings/test',
    cases: () => [
      { name: 'empty object', payload: {}, status: 400 },
      { name: 'not an address', payload: { to: 'nobody' }, status: 400 },
      { name: 'two addresses', payload: { to: 'a@example.com, b@example.com' }, status: 400 },
      { name: 'header injection', payload: { to: 'a@example.com\r\nBcc: b@example.com' }, status: 400 },
      { name: 'address as number', payload: { to: 42 }, status: 400 },
      { name: 'address as list', payload: { to: ['a@example.com'] }, status: 400 },
      { name: 'address over 254', payload: { to: `${'a'.repeat(250)}@example.com` }, status: 400 },
      { name: 'extra field', payload: { to: 'a@example.com', bcc: 'b@example.com' }, status: 400 },
      { name: 'JSON null', payload: 'null', raw: true },
      { name: 'broken JSON', payload: '{"to":', raw: true, status: 400 },
      { name: 'text/plain', payload: 'to=a@example.com', raw: true, contentType: 'text/plain' },
      { name: 'empty address', payload: { to: '' }, status: 400 },
      { name: 'blank address', payload: { to: '   ' }, status: 400 },
      { name: 'address as null', payload: { to: null }, status: 400 },
      { name: 'address as object', payload: { to: { $ne: '' } }, status: 400 },
      { name: 'no domain', payload: { to: 'a@' }, status: 400 },
      { name: 'no local part', payload: { to: '@example.com' }, status: 400 },
      { name: 'angle-bracket address', payload: { to: 'Eve <eve@example.com>' }, status: 400 },
      { name: 'NUL in address', payload: { to: 'a\u0000@example.com' }, status: 400 },
      { name: 'JSON array', payload: [{ to: 'a@example.com' }], status: 400 },
      { name: 'script as address', payload: { to: '<script>@x.y' }, status: 400 },
    ],
  },
  {
    name: 'POST required-documents',
    method: 'POST',
    url: () => '/api/required-documents',
    cases: () => [
      ...malformedBodies(rule(), { text: 'note', fk: 'document_type_id', option: 'purpose' }).filter(
        (c) => c.name !== 'blank required text',
      ),
      { name: 'a company document type', payload: { ...rule(), document_type_id: ids.companyType }, status: 400 },
      { name: 'unknown property type', payload: { ...rule(), property_type: 'CASTLE' }, status: 400 },
      { name: 'unknown bank', payload: { ...rule(), bank_id: 987654 }, status: 400 },
    ],
  },
  {
    name: 'PUT required-documents/{id}',
    method: 'PUT',
    url: () => `/api/required-documents/${ids.rule}`,
    cases: () => [
      ...version(rule()),
      ...malformedIds('/api/required-documents', 'PUT', { ...rule(), version: 1 }),
      ...malformedBodies({ ...rule(), version: 1 }, { text: 'note', fk: 'document_type_id', option: 'purpose' }).filter(
        (c) => c.name !== 'blank required text',
      ),
    ],
  },
];

for (const suite of SUITES) {
  describe(suite.name, () => {
    test(`${suite.cases().length} malformed requests refused`, async () => {
      assert.ok(suite.cases().length >= 20, `${suite.name}: only ${suite.cases().length} cases`);
      for (const c of suite.cases()) await expectRefused(t, headers, { method: suite.method, url: suite.url() }, c);
    });
  });
}

test('no refused request changed any data, and the outbox got nothing', async () => {
  assert.deepEqual(await Promise.all(TABLES.map((x) => fingerprint(t, x))), prints);
  assert.equal(fs.existsSync(t.config.outboxDir) ? fs.readdirSync(t.config.outboxDir).length : 0, 0);
});
