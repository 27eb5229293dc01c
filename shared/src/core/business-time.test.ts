import { businessDate, businessInstant, businessTimeZone, businessToday, setBusinessTimeZone } from 'shared/time';
import { formatDate, formatDateTime } from './formats';

afterEach(() => setBusinessTimeZone('Asia/Kolkata'));

test('the business day of an instant follows the business zone, not the machine clock', () => {
  // 04:48 IST on 24 November is still the 23rd in UTC (issue 9: two different received dates).
  const stamp = '2026-11-23T23:18:00.000Z';
  expect(businessTimeZone()).toBe('Asia/Kolkata');
  expect(formatDate(stamp)).toBe('2026-11-24');
  expect(formatDateTime(stamp)).toBe('2026-11-24 04:48');
  setBusinessTimeZone('UTC');
  expect(formatDate(stamp)).toBe('2026-11-23');
  expect(businessDate(new Date(stamp))).toBe('2026-11-23');
});

test('date-only values are shown as they are; an unknown zone keeps the current one', () => {
  expect(formatDate('2026-11-24')).toBe('2026-11-24');
  setBusinessTimeZone('Mars/Olympus');
  expect(businessTimeZone()).toBe('Asia/Kolkata');
  expect(businessToday()).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()));
});

test('a wall-clock time on the business clock is one instant, whatever the machine zone', () => {
  expect(businessInstant('2026-11-24', '10:30')?.toISOString()).toBe('2026-11-24T05:00:00.000Z');
  expect(businessInstant('2026-07-01', '09:00', 'Europe/London')?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
  expect(businessInstant('2026-02-30', '09:00')).toBeNull();
  expect(businessInstant('2026-11-24', '24:10')).toBeNull();
});
