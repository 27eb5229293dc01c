import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderApp } from '../../../tools/jest/render';
import { calendarDays, calendarTitle, stepAnchor } from './calendar-dates';
import { CalendarView, type CalendarEvent } from './calendar-view';
import type { CalendarMode } from './calendar-dates';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

test('a month is whole weeks from Monday covering it; a week is Monday to Sunday; steps keep to months and weeks', () => {
  const nov = calendarDays('month', '2026-11-18');
  expect([nov[0], nov.at(-1), nov.length]).toEqual(['2026-10-26', '2026-12-06', 42]);
  const feb = calendarDays('month', '2027-02-10'); // 1 Feb 2027 is a Monday, 28 Feb a Sunday
  expect([feb[0], feb.at(-1), feb.length]).toEqual(['2027-02-01', '2027-02-28', 28]);
  expect(calendarDays('week', '2026-11-18')).toEqual([
    '2026-11-16',
    '2026-11-17',
    '2026-11-18',
    '2026-11-19',
    '2026-11-20',
    '2026-11-21',
    '2026-11-22',
  ]);
  expect(stepAnchor('month', '2026-12-31', 1)).toBe('2027-01-01');
  expect(stepAnchor('month', '2026-03-31', -1)).toBe('2026-02-01');
  expect(stepAnchor('week', '2026-12-30', 1)).toBe('2027-01-06');
  expect(calendarTitle('month', '2026-11-18')).toBe('November 2026');
  expect(calendarTitle('week', '2026-12-30')).toBe('28 Dec – 3 Jan 2027');
});

const EVENTS: CalendarEvent[] = [
  { key: 1, start: '2026-11-14', title: 'Diwali (Festival)', tone: 'purple' },
  { key: 2, start: '2026-11-16', end: '2026-11-18', title: 'Asha Rao: Casual Leave (Approved)', tone: 'green' },
  { key: 3, start: '2026-11-16', time: '10:30', title: 'BR/2526/000123 Powai' },
  { key: 4, start: '2026-11-16', time: '09:00', title: 'BR/2526/000124 Baner' },
];

function Harness() {
  const [at, setAt] = useState<{ mode: CalendarMode; anchor: string }>({ mode: 'month', anchor: '2026-11-01' });
  return <CalendarView label="Holidays" events={EVENTS} mode={at.mode} anchor={at.anchor} onChange={setAt} />;
}

const cell = (day: string) => document.querySelector<HTMLElement>(`td[data-day="${day}"]`)!;

test('entries sit on their days (spans on each day, whole days first, then by time), and Previous, Next, Week and Month move the view', async () => {
  const user = userEvent.setup();
  renderApp(<Harness />);
  const table = screen.getByRole('table', { name: 'Holidays, November 2026' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  expect(cell('2026-11-14')).toHaveTextContent('Diwali (Festival)');
  expect(cell('2026-11-14')).toHaveTextContent('Saturday 14 November 2026, 1 entry');
  for (const d of ['2026-11-16', '2026-11-17', '2026-11-18']) expect(cell(d)).toHaveTextContent('Asha Rao: Casual Leave (Approved)');
  expect(cell('2026-11-19')).not.toHaveTextContent('Asha Rao');
  // Whole-day entries first, then the timed ones by time.
  expect(
    within(cell('2026-11-16'))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Asha Rao: Casual Leave (Approved)', '09:00 BR/2526/000124 Baner', '10:30 BR/2526/000123 Powai']);
  expect(cell('2026-10-26')).toHaveAttribute('data-outside');

  await user.click(screen.getByRole('button', { name: 'Next month' }));
  expect(screen.getByRole('table', { name: 'Holidays, December 2026' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Previous month' }));
  await user.click(screen.getByRole('button', { name: 'Week' }));
  expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
  const week = screen.getByRole('table', { name: 'Holidays, 26 Oct – 1 Nov 2026' });
  expect(within(week).getAllByRole('cell')).toHaveLength(7);
  await user.click(screen.getByRole('button', { name: 'Next week' }));
  await user.click(screen.getByRole('button', { name: 'Next week' }));
  await user.click(screen.getByRole('button', { name: 'Next week' }));
  expect(screen.getByRole('table', { name: 'Holidays, 16 Nov – 22 Nov 2026' })).toBeInTheDocument();
  expect(cell('2026-11-18')).toHaveTextContent('Asha Rao');
});

test('a failed load says why and offers Retry', async () => {
  const retry = jest.fn();
  renderApp(
    <CalendarView
      label="Holidays"
      events={[]}
      mode="month"
      anchor="2026-11-01"
      onChange={() => {}}
      status="failed"
      error="Error:500Error Text: Boom"
      onRetry={retry}
    />,
  );
  expect(screen.getByText('Error:500Error Text: Boom')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalled();
});
