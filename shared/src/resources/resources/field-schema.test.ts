import { ObjectSchema } from 'yup';
import { formSchema, recordSchema, ruleFailures, firstMessages } from './record-schema';
import { validateRecord } from './record';
import type { ResourceDesc } from './types';

// A courier-like record: a status flow, a date required once delivered, a PAN, a pin list, a
// confirmation, a read-only number, an upload, and a rule across fields.
const desc = {
  name: 'couriers',
  title: 'Couriers',
  singular: 'courier',
  path: 'couriers',
  right: 'dashboard_page',
  titleField: 'name',
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 20 },
    { name: 'pan', label: 'PAN', type: 'text', format: 'pan' },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      options: [
        { value: 'SENT', label: 'Sent' },
        { value: 'DELIVERED', label: 'Delivered' },
      ],
    },
    { name: 'delivered_at', label: 'Delivered On', type: 'date', requiredWhen: { field: 'status', values: ['DELIVERED'] } },
    { name: 'pins', label: 'Pincodes', type: 'tags', itemFormat: 'pincode', maxItems: 3 },
    { name: 'code', label: 'Code', type: 'password', required: 'create', transient: true },
    { name: 'code_again', label: 'Code again', type: 'password', sameAs: 'code', only: 'create', transient: true },
    { name: 'charges', label: 'Charges', type: 'money' },
    { name: 'no', label: 'No', type: 'text', readOnly: true },
    { name: 'proof', label: 'Proof', type: 'file', accept: ['application/pdf'], maxBytes: 1024 * 1024 },
  ],
  columns: [{ field: 'name', label: 'Name' }],
  searchable: [],
  defaultSort: { field: 'name', order: 'asc' },
  pageSizes: [10],
  maxPageSize: 100,
  messages: { created: '', updated: '', deleted: '' },
  statusFlow: {
    field: 'status',
    initial: ['SENT'],
    transitions: { SENT: ['DELIVERED'] },
    message: 'A courier cannot go from {from} to {to}',
  },
  check: (v: Record<string, unknown>) => (v.charges === 13 ? { charges: 'Charges of 13 are unlucky' } : {}),
} as ResourceDesc;

const valid = { name: 'Asha', status: 'SENT', code: 'x1', code_again: 'x1' };

test('the rules are yup schemas: each field its own typed schema with named tests', () => {
  const schema = recordSchema(desc, 'create');
  expect(schema).toBeInstanceOf(ObjectSchema);
  const described = schema.describe().fields as Record<string, { type: string; tests: { name?: string }[] }>;
  expect(described.name.type).toBe('string');
  expect(described.name.tests.map((t) => t.name)).toEqual(['characters', 'max', 'filled']);
  expect(described.charges.type).toBe('number');
  expect(described.pins.type).toBe('array');
  expect(described.pan.tests.map((t) => t.name)).toContain('format');
  // Read-only and upload fields are not part of a body; the form's schema has the upload.
  expect(Object.keys(described)).not.toContain('no');
  expect(Object.keys(described)).not.toContain('proof');
  expect(Object.keys(formSchema(desc, 'create').describe().fields)).toContain('proof');
});

test('create: every field, the first message of each, spec wording for a missing one', () => {
  expect(validateRecord(desc, valid, 'create')).toEqual({});
  expect(
    validateRecord(
      desc,
      { name: ' ', status: 'SENT', pan: 'ABCDE1234F', pins: ['400051', '4000'], charges: 1.234, code: 'a', code_again: 'b' },
      'create',
    ),
  ).toEqual({
    name: 'Name is required',
    pan: 'Enter a valid PAN, e.g. ABCPE1234F',
    pins: 'Pincodes: Enter a valid 6-digit pincode',
    charges: 'Charges can have at most 2 decimals',
    code_again: 'Code again does not match',
  });
  // Nothing is cast: a number in text is refused, as the JSON Schema before it would.
  expect(validateRecord(desc, { ...valid, charges: '12' }, 'create')).toEqual({ charges: 'Charges must be a number' });
  expect(validateRecord(desc, { ...valid, pins: ['400051', '400 051'] }, 'create')).toEqual({ pins: 'Pincodes lists the same item twice' });
  expect(validateRecord(desc, { ...valid, name: 'a'.repeat(21) }, 'create')).toEqual({ name: 'Name must be at most 20 characters' });
});

test('update: only what is sent is judged, a conditional requirement on the merged record', () => {
  const stored = { name: 'Asha', status: 'SENT', delivered_at: null, charges: '12.50' };
  // `name` is required but not sent: left as it is, not judged; the stored text charges neither.
  expect(validateRecord(desc, { pan: 'ABCPE1234F' }, 'update', stored)).toEqual({});
  expect(validateRecord(desc, { name: '' }, 'update', stored)).toEqual({ name: 'Name is required' });
  // Delivered without a date: the stored record has none.
  expect(validateRecord(desc, { status: 'DELIVERED' }, 'update', stored)).toEqual({ delivered_at: 'Delivered On is required' });
  expect(validateRecord(desc, { status: 'DELIVERED', delivered_at: '2026-11-30' }, 'update', stored)).toEqual({});
  // The stored date satisfies it.
  expect(validateRecord(desc, { status: 'DELIVERED' }, 'update', { ...stored, delivered_at: '2026-11-29' })).toEqual({});
});

test('an illegal status change is the one thing said; the record check speaks after the fields', () => {
  expect(validateRecord(desc, { status: 'SENT', name: '' }, 'update', { status: 'DELIVERED' })).toEqual({
    status: 'A courier cannot go from Delivered to Sent',
  });
  expect(validateRecord(desc, { ...valid, status: 'DELIVERED', delivered_at: '2026-11-30' }, 'create')).toEqual({
    status: 'A courier cannot go from new to Delivered',
  });
  expect(validateRecord(desc, { ...valid, charges: 13 }, 'create')).toEqual({ charges: 'Charges of 13 are unlucky' });
  // Sent with an update on a stored 13, the check still speaks (it reads the merged record).
  expect(validateRecord(desc, { name: 'Bina' }, 'update', { status: 'SENT', charges: 13 })).toEqual({
    charges: 'Charges of 13 are unlucky',
  });
});

test('the form runs the same schema, uploads included', () => {
  const file = { size: 2 * 1024 * 1024, type: 'application/pdf' };
  const failures = ruleFailures(formSchema(desc, 'create'), { ...valid, name: 'a'.repeat(21), proof: file });
  expect(firstMessages(failures)).toEqual({ name: 'Name must be at most 20 characters', proof: 'Proof must be at most 1 MB' });
  expect(firstMessages(ruleFailures(formSchema(desc, 'create'), { ...valid, proof: { size: 10, type: 'image/png' } }))).toEqual({
    proof: 'Proof must be PDF',
  });
});
