import { amountInWords } from 'shared/resources';
import { computeInvoice, creditNoteAmounts, outstanding, percentOf } from './tax';
import { feeFor, ageingBucket, lineFeeState } from './fees';
import { financialYearOf, formatInvoiceNo, isInvoiceNo, serialOf } from './invoice-no';

// Each expectation below was worked by hand (18% GST, 10% TDS under 194J(b)).
describe('tax invoice arithmetic', () => {
  test('within one state: CGST 9% + SGST 9%, TDS on the value before GST', () => {
    // 3,500 + 250 + 4,200 = 7,950.00; 9% = 715.50 each; total 9,381.00; TDS 795.00; net 8,586.00
    const a = computeInvoice({
      lines: [
        { fee: 3500, expenses: 250 },
        { fee: 4200, expenses: 0 },
      ],
      supplierStateCode: '27',
      placeOfSupply: '27',
      gstRate: 18,
      tdsRate: 10,
    });
    expect(a).toEqual({
      taxable_value: 7950,
      cgst_rate: 9,
      sgst_rate: 9,
      igst_rate: 0,
      cgst_amount: 715.5,
      sgst_amount: 715.5,
      igst_amount: 0,
      total: 9381,
      tds_rate: 10,
      tds_amount: 795,
      net_receivable: 8586,
    });
  });

  test('across states: IGST 18%, rounded to the paisa', () => {
    // 4,999.99 x 18% = 899.9982 -> 900.00; total 5,899.99; TDS 499.999 -> 500.00; net 5,399.99
    const a = computeInvoice({
      lines: [{ fee: 4999.99, expenses: 0 }],
      supplierStateCode: '27',
      placeOfSupply: '29',
      gstRate: 18,
      tdsRate: 10,
    });
    expect([a.cgst_amount, a.sgst_amount, a.igst_rate, a.igst_amount, a.total, a.tds_amount, a.net_receivable]).toEqual([
      0, 0, 18, 900, 5899.99, 500, 5399.99,
    ]);
  });

  test('half a paisa rounds up, per tax: a split can differ from IGST by a paisa', () => {
    // 1,234.50 x 9% = 111.105 -> 111.11 twice = 222.22; x 18% = 222.21
    const intra = computeInvoice({
      lines: [{ fee: 1234.5, expenses: 0 }],
      supplierStateCode: '07',
      placeOfSupply: '7',
      gstRate: 18,
      tdsRate: 2,
    });
    const inter = computeInvoice({
      lines: [{ fee: 1234.5, expenses: 0 }],
      supplierStateCode: '07',
      placeOfSupply: '09',
      gstRate: 18,
      tdsRate: 2,
    });
    expect([intra.cgst_amount, intra.sgst_amount, intra.total, intra.tds_amount]).toEqual([111.11, 111.11, 1456.72, 24.69]);
    expect([inter.igst_amount, inter.total]).toEqual([222.21, 1456.71]);
    expect(percentOf(5, 10)).toBe(1); // 0.05 x 10% = 0.005 -> 0.01
    expect(percentOf(4, 10)).toBe(0);
  });

  test('no float drift over many lines', () => {
    const lines = Array.from({ length: 1000 }, () => ({ fee: 0.1, expenses: 0.2 }));
    const a = computeInvoice({ lines, supplierStateCode: '27', placeOfSupply: '27', gstRate: 18, tdsRate: 10 });
    expect(a.taxable_value).toBe(300);
    expect(a.total).toBe(354);
  });

  test('amounts with more than two decimals are refused', () => {
    expect(() =>
      computeInvoice({ lines: [{ fee: 10.005, expenses: 0 }], supplierStateCode: '27', placeOfSupply: '27', gstRate: 18, tdsRate: 10 }),
    ).toThrow('2 decimals');
  });

  test('credit note at the invoice rates; outstanding', () => {
    expect(creditNoteAmounts(1000, { cgst_rate: 9, sgst_rate: 9, igst_rate: 0 })).toEqual({
      taxable_value: 1000,
      cgst_amount: 90,
      sgst_amount: 90,
      igst_amount: 0,
      total: 1180,
    });
    expect(outstanding({ total: 9381, received_amount: 4000.1, tds_deducted: 795, credited_amount: 1180 })).toBe(3405.9);
  });
});

