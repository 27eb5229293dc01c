import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { userDocuments, users } from '../src/db/schema/index';
import { lastMail, makeTestApp, multipart, readStored, type TestApp } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)] as unknown as Uint8Array[]);

const simple = {
  name: 'Ravi Kumar',
  email: 'Ravi.Kumar@Example.com',
  role: 'N/A',
  password: 'Juniper-Atlas-81',
  password_confirmation: 'Juniper-Atlas-81',
  mobile_no: '+91 98765 43210',
  designation: '',
  join_date: '',
  pincode: '400001',
};

describe('registration', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  // Every request here comes from one address: the per-address limit is tested in security-reset-register.
  beforeEach(() => t.handle.exec('DELETE FROM throttle'));
  after(() => t.close());

  test('simple multipart registration: 201, employee pending verification, defaults applied', async () => {
    const { payload, headers } = multipart(simple);
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload, headers });
    assert.equal(res.statusCode, 201, res.body);
    const { data } = res.json();
    // No id: an address already in use gets the very same answer (the outcome goes by e-mail).
    assert.deepEqual(Object.keys(data).sort(), ['email', 'name']);
    assert.equal(data.email, 'ravi.kumar@example.com');
    const [row] = await t.db.select().from(users).where(eq(users.email, data.email));
    assert.equal(row.kind, 'employee');
    assert.equal(row.status, '0');
    assert.equal(row.role, 'N/A');
    assert.equal(row.designation, 'N/A');
    assert.equal(row.branch_head_approval, 'No');
    assert.equal(row.mobile_no, '9876543210');
    assert.match(row.join_date ?? '', /^\d{4}-\d{2}-\d{2}$/);
    assert.match(row.password_hash, /^scrypt\$/);
    assert.equal(lastMail(t.config.outboxDir)?.to, 'ravi.kumar@example.com');
    // Pending accounts cannot sign in yet.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/employeelogin',
      payload: { email: simple.email, password: simple.password },
    });
    assert.equal(login.statusCode, 403);
  });

  test('an e-mail already registered gets the same 201 answer without its password; the owner is told by e-mail', async () => {
    const other = 'Meadow-Quartz-47';
    const { payload, headers } = multipart({ ...simple, email: 'ravi.kumar@example.com', password: other, password_confirmation: other });
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload, headers });
    assert.equal(res.statusCode, 201);
    assert.deepEqual(res.json(), { data: { name: simple.name, email: 'ravi.kumar@example.com' } });
    assert.match(lastMail(t.config.outboxDir)?.text ?? '', /an account already uses it/);
    const rows = await t.db.select().from(users).where(eq(users.email, 'ravi.kumar@example.com'));
    assert.equal(rows.length, 1);
  });

  test('validation messages of the forms, with data.error', async () => {
    const { payload, headers } = multipart({ name: '', email: '', password: '', password_confirmation: 'x' });
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload, headers });
    assert.equal(res.statusCode, 400);
    const body = res.json();
    assert.equal(body.fields.name, 'Name is required');
    assert.equal(body.fields.email, 'Email is required');
    assert.equal(body.fields.password, 'Password is required');
    assert.equal(body.message, 'Name is required');
    assert.equal(body.data.error, 'Name is required');

    const mismatch = multipart({ ...simple, email: 'x@example.com', password_confirmation: 'different-1' });
    const r2 = await t.app.inject({ method: 'POST', url: '/api/register', ...mismatch });
    assert.equal(r2.statusCode, 400);
    assert.equal(r2.json().data.error, 'Passwords must match');

    const formats = multipart({
      ...simple,
      email: 'y@example.com',
      adhaar_no: '234123412347',
      pancard_no: 'ABCDE1234F',
      ifsc_code: 'SBIN1001234',
    });
    const r3 = await t.app.inject({ method: 'POST', url: '/api/register', ...formats });
    assert.equal(r3.statusCode, 400);
    assert.deepEqual(Object.keys(r3.json().fields), ['adhaar_no', 'pancard_no', 'ifsc_code']);
  });

  test('extended onboarding with files: stored under the user id, Aadhaar kept as last 4 digits', async () => {
    const { payload, headers } = multipart(
      {
        ...simple,
        email: 'onboard@example.com',
        surname: 'Sharma',
        role: 'Site Inspector',
        adhaar_no: '2341 2341 2346',
        pancard_no: 'abcpe1234f',
        ifsc_code: 'sbin0001234',
        account_number: '123456789012',
        user_pincodes: '["400001","400002"]',
        joing_type: 'Full Time',
        status: '1',
        master_approval: 'Yes',
        token: 'whatever',
        personal_contact: '9820012345',
      },
      [
        { field: 'cv_file', filename: '../../etc/passwd.pdf', type: 'application/pdf', content: PDF },
        { field: 'photograph', filename: 'me.png', type: 'image/png', content: PNG },
      ],
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload, headers });
    assert.equal(res.statusCode, 201, `${res.statusCode} ${res.body}`);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'onboard@example.com'));
    const id = row.id;
    assert.equal(row.aadhaar_last4, '2346');
    assert.equal(row.pan, 'ABCPE1234F');
    assert.equal(row.ifsc_code, 'SBIN0001234');
    assert.deepEqual(row.user_pincodes, ['400001', '400002']);
    assert.equal(row.status, '0', 'a registrant cannot activate itself');
    assert.equal(row.master_approval, null);
    assert.equal(row.role, 'Site Inspector');
    assert.ok(!JSON.stringify(row).includes('234123412346'), 'the full Aadhaar number is not stored');

    const docs = await t.db.select().from(userDocuments).where(eq(userDocuments.user_id, id));
    assert.equal(docs.length, 2);
    const cv = docs.find((d) => d.kind === 'cv_file')!;
    assert.equal(cv.mime, 'application/pdf');
    assert.equal(cv.original_name, 'passwd.pdf');
    assert.match(cv.stored_path, new RegExp(`^${id}/cv_file-[0-9a-f]{16}\\.pdf$`));
    assert.deepEqual(await readStored(t, cv.stored_path), PDF);
    assert.ok(
      !fs.existsSync(path.join(t.config.uploadDir, '.incoming')) || fs.readdirSync(path.join(t.config.uploadDir, '.incoming')).length === 0,
    );
  });

  test('files: wrong type 400, over 5 MB 413, unknown field 400; nothing is kept', async () => {
    const exe = multipart({ ...simple, email: 'f1@example.com' }, [
      { field: 'kyc', filename: 'a.pdf', type: 'application/pdf', content: Buffer.from('MZ not a pdf') },
    ]);
    const r1 = await t.app.inject({ method: 'POST', url: '/api/register', ...exe });
    assert.equal(r1.statusCode, 400);
    assert.match(r1.json().data.error, /PDF, JPEG, PNG or WebP/);

    const big = multipart({ ...simple, email: 'f2@example.com' }, [
      {
        field: 'kyc',
        filename: 'a.pdf',
        type: 'application/pdf',
        content: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)] as unknown as Uint8Array[]),
      },
    ]);
    const r2 = await t.app.inject({ method: 'POST', url: '/api/register', ...big });
    assert.equal(r2.statusCode, 413);
    assert.match(r2.json().data.error, /5 MB/);

    const odd = multipart({ ...simple, email: 'f3@example.com' }, [
      { field: 'secret', filename: 'a.pdf', type: 'application/pdf', content: PDF },
    ]);
    const r3 = await t.app.inject({ method: 'POST', url: '/api/register', ...odd });
    assert.equal(r3.statusCode, 400);

    const rows = await t.db.select().from(users).where(eq(users.email, 'f2@example.com'));
    assert.equal(rows.length, 0);
    assert.deepEqual(fs.readdirSync(path.join(t.config.uploadDir, '.incoming')), []);
  });

  test('JSON registration works too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: { ...simple, email: 'json@example.com' } });
    assert.equal(res.statusCode, 201, res.body);
  });
});
