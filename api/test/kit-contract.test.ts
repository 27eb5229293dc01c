// The API takes back what it gives, for every resource the kit registers: create -> read -> PUT
// the record as read with one field changed -> read again -> DELETE with a JSON content type and
// no body (and If-Match of the version read, except on the version-less legacy paths of spec section 7). Each resource's new record is a copy of one of its demo records (unique values made
// unique), so the table follows the descriptions without a hand-kept list.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FieldDesc } from 'shared/resources';
import { writableFields } from 'shared/resources';
import { registeredResources, type ResourceOptions } from '../src/kit/index';
import { bearer, login, makeTestApp, type TestApp } from './helpers';

// Built before the tests are declared: the registered resources are the table.
const t: TestApp = await makeTestApp();
const h = bearer(await login(t.app, 'admin@example.com'));
after(() => t.close());

type Rec = Record<string, unknown>;
const json = { 'content-type': 'application/json' };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...h, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });

/** The DELETEs of spec section 7 (body 'none', no version): last writer wins there. */
const LEGACY_DELETES = ['/api/users_dummy', '/api/branch-master', '/api/dispatch-hard-copies', '/api/tasks'];
const baseOf = (r: ResourceOptions) => r.base ?? `/api/${r.desc.path}`;
/** Create bodies the demo record cannot give (write-only fields): the initial password. */
const EXTRA: Record<string, Rec> = {
  users: { password: 'contract123', password_confirmation: 'contract123' },
  // An https address and a list of milestones: no sample from the description alone fits either.
  'webhook-endpoints': { url: 'https://bank.example.com/hooks', events: ['report.released'] },
};

let n = 0;
/** A copy of a value that may have to be unique (names, codes, e-mails), still valid for its field. */
function unique(f: FieldDesc, v: unknown): unknown {
  if (typeof v !== 'string' || !v || f.type === 'select' || f.type === 'date' || f.pattern || f.format === 'aadhaar') return v;
  n += 1;
  if (f.type === 'email' || f.format === 'email') return v.replace('@', `.k${n}@`);
  if (f.format) return v;
  const max = f.maxLength ?? 255;
  return `${v.slice(0, Math.max(1, max - 6))} K${n}`.slice(0, max);
}

/** The field the test edits: a plain text, else a number, else another option. */
function edited(r: ResourceOptions, row: Rec): [string, unknown] | undefined {
  const fields = writableFields(r.desc).filter((f) => f.only !== 'create' && !f.transient && !f.format && !f.pattern && !f.sameAs);
  const text = fields.find((f) => (f.type === 'text' || f.type === 'textarea') && typeof row[f.name] === 'string');
  if (text) return [text.name, `${String(row[text.name]).slice(0, (text.maxLength ?? 255) - 10)} (edited)`];
  const num = fields.find(
    (f) => f.type === 'number' && typeof row[f.name] === 'number' && (f.max === undefined || (row[f.name] as number) < f.max),
  );
  if (num) return [num.name, (row[num.name] as number) + 1];
  const opt = fields.find((f) => f.type === 'select' && f.options && f.options.length > 1 && f.name !== r.desc.statusFlow?.field);
  if (opt) return [opt.name, opt.options!.find((o) => o.value !== row[opt.name])!.value];
  const date = fields.find((f) => f.type === 'date');
  if (date) return [date.name, row[date.name] === '2026-03-15' ? '2026-03-16' : '2026-03-15'];
  return undefined;
}

/** The next value of the same shape (a code's last digit or letter, the next option, the next day). */
function bump(f: FieldDesc | undefined, v: unknown): unknown {
  if (f?.options && f.options.length > 1) return f.options[(f.options.findIndex((o) => o.value === v) + 1) % f.options.length].value;
  if (typeof v !== 'string' || !v) return v;
  if (f?.type === 'date') return new Date(Date.parse(v) + 86_400_000).toISOString().slice(0, 10);
  const i = v.search(/[0-9A-Za-z][^0-9A-Za-z]*$/);
  const c = v[i];
  const next = /[0-9]/.test(c)
    ? String((Number(c) + 1) % 10)
    : c === 'z'
      ? 'a'
      : c === 'Z'
        ? 'A'
        : String.fromCharCode(c.charCodeAt(0) + 1);
  return v.slice(0, i) + next + v.slice(i + 1);
}

/** A record from the description alone (no demo record to copy): defaults, first options, samples. */
async function sampleOf(r: ResourceOptions): Promise<Rec> {
  const body: Rec = {};
  for (const f of writableFields(r.desc)) {
    if (f.only === 'update' || !(f.required || f.default !== undefined)) continue;
    if (f.default !== undefined) body[f.name] = f.default;
    else if (f.options?.length) body[f.name] = f.options[0].value;
    else if (f.optionsFrom) {
      const rows = (await call('GET', `/api/${f.optionsFrom.path}?page=1&pageSize=1`)).json().data as Rec[];
      body[f.name] = rows[0][f.optionsFrom.valueField];
    } else if (f.type === 'number' || f.type === 'money') body[f.name] = f.min ?? 1;
    else if (f.type === 'date') body[f.name] = '2026-03-10';
    else if (f.type === 'email' || f.format === 'email') body[f.name] = unique(f, 'contract@example.com');
    else body[f.name] = unique(f, `Contract ${f.label}`);
  }
  return { ...body, ...EXTRA[r.desc.name] };
}

