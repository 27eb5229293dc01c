import { consideredArea, outsideAvmRange } from './valuation';

describe('the area the rates apply to', () => {
  test('a flat: its carpet area, else built-up, else super built-up, else land', () => {
    expect(consideredArea('RES_FLAT', { carpet_area: '612', built_up_area: 735, land_area_considered: 2000 })).toEqual({
      field: 'carpet_area',
      value: 612,
    });
    expect(consideredArea('OFFICE', { carpet_area: '', built_up_area: '735' })).toEqual({ field: 'built_up_area', value: 735 });
    expect(consideredArea('RES_FLAT', { land_area_doc: 90 })).toEqual({ field: 'land_area_doc', value: 90 });
  });
  test('a plot or farm land: the land considered first, then site, then documents, then the unit', () => {
    expect(consideredArea('PLOT', { land_area_considered: 250, carpet_area: 90 })).toEqual({ field: 'land_area_considered', value: 250 });
    expect(consideredArea('AGRI_LAND', { land_area_site: '2.5', land_area_doc: 3 })).toEqual({ field: 'land_area_site', value: 2.5 });
    expect(consideredArea('PLOT', { carpet_area: 90 })).toEqual({ field: 'carpet_area', value: 90 });
  });
  test('no area filled, zero, negative or not a number: none', () => {
    expect(consideredArea('RES_FLAT', {})).toBeNull();
    expect(consideredArea(null, { carpet_area: 0, built_up_area: -5, super_built_up_area: 'abc', land_area_doc: null })).toBeNull();
  });
});

describe('the rate adopted against the AVM range', () => {
  const avm = { count: 5, rate_low: 5000, rate_high: 7000 };
  test('outside below or above warns; inside and on the bounds does not', () => {
    expect(outsideAvmRange(4999, avm)).toBe(true);
    expect(outsideAvmRange(7001, avm)).toBe(true);
    expect([5000, 6000, 7000].map((r) => outsideAvmRange(r, avm))).toEqual([false, false, false]);
  });
  test('no rate adopted, or no comparables (no range, or only the floor): no warning', () => {
    expect(outsideAvmRange(null, avm)).toBe(false);
    expect(outsideAvmRange(Number.NaN, avm)).toBe(false);
    expect(outsideAvmRange(9000, { count: 0, rate_low: null, rate_high: null })).toBe(false);
    // Only the ready-reckoner floor: low = high = the floor.
    expect(outsideAvmRange(9000, { count: 0, rate_low: 3000, rate_high: 3000 })).toBe(false);
  });
});
