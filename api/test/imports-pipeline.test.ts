// The one import pipeline (api/src/lib/imports), unit by unit: encodings, CSV lines, blank and
// separator rows, the header search, Indian dates and amounts, and the browser's byte parts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { csvParts } from 'mfe-realestate/model';
import { HttpError } from '../src/http/errors';
import { decodeText, readAmount, readDay, readImport, readTable } from '../src/lib/imports/index';

const cols = [
  { key: 'name', label: 'Name', required: true },
  { key: 'amount', label: 'Amount', names: ['amt'], required: true },
  { key: 'note', label: 'Note' },
];

describe('import pipeline', () => {
  test('encodings: UTF-8 with and without BOM, UTF-16 LE/BE with BOM and LE without, Windows-1252', () => {
    const text = 'Name,Note\r\ncafé ₹,x\r\n';
    assert.deepEqual(decodeText(Buffer.from(`\uFEFF${text}`)), { text, encoding: 'utf-8' });
    assert.deepEqual(decodeText(Buffer.from(text)), { text, encoding: 'utf-8' });
    assert.deepEqual(decodeText(Buffer.from(`\uFEFF${text}`, 'utf16le')), { text, encoding: 'utf-16le' });
    const be = Buffer.from(`\uFEFF${text}`, 'utf16le').swap16();
    assert.deepEqual(be.subarray(0, 2).toString('hex'), 'feff');
    assert.deepEqual(decodeText(be), { text, encoding: 'utf-16be' });
    assert.deepEqual(decodeText(Buffer.from(text, 'utf16le')), { text, encoding: 'utf-16le' });
    const cp = decodeText(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x39, 0x93, 0x71, 0x94]));
    assert.deepEqual(cp, { text: 'café €9“q”', encoding: 'windows-1252' });
    assert.ok(!cp.text.includes('\uFFFD'));
  });

  test('CSV: a record holding a line break keeps the line it starts on; empty and separator rows are ignored', async () => {
    const t = await readTable(Buffer.from('Name,Amount\n"two\nlines",5\n,,\n---,---\n  ,\nlast,6\n'));
    assert.deepEqual(
      t.lines.map((l) => [l.line, l.cells[0]]),
      [
        [1, 'Name'],
        [2, 'two\nlines'],
        [7, 'last'],
      ],
    );
    assert.equal(t.ignored, 3);
  });

  test('the header: the first row naming the required columns within the first 10 rows, by label, key or another name', async () => {
    const csv = ['Amounts for October', 'printed 05-10-2026', '', 'NAME,AMT,Note', 'Asha,"1,00,000",a'].join('\n');
    const sheet = await readImport(Buffer.from(csv), cols);
    assert.equal(sheet.headerLine, 4);
    assert.deepEqual(sheet.rows, [{ line: 5, values: { name: 'Asha', amount: '1,00,000', note: 'a' } }]);
    const deep = [...Array.from({ length: 10 }, (_, i) => `title ${i}`), 'Name,Amount', 'x,1'].join('\n');
    await assert.rejects(readImport(Buffer.from(deep), cols), (e: HttpError) => {
      assert.equal(e.statusCode, 400);
      assert.equal(e.message, 'No row among the first 10 names the columns Name, Amount: the header row must name them.');
      return true;
    });
    await assert.rejects(readImport(Buffer.from('Name,Total\nx,1'), cols), /names the column Amount:/);
  });

  test('a row holding a replacement character is refused, never stored', async () => {
    const sheet = await readImport(Buffer.from('Name,Amount\nDeccan caf\uFFFD,1\nok,2\n'), cols);
    assert.deepEqual(
      sheet.refused.map((r) => r.line),
      [2],
    );
    assert.deepEqual(
      sheet.rows.map((r) => r.line),
      [3],
    );
  });

  test('dates: day first the Indian way, YYYY-MM-DD and Excel date cells; ambiguous and impossible ones refused with the reason', () => {
    for (const [text, day] of [
      ['05-10-2026', '2026-10-05'],
      ['5/10/2026', '2026-10-05'],
      ['11.10.2026', '2026-10-11'],
      ['2026-10-05', '2026-10-05'],
      ['2026-10-05T00:00:00.000Z', '2026-10-05'],
      ['29-02-2028', '2028-02-29'],
    ])
      assert.deepEqual(readDay(text), { value: day }, text);
    assert.match(readDay('10/25/2026').error!, /ambiguous: write the day first/);
    assert.match(readDay('05-10-26').error!, /ambiguous: write the year with four digits/);
    assert.match(readDay('31-02-2026').error!, /not a date of the calendar/);
    assert.match(readDay('next Monday').error!, /not a date \(DD-MM-YYYY or YYYY-MM-DD\)/);
  });

  test('amounts: Indian and western grouping, ₹, Rs., INR and /-; a misplaced comma refused', () => {
    for (const [text, n] of [
      ['1,23,45,678.50', 12_345_678.5],
      ['₹ 12,500', 12_500],
      ['Rs. 1,50,000/-', 150_000],
      ['Rs.98,000', 98_000],
      ['INR 1,000,000', 1_000_000],
      ['-1,200', -1200],
      ['700', 700],
    ] as const)
      assert.deepEqual(readAmount(text), { value: n }, text);
    assert.ok(readAmount('12,34').error);
    assert.ok(readAmount('one lakh').error);
  });

  test('the browser sends a large CSV as byte parts, each led by the lines down to the header row', () => {
    const cp = Buffer.from('Title,\r\nName,Amount\r\ncaf\xe9,1\r\nb,2\r\nc,3\r\n', 'latin1');
    const parts = csvParts(new Uint8Array(cp), 3);
    assert.equal(Buffer.from(parts.first).toString('latin1'), 'Title,\r\nName,Amount\r\ncaf\xe9,1\r\n');
    const rest = parts.rest(2);
    assert.deepEqual(
      rest.map((p) => [Buffer.from(p.bytes).toString('latin1'), p.firstLine]),
      [['Title,\r\nName,Amount\r\nb,2\r\nc,3\r\n', 4]],
    );
    assert.deepEqual(csvParts(new Uint8Array(Buffer.from('Name\r\nx\r\n', 'utf16le')), 1).rest(1), [], 'UTF-16 goes whole');
  });
});
