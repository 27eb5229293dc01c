import { useState } from 'react';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tools/jest/render';
import { DateFilterField, DateTimeField } from './date-time-field';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

function Harness({ filter = false }: { filter?: boolean }) {
  const [v, setV] = useState('');
  const [changes, setChanges] = useState<string[]>([]);
  const onChange = (x: string) => {
    setV(x);
    setChanges((c) => [...c, x]);
  };
  return (
    <>
      {filter ? (
        <DateFilterField label="Received from" aria-label="Received from" value={v} onChange={onChange} />
      ) : (
        <DateTimeField label="Appointment" aria-label="Appointment" value={v} onChange={onChange} />
      )}
      <output data-testid="value">{v}</output>
      <output data-testid="changes">{changes.join('|')}</output>
    </>
  );
}

test('a date and a 24-hour time are typed as YYYY-MM-DD HH:mm whatever the locale', async () => {
  renderApp(<Harness />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Appointment' }), '20301115');
  const time = screen.getByRole('textbox', { name: 'Appointment time (HH:mm)' });
  expect(time).toHaveAttribute('placeholder', 'HH:mm');
  await userEvent.type(time, '0930');
  expect(time).toHaveValue('09:30');
  expect(screen.getByTestId('value')).toHaveTextContent('2030-11-15 09:30');
});

test('a date filter applies only whole dates (or none), never half a date', async () => {
  renderApp(<Harness filter />);
  const box = screen.getByRole('textbox', { name: 'Received from' });
  await userEvent.type(box, '2026112');
  expect(box).toHaveValue('2026-11-2');
  expect(screen.getByTestId('changes')).toHaveTextContent(/^$/);
  await userEvent.type(box, '4');
  expect(screen.getByTestId('value')).toHaveTextContent('2026-11-24');
  await userEvent.clear(box);
  expect(screen.getByTestId('changes').textContent).toBe('2026-11-24|');
});