/** A create body from a stored record: its writable fields, unique values made unique. */
function copyOf(r: ResourceOptions, row: Rec): Rec {
  const body: Rec = {};
  for (const f of writableFields(r.desc)) {
    if (f.only === 'update' || f.transient || !(f.name in row)) continue;
    body[f.name] = unique(f, row[f.name]);
  }
  const flow = r.desc.statusFlow;
  if (flow && flow.field in body) body[flow.field] = flow.initial[0];
  return { ...body, ...EXTRA[r.desc.name] };
}

/** POST, making values the database holds unique (409 on a field) unique by bumping them. */
async function create(r: ResourceOptions, body: Rec) {
  for (let i = 0; ; i++) {
    const res = await call('POST', baseOf(r), body);
    const taken = res.statusCode === 409 ? Object.keys((res.json().fields ?? {}) as Rec) : [];
    if (!taken.length || i === 20) return res;
    for (const k of taken)
      body[k] = bump(
        r.desc.fields.find((f) => f.name === k),
        body[k],
      );
  }
}

/** What the API serves for a resource (a module may add its own create or read on the kit's paths). */
function served(r: ResourceOptions) {
  const base = baseOf(r);
  const has = (method: string, url: string) => t.app.apiRoutes.some((a) => a.method === method && a.url === url);
  const ops = { create: true, update: true, delete: true, ...r.desc.operations };
  return {
    base,
    create: ops.create && has('POST', base),
    read: has('GET', `${base}/:id`),
    update: ops.update && has('PUT', `${base}/:id`),
    remove: ops.delete && has('DELETE', `${base}/:id`),
    /** A required upload cannot come from a copy: such a resource writes back a demo record. */
    copyable: !r.desc.fields.some((f) => f.type === 'file' && f.required),
  };
}

const table = registeredResources().filter((r) => {
  const s = served(r);
  return s.update || (s.create && s.remove);
});

describe('every kit resource: create, read, write the read record back, read, delete', () => {
  test('the table holds every resource that takes writes', () => assert.ok(table.length >= 50, `${table.length} resources`));
  for (const r of table) {
    test(r.desc.name, async () => {
      const s = served(r);
      const { base } = s;
      const list = await call('GET', `${base}?page=1&pageSize=1`);
      assert.equal(list.statusCode, 200, list.body);
      const [sample] = list.json().data as Rec[];
      const readOf = async (id: number, fallback: Rec) => {
        if (!s.read) return fallback;
        const res = await call('GET', `${base}/${id}`);
        assert.equal(res.statusCode, 200, `read: ${res.body}`);
        assert.equal(res.headers.etag, `"${res.json().data.version as number}"`);
        return res.json().data as Rec;
      };
      const source = sample && (await readOf(sample.id as number, sample));

      let record: Rec;
      // A record the test cannot delete again is made only when there is no demo record to write back.
      const made = s.create && s.copyable && (s.remove || !source);
      if (made) {
        const created = await create(r, source ? copyOf(r, source) : await sampleOf(r));
        assert.equal(created.statusCode, 201, `create: ${created.body}`);
        record = await readOf(created.json().data.id as number, created.json().data as Rec);
      } else {
        assert.ok(source, `${r.desc.name}: a demo record to write back`);
        record = source;
      }
      const id = record.id as number;
      let current = record;

      if (s.update) {
        const change = edited(r, record);
        assert.ok(change, `${r.desc.name}: a field to edit`);
        const put = await call('PUT', `${base}/${id}`, { ...record, [change[0]]: change[1] });
        assert.equal(put.statusCode, 200, `write back: ${put.body}`);
        assert.equal(put.headers.etag, `"${(record.version as number) + 1}"`);
        current = await readOf(id, put.json().data as Rec);
        assert.equal(current[change[0]], change[1], `${change[0]} kept`);
      }
      if (made && s.remove) {
        // The spec's own client deletes without a version; every other DELETE names the one it read.
        const legacy = LEGACY_DELETES.includes(base);
        if (!legacy) {
          const bare = await call('DELETE', `${base}/${id}`, undefined, json);
          assert.equal(bare.statusCode, 428, `delete without a version: ${bare.body}`);
        }
        const ifMatch: Record<string, string> = legacy ? {} : { 'if-match': `"${current.version as number}"` };
        const del = await call('DELETE', `${base}/${id}`, undefined, { ...json, ...ifMatch });
        assert.equal(del.statusCode, 200, `delete: ${del.body}`);
        if (s.read) assert.equal((await call('GET', `${base}/${id}`)).statusCode, 404, 'deleted');
      }
    });
  }
});
