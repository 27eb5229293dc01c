import { fieldError } from './record-schema';
import { gstinStateError } from './india';
import type { FieldDesc } from './types';

const field = (format: FieldDesc['format']): FieldDesc => ({ name: 'x', label: 'X', type: 'text', format });

// Each Indian format of DOMAIN.md with valid and invalid examples, and the message the form shows.
const CASES: [FieldDesc['format'], string[], string[], string][] = [
  [
    'pan',
    ['ABCPE1234F', 'abcpe1234f', ' ABCPE 1234F '],
    ['ABCDE1234F', 'ABCPE1234', 'ABCP11234F', '1BCPE1234F'],
    'Enter a valid PAN, e.g. ABCPE1234F',
  ],
  [
    'aadhaar',
    ['234123412346', '2341 2341 2346'],
    ['234123412347', '123412341234', '23412341234', 'abcdabcdabcd'],
    'Enter a valid 12-digit Aadhaar number',
  ],
  ['ifsc', ['SBIN0001234', 'hdfc0abc123'], ['SBIN1001234', 'SBI0001234', 'SBIN00012345'], 'Enter a valid IFSC, e.g. SBIN0001234'],
  ['pincode', ['400051', '110 001'], ['012345', '40005', '4000511', 'ABCDEF'], 'Enter a valid 6-digit pincode'],
  [
    'mobile',
    ['9820012345', '+91 98200 12345', '919820012345', '09820012345'],
    ['5820012345', '982001234', '98200123456', '+1 9820012345'],
    'Enter a valid 10-digit mobile number',
  ],
  [
    'gstin',
    ['27AAPFU0939F1ZV', '27aapfu0939f1zv'],
    ['27AAPFU0939F1ZO', '27AAPFU0939F1Z', '99AAPFU0939F0ZV'],
    'Enter a valid GSTIN, e.g. 27AAPFU0939F1ZV',
  ],
  ['email', ['asha@example.com', ' Asha@Example.COM '], ['asha@', 'asha.example.com', 'a b@example.com'], 'Invalid Email address'],
];

describe.each(CASES)('%s', (format, valid, invalid, message) => {
  test.each(valid)('accepts %p', (v) => expect(fieldError(field(format), v, {}, 'create')).toBeNull());
  test.each(invalid)(`refuses %p with "${message}"`, (v) => expect(fieldError(field(format), v, {}, 'create')).toBe(message));
});

test('required fields use the spec wording; empty optional fields pass', () => {
  expect(
    fieldError({ name: 'name', label: 'Name', type: 'text', required: true, requiredMessage: 'Name is required' }, ' ', {}, 'create'),
  ).toBe('Name is required');
  expect(fieldError({ name: 'pw', label: 'Password', type: 'password', required: 'create' }, '', {}, 'update')).toBeNull();
  expect(fieldError({ name: 'x', label: 'PAN', type: 'text', format: 'pan' }, '', {}, 'create')).toBeNull();
});

test('wire types are checked strictly', () => {
  const money: FieldDesc = { name: 'm', label: 'Charges', type: 'money' };
  expect(fieldError(money, '12', {}, 'create')).toBe('Charges must be a number');
  expect(fieldError(money, 1.234, {}, 'create')).toBe('Charges can have at most 2 decimals');
  expect(fieldError(money, -1, {}, 'create')).toBe('Charges must be at least 0');
  expect(fieldError({ name: 'd', label: 'Due', type: 'date' }, '2025-02-30', {}, 'create')).toBe('Due must be a date (YYYY-MM-DD)');
  expect(fieldError({ name: 't', label: 'Name', type: 'text' }, 'a\u0000b', {}, 'create')).toBe(
    'Name contains characters that are not allowed',
  );
});

test('a GSTIN belongs to its state, whatever its spaces and case', () => {
  const refused = 'GSTIN must start with 29, the state code of Karnataka';
  expect(gstinStateError('Karnataka', '27AAPFU0939F1ZV')).toBe(refused);
  expect(gstinStateError('Karnataka', ' 27aapfu0939f 1zv ')).toBe(refused);
  expect(gstinStateError('Maharashtra', '27 AAPFU 0939F1ZV')).toBeNull();
  expect(gstinStateError(undefined, '27AAPFU0939F1ZV')).toBeNull();
});
