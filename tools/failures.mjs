// Which tests failed and why, in a line or two each, for the end of `npm test`: a CI log is often
// kept only as its tail, and the runners print their failures far above it.

const ANSI = /\x1b\[[0-9;]*m/g;
const MAX_LINES = 3;

/** The first lines of an error message, without colour codes. */
const brief = (message = '') =>
  String(message)
    .replace(ANSI, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, MAX_LINES)
    .join(' | ');

/** node:test's TAP output: every failed test itself (not a parent that failed only through it). */
export function tapFailures(out) {
  const lines = out.split('\n');
  const found = [];
  lines.forEach((line, i) => {
    const m = /^\s*not ok \d+ - (.+)$/.exec(line);
    if (!m) return;
    const block = [];
    for (let j = i + 1; j < lines.length && !/^\s*\.\.\.\s*$/.test(lines[j]); j++) block.push(lines[j]);
    const yaml = block.join('\n');
    if (/failureType: 'subtestsFailed'/.test(yaml)) return;
    const location = /location: '([^']+)'/.exec(yaml)?.[1];
    const inline = /^\s*error: '(.*)'\s*$/m.exec(yaml)?.[1];
    const multi = /^(\s*)error: \|-?\n((?:\1\s+.*\n?)+)/m.exec(yaml)?.[2];
    found.push({ name: m[1], where: location, why: brief(inline ?? multi) });
  });
  return found;
}

/** Jest's --json report. */
export function jestFailures(report) {
  return report.testResults.flatMap((file) => [
    ...(file.testExecError || (file.status === 'failed' && !file.assertionResults.length)
      ? [{ name: 'suite failed to run', where: file.name, why: brief(file.testExecError?.message ?? file.message) }]
      : []),
    ...file.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => ({ name: a.fullName, where: file.name, why: brief(a.failureMessages?.[0]) })),
  ]);
}

/**
 * Playwright's JSON report: failed or timed-out tests, and errors outside any test. With `flaky`,
 * the tests that failed and then passed on a retry instead (Playwright's status 'flaky'): the run
 * passes, but the summary names them with their first failure.
 */
export function playwrightFailures(report, { flaky = false } = {}) {
  const found = flaky ? [] : (report.errors ?? []).map((e) => ({ name: 'outside any test', why: brief(e.message) }));
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const passedLast = results.at(-1)?.status === 'passed';
        if (flaky !== (passedLast && test.status === 'flaky')) continue;
        const bad = results.find((r) => r.status !== 'passed' && r.status !== 'skipped');
        if (bad) {
          found.push({
            name: [...titles, spec.title].filter(Boolean).join(' › '),
            where: `${spec.file}:${spec.line}`,
            why: `${bad.status}: ${brief(bad.error?.message ?? bad.errors?.[0]?.message)}`,
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file === child.file ? [...titles, child.title] : [child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/** Lines for the summary, at most `max` failures. */
export function failureLines(failures, max = 10) {
  const lines = failures
    .slice(0, max)
    .flatMap((f) => [`  ✖ ${f.name}${f.where ? `  (${f.where})` : ''}`, ...(f.why ? [`      ${f.why}`] : [])]);
  if (failures.length > max) lines.push(`  … and ${failures.length - max} more`);
  return lines;
}
