import {
  areaDifferencePct,
  completionRefusal,
  DEFAULT_VISIT_SETTINGS,
  measurementError,
  missingMandatory,
  photoDistance,
  photoFlags,
  siteAreas,
} from './site-visit';

const items = [
  { id: 1, item: 'Building front', mandatory: true },
  { id: 2, item: 'Kitchen', mandatory: true },
  { id: 3, item: 'View from balcony', mandatory: false },
];
const property = { lat: 19.1176, lng: 72.906 };

describe('the checklist rule', () => {
  it('lists the mandatory items no photo ticks', () => {
    expect(missingMandatory(items, new Set([1, 3])).map((i) => i.item)).toEqual(['Kitchen']);
    expect(missingMandatory(items, new Set([1, 2]))).toEqual([]);
  });
  it('refuses completion while a mandatory photo is missing, unless a reason is given', () => {
    expect(completionRefusal(items, new Set([3]), '')).toBe(
      'Take the mandatory photos (Building front, Kitchen) or give the reason they are missing.',
    );
    expect(completionRefusal(items, new Set([3]), '  no  ')).not.toBeNull();
    expect(completionRefusal(items, new Set([3]), 'Kitchen locked by the tenant')).toBeNull();
    expect(completionRefusal(items, new Set([1, 2]), null)).toBeNull();
  });
});

describe('site areas', () => {
  it('sums rooms into carpet and outlines into built-up, in the case unit', () => {
    const rows = [
      { label: 'Living', kind: 'ROOM' as const, length: 20, width: 15 },
      { label: 'Bed', kind: 'ROOM' as const, length: 10, width: 10 },
      { label: 'Outline', kind: 'OVERALL' as const, length: 25, width: 20 },
    ];
    expect(siteAreas(rows, 'FT', 'SQFT')).toEqual({ carpet_area: 400, built_up_area: 500, land_area: null });
    expect(siteAreas([{ label: 'Plot', kind: 'LAND', length: 10, width: 10 }], 'M', 'SQFT').land_area).toBe(1076.39);
  });
  it('names a bad row', () => {
    expect(measurementError({ label: 'Bed', length: 0, width: 3 })).toBe('Length of Bed must be a number above 0.');
    expect(measurementError({ label: '', length: 2, width: 3 })).toBe('Name each measurement (e.g. Bedroom 1).');
    expect(measurementError({ label: 'Bed', length: 2, width: 3 })).toBeNull();
  });
  it('gives the difference in percent of the documents', () => {
    expect(areaDifferencePct(600, 450)).toBe(25);
    expect(areaDifferencePct(null, 450)).toBeNull();
    expect(areaDifferencePct(0, 450)).toBeNull();
  });
});

describe('photo flags', () => {
  const window = { start: '2026-11-27T05:00:00Z', end: '2026-11-27T06:00:00Z' };
  it('flags a photo farther than the limit, not one within it', () => {
    const near = { lat: 19.118, lng: 72.906, taken_at: '2026-11-27T05:30:00Z' };
    const far = { lat: 19.1446, lng: 72.906, taken_at: '2026-11-27T05:30:00Z' };
    expect(photoDistance(near, property)).toBe(44);
    expect(photoFlags(near, property, window, DEFAULT_VISIT_SETTINGS)).toEqual([]);
    expect(photoFlags(far, property, window, DEFAULT_VISIT_SETTINGS)).toEqual(['FAR']);
    expect(photoFlags(far, property, window, { ...DEFAULT_VISIT_SETTINGS, max_distance_m: 5000 })).toEqual([]);
  });
  it('flags a photo taken before the visit or after it, beyond the grace', () => {
    const at = (taken_at: string) => photoFlags({ lat: 19.1176, lng: 72.906, taken_at }, property, window, DEFAULT_VISIT_SETTINGS);
    expect(at('2026-11-27T04:01:00Z')).toEqual([]);
    expect(at('2026-11-27T03:59:00Z')).toEqual(['OUTSIDE_WINDOW']);
    expect(at('2026-11-27T07:01:00Z')).toEqual(['OUTSIDE_WINDOW']);
    // An open visit runs until now.
    const open = { start: window.start, end: null };
    const now = new Date('2026-11-27T09:00:00Z');
    expect(
      photoFlags({ lat: 19.1176, lng: 72.906, taken_at: '2026-11-27T08:30:00Z' }, property, open, DEFAULT_VISIT_SETTINGS, now),
    ).toEqual([]);
  });
  it('flags a photo with no position or no time', () => {
    expect(photoFlags({ lat: null, lng: null, taken_at: null }, property, window, DEFAULT_VISIT_SETTINGS)).toEqual([
      'NO_POSITION',
      'NO_TIME',
    ]);
  });
});
