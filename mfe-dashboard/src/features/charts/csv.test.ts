import { csvFileName, toCsv } from './csv';

test('quotes commas, quotes and line breaks; neutralises spreadsheet formulas; keeps numbers', async () => {
  const csv = await toCsv(
    [
      { key: 'a', label: 'Name, full' },
      { key: 'b', label: 'Value' },
    ],
    [
      { a: 'Shah "Sr"', b: -12.5 },
      { a: 'line\nbreak', b: 0 },
      { a: '=SUM(A1)', b: null },
    ],
  );
  expect(csv).toBe('"Name, full",Value\r\n"Shah ""Sr""",-12.5\r\n"line\nbreak",0\r\n\'=SUM(A1),\r\n');
});

test('file names come from the title and the date', () => {
  expect(csvFileName('Daily Branchwise Intiation', '2026-11-21')).toBe('daily-branchwise-intiation-2026-11-21.csv');
  expect(csvFileName('***', '2026-11-21')).toBe('data-2026-11-21.csv');
});
