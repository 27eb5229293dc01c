// Prints a section's rows as an aligned table on stdout.
const fmt = (v) => (typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(1)) : String(v ?? ''));

export function printTable(title, rows) {
  const body = rows.map((r) => [r.metric, fmt(r.value), r.unit ?? '', r.budget ?? '']);
  const head = ['metric', 'value', 'unit', 'budget'];
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === 1 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
}
