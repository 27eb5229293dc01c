import { timeLeft } from './same-day';

describe('timeLeft', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');
  it('says hours and minutes left, or how long overdue', () => {
    expect(timeLeft('2026-11-25T12:05:00Z', now)).toBe('2 h 05 min left');
    expect(timeLeft('2026-11-25T10:40:30Z', now)).toBe('40 min left');
    expect(timeLeft('2026-11-25T09:20:00Z', now)).toBe('40 min overdue');
    expect(timeLeft('2026-11-25T07:00:00Z', now)).toBe('3 h 00 min overdue');
  });
});
