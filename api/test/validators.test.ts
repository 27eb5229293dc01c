import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  gstinCheckChar,
  isAadhaar,
  isGstin,
  isIfsc,
  isMobile,
  isPan,
  isPincode,
  maskAadhaar,
  normaliseMobile,
  verhoeffValid,
} from 'shared/resources';

test('PAN: fourth letter is the holder type; spaces and case are normalised', () => {
  assert.equal(isPan('ABCPE1234F'), true);
  assert.equal(isPan('abcpe 1234 f'), true);
  assert.equal(isPan('AAPFU0939F'), true);
  assert.equal(isPan('ABCDE1234F'), false, 'D is not a holder type');
  assert.equal(isPan('ABCP1234F'), false);
  assert.equal(isPan('ABCPE12345'), false);
});

test('Aadhaar: 12 digits, not starting with 0 or 1, Verhoeff check digit', () => {
  assert.equal(isAadhaar('234123412346'), true);
  assert.equal(isAadhaar('2341 2341 2346'), true);
  assert.equal(isAadhaar('234123412347'), false, 'wrong check digit');
  assert.equal(isAadhaar('134123412346'), false, 'starts with 1');
  assert.equal(isAadhaar('23412341234'), false, '11 digits');
  assert.equal(verhoeffValid('2363'), true, 'classic Verhoeff example 236 -> 3');
  assert.equal(verhoeffValid('2364'), false);
  assert.equal(maskAadhaar('2346'), 'XXXX XXXX 2346');
});

test('IFSC: four letters, a zero, six letters or digits', () => {
  assert.equal(isIfsc('SBIN0001234'), true);
  assert.equal(isIfsc('hdfc0abc123'), true);
  assert.equal(isIfsc('SBIN1001234'), false, 'fifth character must be 0');
  assert.equal(isIfsc('SBI00001234'), false);
  assert.equal(isIfsc('SBIN000123'), false);
});

test('Pincode: six digits, not starting with 0', () => {
  assert.equal(isPincode('400001'), true);
  assert.equal(isPincode('400 001'), true);
  assert.equal(isPincode('040001'), false);
  assert.equal(isPincode('40001'), false);
});

test('Mobile: ten digits starting 6-9 after +91, 91 or 0', () => {
  assert.equal(normaliseMobile('+91 98200 12345'), '9820012345');
  assert.equal(normaliseMobile('919820012345'), '9820012345');
  assert.equal(normaliseMobile('09820012345'), '9820012345');
  assert.equal(isMobile('9820012345'), true);
  assert.equal(isMobile('+919820012345'), true);
  assert.equal(isMobile('5820012345'), false, 'starts with 5');
  assert.equal(isMobile('982001234'), false, 'nine digits');
});

test('GSTIN: format and mod-36 check character', () => {
  assert.equal(isGstin('27AAPFU0939F1ZV'), true);
  assert.equal(isGstin('27aapfu0939f1zv'), true);
  assert.equal(isGstin('27AAPFU0939F1ZO'), false, 'wrong check character');
  assert.equal(isGstin('27AAPFU0939F1YV'), false, '14th character must be Z');
  assert.equal(gstinCheckChar('27AAPFU0939F1Z'), 'V');
});
