import type { Registry } from 'shared/resources';
import { changedRemotes } from './changed-remotes';

const reg = (versions: Record<string, string>): Registry => ({
  remotes: Object.fromEntries(
    Object.entries(versions).map(([name, version]) => [
      name,
      { name, package: name.replace('_', '-'), version, entry: `/remotes/${name}/${version}/remoteEntry.js`, pages: [] },
    ]),
  ),
});

test('only remotes this page loaded and whose version moved count', () => {
  const boot = reg({ mfe_hr: '1.0.0', mfe_bills: '1.0.0', mfe_cases: '1.0.0' });
  const latest = reg({ mfe_hr: '1.0.1', mfe_bills: '1.1.0', mfe_cases: '1.0.0' });
  expect(changedRemotes(boot, latest, new Set(['mfe_hr', 'mfe_cases']))).toEqual([
    { name: 'mfe_hr', package: 'mfe-hr', from: '1.0.0', to: '1.0.1' },
  ]);
  expect(changedRemotes(boot, latest, new Set())).toEqual([]);
});

test('a rollback counts as a change too; a remote that left the registry does not', () => {
  expect(changedRemotes(reg({ mfe_hr: '1.0.1' }), reg({ mfe_hr: '1.0.0' }), new Set(['mfe_hr']))[0].to).toBe('1.0.0');
  expect(changedRemotes(reg({ mfe_hr: '1.0.1' }), reg({}), new Set(['mfe_hr']))).toEqual([]);
});
