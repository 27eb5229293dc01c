import { avmConfidence, estimateValue, quantile, rrColumnFor, toSqft } from './avm';

const TODAY = '2026-11-25';
const comps = (rates: number[], date = TODAY) => rates.map((rate) => ({ rate, date }));

describe('AVM estimate on a hand-made set of comparables', () => {
  test('five rates: median, quartiles, estimate = median x area, low-high from the quartiles', () => {
    const e = estimateValue(comps([7000, 4000, 6000, 8000, 5000]), { area: 1000, unit: 'SQFT', rrRateSqft: null, today: TODAY });
    expect([e.count, e.q1, e.median, e.q3]).toEqual([5, 5000, 6000, 7000]);
    expect([e.estimate, e.low, e.high]).toEqual([6_000_000, 5_000_000, 7_000_000]);
    expect(e.dispersion).toBeCloseTo(0.333, 3);
    // 5/12 for count x 1 for recency x (1 - 1/3) for spread.
    expect(e.confidence).toBe(28);
    expect(e.confidence_label).toBe('Low');
    expect(e.floored).toBe(false);
  });

  test('quartiles of an even count interpolate between order statistics', () => {
    const sorted = [10, 20, 30, 40];
    expect([quantile(sorted, 0.25), quantile(sorted, 0.5), quantile(sorted, 0.75)]).toEqual([17.5, 25, 32.5]);
  });

  test('the ready-reckoner value is the floor of the estimate and of the range', () => {
    const e = estimateValue(comps([4000, 5000, 6000, 7000, 8000]), { area: 1000, unit: 'SQFT', rrRateSqft: 6500, today: TODAY });
    expect(e.market_value).toBe(6_000_000);
    expect([e.estimate, e.low, e.high, e.rr_value]).toEqual([6_500_000, 6_500_000, 7_000_000, 6_500_000]);
    expect(e.floored).toBe(true);
  });

  test('no comparable: the ready-reckoner value alone, with no confidence', () => {
    const e = estimateValue([], { area: 100, unit: 'SQM', rrRateSqft: 5000, today: TODAY });
    expect(e.area_sqft).toBeCloseTo(1076.39, 2);
    expect([e.count, e.estimate, e.confidence, e.confidence_label]).toEqual([0, Math.round(5000 * 1076.39), 0, 'None']);
  });

  test('confidence falls with fewer, older and more spread comparables', () => {
    const tight = [5900, 6000, 6000, 6100, 6000, 5950, 6050, 6000, 6020, 5980, 6010, 5990];
    const base = estimateValue(comps(tight), { area: 1000, unit: 'SQFT', rrRateSqft: null, today: TODAY }).confidence;
    expect(base).toBeGreaterThanOrEqual(95);
    const fewer = estimateValue(comps(tight.slice(0, 4)), { area: 1000, unit: 'SQFT', rrRateSqft: null, today: TODAY }).confidence;
    const older = estimateValue(comps(tight, '2025-05-25'), { area: 1000, unit: 'SQFT', rrRateSqft: null, today: TODAY }).confidence;
    const spread = estimateValue(comps(tight.map((r, i) => (i % 2 ? r * 1.4 : r * 0.7))), {
      area: 1000,
      unit: 'SQFT',
      rrRateSqft: null,
      today: TODAY,
    });
    expect(fewer).toBeLessThan(base);
    expect(older).toBeLessThan(base);
    expect(spread.confidence).toBeLessThan(base);
    expect(avmConfidence(12, 18, 0)).toBe(50);
  });

  test('units and ready-reckoner columns', () => {
    expect(toSqft(1, 'HECTARE')).toBeCloseTo(107_639.1, 1);
    expect(rrColumnFor('AGRI_LAND')).toEqual({ column: 'rate_agricultural', perSqm: false });
    expect(rrColumnFor('RES_FLAT').column).toBe('rate_residential');
  });
});
