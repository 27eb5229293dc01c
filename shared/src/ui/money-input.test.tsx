import { useState } from 'react';
import { configure, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tools/jest/render';
import { groupIndian, MoneyInput, rawMoney } from './money-input';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

function Harness({ initial = '' }: { initial?: string }) {
  const [v, setV] = useState(initial);
  return (
    <>
      <MoneyInput name="fee" aria-label="Fee" value={v} onChange={setV} />
      <output data-testid="value">{v}</output>
    </>
  );
}

test('groups in lakhs and crores, keeps up to two decimals, drops what is not a figure', () => {
  expect(groupIndian('7410000')).toBe('74,10,000');
  expect(groupIndian('123456789.5')).toBe('12,34,56,789.5');
  expect(groupIndian('999')).toBe('999');
  expect(groupIndian('1000')).toBe('1,000');
  expect(groupIndian('')).toBe('');
  expect(rawMoney('₹74,10,000.456')).toBe('7410000.45');
  expect(rawMoney('00120')).toBe('120');
  expect(rawMoney('.5')).toBe('0.5');
  expect(rawMoney('1.2.3')).toBe('1.23');
  expect(rawMoney('abc')).toBe('');
});

test('shows Indian grouping while typing; the form keeps the plain number', async () => {
  renderApp(<Harness />);
  const input = screen.getByRole('textbox', { name: 'Fee' });
  const user = userEvent.setup();
  await user.type(input, '741');
  expect(input).toHaveValue('741');
  await user.type(input, '0');
  expect(input).toHaveValue('7,410');
  await user.type(input, '000');
  expect(input).toHaveValue('74,10,000');
  expect(screen.getByTestId('value')).toHaveTextContent(/^7410000$/);
  await user.type(input, '.505');
  expect(input).toHaveValue('74,10,000.50');
  expect(screen.getByTestId('value')).toHaveTextContent(/^7410000\.50$/);
});

test('a stored amount is shown grouped, and an edit in the middle keeps the caret after the digit typed', async () => {
  renderApp(<Harness initial="1234567.00" />);
  const input = screen.getByRole('textbox', { name: 'Fee' }) as HTMLInputElement;
  expect(input).toHaveValue('12,34,567.00');
  input.focus();
  // Delete the '4' (caret after '12,34'): the digits before the caret are 1, 2, 3.
  input.setSelectionRange(5, 5);
  fireEvent.change(input, { target: { value: '12,3,567.00', selectionStart: 4, selectionEnd: 4 } });
  expect(input).toHaveValue('1,23,567.00');
  expect(screen.getByTestId('value')).toHaveTextContent(/^123567\.00$/);
  expect(input.selectionStart).toBe(4);
});
