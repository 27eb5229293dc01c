import { addressSimilarity, ADDRESS_SIMILARITY } from './duplicates';
import { amountInWords } from 'shared/resources';
import { addBusinessDays, financialYear, formatCaseNo, tatState } from './tat';
import { distressValue, realisableValue } from './valuation';

describe('TAT in business days', () => {
  const holidays = new Set(['2025-11-05']);
  test('weekends and holidays are skipped, the time of day kept', () => {
    // Monday 3 Nov 2025, 11:00 IST + 5 business days, Wednesday 5th a holiday -> Tuesday 11th.
    const from = new Date('2025-11-03T05:30:00Z');
    expect(addBusinessDays(from, 5, holidays).toISOString()).toBe('2025-11-11T05:30:00.000Z');
    expect(addBusinessDays(from, 5, new Set()).toISOString()).toBe('2025-11-10T05:30:00.000Z');
  });
  test('Friday + 1 is Monday; a Saturday request counts from Monday', () => {
    expect(addBusinessDays(new Date('2025-11-07T06:00:00Z'), 1, new Set()).toISOString()).toBe('2025-11-10T06:00:00.000Z');
    expect(addBusinessDays(new Date('2025-11-08T06:00:00Z'), 1, new Set()).toISOString()).toBe('2025-11-10T06:00:00.000Z');
  });
  test('the Indian date decides: 23:00 IST Friday is Friday', () => {
    expect(addBusinessDays(new Date('2025-11-07T17:30:00Z'), 1, new Set()).toISOString()).toBe('2025-11-10T17:30:00.000Z');
  });
  test('on time, due today, breached', () => {
    const due = '2025-11-10T12:00:00Z';
    expect(tatState(due, null, new Date('2025-11-09T12:00:00Z'))).toBe('ON_TIME');
    expect(tatState(due, null, new Date('2025-11-10T05:00:00Z'))).toBe('DUE_TODAY');
    expect(tatState(due, null, new Date('2025-11-10T12:00:01Z'))).toBe('BREACHED');
    expect(tatState(due, '2025-11-10T11:00:00Z', new Date('2025-12-01T00:00:00Z'))).toBe('ON_TIME');
    expect(tatState(null, null)).toBeNull();
  });
  test('a cancelled case shows Cancelled, not a TAT state, whatever its due date', () => {
    expect(tatState('2025-11-10T12:00:00Z', null, new Date('2025-11-09T12:00:00Z'), 'CANCELLED')).toBe('CANCELLED');
    expect(tatState(null, null, new Date(), 'CANCELLED')).toBe('CANCELLED');
    expect(tatState('2025-11-10T12:00:00Z', null, new Date('2025-11-09T12:00:00Z'), 'WIP')).toBe('ON_TIME');
  });
  test('financial year and case number', () => {
    expect(financialYear(new Date('2026-03-31T18:00:00Z'))).toBe('2526'); // 31 March 23:30 IST
    expect(financialYear(new Date('2026-03-31T18:31:00Z'))).toBe('2627'); // 1 April 00:01 IST
    expect(formatCaseNo('BR', '2526', 123)).toBe('BR/2526/000123');
  });
});

describe('amounts in Indian words, as the report prints them', () => {
  test('rupees and paise', () => {
    expect(amountInWords(4530000)).toBe('Rupees Forty Five Lakh Thirty Thousand Only');
    expect(amountInWords(8500000)).toBe('Rupees Eighty Five Lakh Only');
    expect(amountInWords(1250.5)).toBe('Rupees One Thousand Two Hundred Fifty and Fifty Paise Only');
  });
});

describe('derived values and duplicates', () => {
  test('realisable and distress from the bank’s percentages', () => {
    expect(realisableValue({ fair_market_value: 8500000, realisable_pct: 90 })).toBe(7650000);
    expect(distressValue({ fair_market_value: 8500000, distress_pct: 80 })).toBe(6800000);
    expect(distressValue({ fair_market_value: 8500000, distress_pct: null })).toBeNull();
  });
  test('near-identical addresses match; different ones do not', () => {
    expect(
      addressSimilarity('Flat 402, Sai Krupa CHS, Andheri East 400069', 'flat no. 402 Sai-Krupa CHS Andheri (E) 400069'),
    ).toBeGreaterThanOrEqual(ADDRESS_SIMILARITY);
    expect(addressSimilarity('Flat 402, Sai Krupa CHS, Andheri East', 'Shop 3, Galaxy Plaza, Koregaon Park, Pune')).toBeLessThan(0.5);
    // Neighbours are not duplicates: the numbers differ.
    expect(addressSimilarity('Flat 402, Sai Krupa CHS, Andheri East', 'Flat 403, Sai Krupa CHS, Andheri East')).toBe(0);
  });
});