describe('amount in words (Indian system)', () => {
  test.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees One Only'],
    [99_999, 'Rupees Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
    [1_00_000, 'Rupees One Lakh Only'],
    [12_34_56_789.5, 'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Fifty Paise Only'],
    [9381, 'Rupees Nine Thousand Three Hundred Eighty One Only'],
    [5899.99, 'Rupees Five Thousand Eight Hundred Ninety Nine and Ninety Nine Paise Only'],
    [1_00_00_00_000, 'Rupees One Hundred Crore Only'],
    [0.05, 'Rupees Zero and Five Paise Only'],
  ])('%d', (n, words) => expect(amountInWords(n)).toBe(words));
});

describe('invoice numbers', () => {
  test('financial year runs April to March', () => {
    expect(financialYearOf('2026-03-31')).toBe('2526');
    expect(financialYearOf('2026-04-01')).toBe('2627');
    expect(financialYearOf('2099-12-01')).toBe('9900');
  });
  test('prefix, year, serial within 16 characters', () => {
    expect(formatInvoiceNo('MUM/', '2526', 1)).toBe('MUM/2526/00001');
    expect(formatInvoiceNo('MUM/CN/', '2526', 7)).toBe('MUM/CN/2526/0007');
    expect(serialOf('MUM/2526/00042', 'MUM/', '2526')).toBe(42);
    expect(serialOf('PUN/2526/00042', 'MUM/', '2526')).toBeNull();
    expect(() => formatInvoiceNo('MUMBAI-WEST/', '2526', 1)).toThrow('16 characters');
    expect(isInvoiceNo('MUM/2526/00001')).toBe(true);
    expect(isInvoiceNo('MUM 2526 00001')).toBe(false);
  });
});

describe('fee schedule', () => {
  test('flat, percent and per lakh, held between minimum and maximum', () => {
    expect(feeFor({ basis: 'FLAT', rate: 3500 }, 5_000_000)).toBe(3500);
    expect(feeFor({ basis: 'PERCENT', rate: 0.1, min_fee: 2500, max_fee: 25000 }, 5_000_000)).toBe(5000);
    expect(feeFor({ basis: 'PERCENT', rate: 0.1, min_fee: 2500 }, 1_000_000)).toBe(2500);
    expect(feeFor({ basis: 'PER_LAKH', rate: 50, max_fee: 25000 }, 85_00_000)).toBe(4250);
    expect(feeFor({ basis: 'PER_LAKH', rate: 50, max_fee: 25000 }, 10_00_00_000)).toBe(25000);
  });
  test("a line's fee state: the case fee, the schedule's quote, or overridden once edited", () => {
    expect(lineFeeState({ fee: 3500, case_fee: 3500, quoted_fee: null })).toBe('CASE');
    expect(lineFeeState({ fee: 4000, case_fee: 3500, quoted_fee: null })).toBe('OVERRIDDEN');
    expect(lineFeeState({ fee: 7500, case_fee: null, quoted_fee: 7500 })).toBe('QUOTED');
    // The bug this guards: a quoted fee edited on the draft stayed marked as quoted, with no reason asked.
    expect(lineFeeState({ fee: 8000, case_fee: null, quoted_fee: 7500 })).toBe('OVERRIDDEN');
    expect(lineFeeState({ fee: NaN, case_fee: null, quoted_fee: 7500 })).toBe('OVERRIDDEN');
    // A fee set at drafting for a case with neither a fee nor a quote is an override.
    expect(lineFeeState({ fee: 2000, case_fee: null, quoted_fee: null })).toBe('OVERRIDDEN');
  });
  test('ageing buckets by days past due', () => {
    expect([-3, 0, 1, 30, 31, 60, 61, 90, 91].map(ageingBucket)).toEqual([
      'Current',
      'Current',
      '1-30',
      '1-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '90+',
    ]);
  });
});
