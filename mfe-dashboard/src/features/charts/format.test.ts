import { axisValue } from './format';

test('money axes read in lakh and crore on every chart, whole rupees below a lakh, never thousands', () => {
  expect(axisValue(80_000, 'money')).toBe('₹80,000');
  expect(axisValue(800_000, 'money')).toBe('₹8.0L');
  expect(axisValue(12_000_000, 'money')).toBe('₹1.2Cr');
  expect(axisValue(0, 'money')).toBe('₹0');
  expect(axisValue(80_000, 'money')).not.toMatch(/k$/);
  // Counts keep their short form.
  expect(axisValue(80_000)).toBe('80.0k');
  expect(axisValue(12)).toBe('12');
});
