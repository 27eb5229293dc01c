import { useState } from 'react';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tools/jest/render';
import { DateField, maskDate } from './date-field';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

function Harness({ initial = '' }: { initial?: string }) {
  const [v, setV] = useState(initial);
  return (
    <>
      <DateField label="Due Date" aria-label="Due Date" value={v} onChange={setV} />
      <output data-testid="value">{v}</output>
    </>
  );
}

test('masks digits into YYYY-MM-DD and leaves other shapes for the rule to refuse', () => {
  expect(maskDate('20261124')).toBe('2026-11-24');
  expect(maskDate('2026-1')).toBe('2026-1');
  expect(maskDate('2026-')).toBe('2026-');
  expect(maskDate('202611')).toBe('2026-11');
  expect(maskDate('24/11/2026')).toBe('24/11/2026');
  expect(maskDate('2026-11-245')).toBe('2026-11-24');
});

test('shows and takes YYYY-MM-DD whatever the locale; placeholder says so', async () => {
  renderApp(<Harness />);
  const box = screen.getByRole('textbox', { name: 'Due Date' });
  expect(box).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  await userEvent.type(box, '20261124');
  expect(box).toHaveValue('2026-11-24');
  expect(screen.getByTestId('value')).toHaveTextContent('2026-11-24');
});

test('the calendar opens on its button and a picked day comes back as YYYY-MM-DD', async () => {
  renderApp(<Harness initial="2026-11-10" />);
  await userEvent.click(screen.getByRole('button', { name: 'Choose Due Date' }));
  const day = await screen.findByRole('button', { name: /November 24, 2026/ });
  await userEvent.click(day);
  expect(screen.getByRole('textbox', { name: 'Due Date' })).toHaveValue('2026-11-24');
});
