/**
 * The part of semver the gate needs: does a version satisfy a range such as `^19.3.1`, `~2.4`,
 * `>=18 <20`, `1.x || 2.x`, `*`. Pre-release tags are ignored (module federation's own check
 * treats them the same way for the ranges our builds emit).
 */
export type Triple = [number, number, number];

export function parseVersion(v: string): Triple | null {
  const m = /^\s*v?(\d+)\.(\d+)\.(\d+)/.exec(v);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

const cmp = (a: Triple, b: Triple) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

interface Bound {
  min: Triple;
  /** Exclusive upper bound; null = none. */
  max: Triple | null;
  minInclusive: boolean;
  maxInclusive?: boolean;
}

const X = /^[xX*]$/;

/** A partial version: '19', '19.3', '19.x', '19.3.1'; missing parts are wildcards. */
function partial(s: string): (number | null)[] | null {
  const parts = s.replace(/^v/, '').split(/[-+]/)[0].split('.');
  if (parts.length > 3 || parts.some((p) => !/^\d+$/.test(p) && !X.test(p))) return null;
  const nums = parts.map((p) => (X.test(p) ? null : Number(p)));
  const firstWild = nums.indexOf(null);
  return firstWild === -1 ? nums : nums.slice(0, firstWild);
}

const fill = (p: (number | null)[]): Triple => [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0];

function comparator(token: string): Bound | null {
  const m = /^(\^|~|>=|<=|>|<|=)?\s*(.*)$/.exec(token.trim());
  if (!m) return null;
  const op = m[1] ?? '';
  if (m[2] === '' || X.test(m[2])) return op === '<' ? { min: [0, 0, 0], max: [0, 0, 0], minInclusive: true } : { min: [0, 0, 0], max: null, minInclusive: true };
  const p = partial(m[2]);
  if (!p || p.length === 0) return null;
  const lo = fill(p);
  const bump = (i: number): Triple => (i === 0 ? [lo[0] + 1, 0, 0] : i === 1 ? [lo[0], lo[1] + 1, 0] : [lo[0], lo[1], lo[2] + 1]);
  switch (op) {
    case '^': {
      const i = lo[0] > 0 || p.length === 1 ? 0 : lo[1] > 0 || p.length === 2 ? 1 : 2;
      return { min: lo, max: bump(i), minInclusive: true };
    }
    case '~':
      return { min: lo, max: bump(p.length === 1 ? 0 : 1), minInclusive: true };
    case '>=':
      return { min: lo, max: null, minInclusive: true };
    case '>':
      return p.length === 3 ? { min: lo, max: null, minInclusive: false } : { min: bump(p.length - 1), max: null, minInclusive: true };
    case '<':
      return { min: [0, 0, 0], max: lo, minInclusive: true };
    case '<=':
      return p.length === 3
        ? { min: [0, 0, 0], max: lo, minInclusive: true, maxInclusive: true }
        : { min: [0, 0, 0], max: bump(p.length - 1), minInclusive: true };
    default:
      return { min: lo, max: p.length === 3 ? lo : bump(p.length - 1), minInclusive: true, maxInclusive: p.length === 3 };
  }
}

function within(v: Triple, b: Bound): boolean {
  const lo = cmp(v, b.min);
  if (lo < 0 || (lo === 0 && !b.minInclusive)) return false;
  if (!b.max) return true;
  const hi = cmp(v, b.max);
  return b.maxInclusive ? hi <= 0 : hi < 0;
}

/** The comparator sets of a range (`||` alternatives), each a list of bounds; null if unreadable. */
function sets(range: string): Bound[][] | null {
  const out: Bound[][] = [];
  for (const alt of range.split('||')) {
    const hyphen = /^\s*(\S+)\s+-\s+(\S+)\s*$/.exec(alt);
    const tokens = hyphen ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`] : alt.trim().replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1').split(/\s+/);
    const bounds = tokens.filter(Boolean).map(comparator);
    if (bounds.some((b) => !b)) return null;
    out.push(bounds.length ? (bounds as Bound[]) : [{ min: [0, 0, 0], max: null, minInclusive: true }]);
  }
  return out;
}

export function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  const s = sets(range);
  if (!v || !s) return false;
  return s.some((bounds) => bounds.every((b) => within(v, b)));
}

/** Whether some alternative of the range starts in the same major as `version` (a minor/patch gap). */
export function sameMajor(version: string, range: string): boolean {
  const v = parseVersion(version);
  const s = sets(range);
  if (!v || !s) return false;
  return s.some((bounds) => Math.max(...bounds.map((b) => b.min[0])) === v[0]);
}

export function compareVersions(a: string, b: string): number {
  const pa = parseVersion(a);
  const pb = parseVersion(b);
  if (pa && pb) return cmp(pa, pb) || a.localeCompare(b);
  return a.localeCompare(b);
}

export function bumpVersion(version: string, part: 'major' | 'minor' | 'patch'): string {
  const v = parseVersion(version);
  if (!v) throw new Error(`"${version}" is not a semantic version (x.y.z)`);
  if (part === 'major') return `${v[0] + 1}.0.0`;
  if (part === 'minor') return `${v[0]}.${v[1] + 1}.0`;
  return `${v[0]}.${v[1]}.${v[2] + 1}`;
}
