import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { userDocuments, users } from '../src/db/schema/index';
import { lastMail, makeTestApp, multipart, readStored, type TestApp } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const pdf = (note: string) => Buffer.from(`%PDF-1.4\n% ${note}\n%%EOF\n`);
const PASSWORD = 'Juniper-Atlas-81';

/** /register-user's fields: what an applicant sends first. */
const first = (email: string) => ({
  name: 'Meera',
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  mobile_no: '9876543210',
  pincode: '400001',
  join_date: '2026-04-01',
});

describe('registration merges into a pending application', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  beforeEach(() => t.handle.exec('DELETE FROM throttle'));
  after(() => t.close());

  const post = (fields: Record<string, string>, docs: { field: string; content?: Buffer }[] = []) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      ...multipart(
        fields,
        docs.map((d) => ({ field: d.field, filename: `${d.field}.pdf`, type: 'application/pdf', content: d.content ?? PDF })),
      ),
    });
  const rowOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
  const docsOf = async (id: number) => t.db.select().from(userDocuments).where(eq(userDocuments.user_id, id));

  test('Register then Upload Docs with the same e-mail and password: one applicant with the documents and the new fields', async () => {
    const email = 'merge-one@example.com';
    assert.equal((await post(first(email))).statusCode, 201);
    const before = await rowOf(email);
    assert.equal((await docsOf(before.id)).length, 0);

    const res = await post({ ...first(email), surname: 'Iyer', role: 'Level-1', pancard_no: 'abcpe1234f', join_date: '', pincode: '' }, [
      { field: 'cv_file' },
      { field: 'pancard_file' },
    ]);
    assert.equal(res.statusCode, 201, res.body);
    const rows = await t.db.select().from(users).where(eq(users.email, email));
    assert.equal(rows.length, 1, 'no second applicant');
    const after = rows[0];
    assert.equal(after.id, before.id);
    assert.equal(after.surname, 'Iyer');
    assert.equal(after.role, 'Level-1');
    assert.equal(after.pan, 'ABCPE1234F');
    assert.equal(after.pincode, '400001', 'an empty field keeps what the first form gave');
    assert.equal(after.join_date, '2026-04-01');
    assert.equal(after.version, before.version + 1);
    assert.deepEqual((await docsOf(after.id)).map((d) => d.kind).sort(), ['cv_file', 'pancard_file']);

    // The applicants list counts them (what HR sees on Applicant Verification).
    assert.equal(lastMail(t.config.outboxDir)?.subject, 'We received your application');
  });

  test('a document sent again replaces the earlier one of its kind; the others stay', async () => {
    const email = 'merge-two@example.com';
    assert.equal((await post(first(email), [{ field: 'kyc' }, { field: 'photograph', content: pdf('photo') }])).statusCode, 201);
    const id = (await rowOf(email)).id;
    const old = (await docsOf(id)).find((d) => d.kind === 'kyc')!;
    assert.equal((await post(first(email), [{ field: 'kyc', content: pdf('new') }])).statusCode, 201);
    const docs = await docsOf(id);
    assert.deepEqual(docs.map((d) => d.kind).sort(), ['kyc', 'photograph']);
    const kyc = docs.find((d) => d.kind === 'kyc')!;
    assert.notEqual(kyc.stored_path, old.stored_path);
    assert.equal(await readStored(t, old.stored_path), null, 'the replaced file is removed');
    assert.ok(await readStored(t, kyc.stored_path));
  });

  test('without the password nothing is added and the answer is the same as for a new address', async () => {
    const email = 'merge-three@example.com';
    assert.equal((await post(first(email))).statusCode, 201);
    const other = 'Meadow-Quartz-47';
    const res = await post({ ...first(email), password: other, password_confirmation: other, surname: 'Intruder' }, [{ field: 'cv_file' }]);
    assert.equal(res.statusCode, 201);
    assert.deepEqual(res.json(), { data: { name: 'Meera', email } });
    const row = await rowOf(email);
    assert.equal(row.surname, null);
    assert.equal((await docsOf(row.id)).length, 0);
    assert.match(lastMail(t.config.outboxDir)?.text ?? '', /Upload Docs/);
  });

  test('an approved or rejected application is refused with a message that says so; nothing changes', async () => {
    const approved = 'merge-four@example.com';
    assert.equal((await post(first(approved))).statusCode, 201);
    await t.db.update(users).set({ master_approval: 'Yes', status: '1' }).where(eq(users.email, approved));
    const r1 = await post({ ...first(approved), surname: 'Late' }, [{ field: 'cv_file' }]);
    assert.equal(r1.statusCode, 409);
    assert.match(r1.json().data.error, /already approved/);
    const row = await rowOf(approved);
    assert.equal(row.surname, null);
    assert.equal((await docsOf(row.id)).length, 0);

    const rejected = 'merge-five@example.com';
    assert.equal((await post(first(rejected))).statusCode, 201);
    await t.db.update(users).set({ master_approval: 'No' }).where(eq(users.email, rejected));
    const r2 = await post(first(rejected), [{ field: 'cv_file' }]);
    assert.equal(r2.statusCode, 409);
    assert.match(r2.json().data.error, /closed by HR/);
  });
});
