import semver from 'semver';

/**
 * The version checks the release gate and CLI need, on the `semver` package. Pre-release tags are
 * ignored (module federation's own check treats them the same way for the ranges our builds emit).
 */
const core = (version: string) => semver.coerce(version)?.version ?? null;

export function satisfies(version: string, range: string): boolean {
  const v = core(version);
  if (!v || semver.validRange(range, { loose: true }) === null) return false;
  return semver.satisfies(v, range, { loose: true });
}

/** Whether some alternative of the range starts in the same major as `version` (a minor/patch gap). */
export function sameMajor(version: string, range: string): boolean {
  const v = core(version);
  if (!v || semver.validRange(range, { loose: true }) === null) return false;
  return range.split('||').some((alt) => semver.minVersion(alt.trim() || '*', { loose: true })?.major === semver.major(v));
}

export function compareVersions(a: string, b: string): number {
  const [ca, cb] = [core(a), core(b)];
  return (ca && cb && semver.compare(ca, cb)) || a.localeCompare(b);
}

export function bumpVersion(version: string, part: 'major' | 'minor' | 'patch'): string {
  const v = core(version);
  const next = v && /^\s*v?\d+\.\d+\.\d+/.test(version) ? semver.inc(v, part) : null;
  if (!next) throw new Error(`"${version}" is not a semantic version (x.y.z)`);
  return next;
}
