import { blockSet } from './blocks';

/** The rollup's facts (migration 1060 lists each with its id, key and measures). */
export type Fact = 'intake' | 'pincode' | 'city' | 'received' | 'event' | 'visit' | 'staff' | 'actor' | 'released' | 'revenue';

/** A labelled range of days (day numbers, inclusive) to sum over. */
export interface Group {
  grp: string;
  from: number;
  to: number;
}

/**
 * `FROM (…) t` over the given facts for labelled day ranges, for one company branch (or all when
 * null). t has (grp, fact, company_branch_id, id, key, n, amount, seconds, part): the folded rows
 * of each range's aligned blocks plus the range's pending facts from dash_delta, read in one
 * statement, so every sum is exact whether or not the fold has run. `where` filters both arms on
 * alias r. Parameters $at..$at+6 (by default $1..$7; a query's own from $8); several can so share
 * one statement.
 */
export function overRollup(facts: Fact | Fact[], groups: Group[], branchId: number | null, where = '', at = 1) {
  const set = blockSet(groups);
  const list = (Array.isArray(facts) ? facts : [facts]).map((f) => `'${f}'`).join(', ');
  /** The statement's placeholder of this query's i-th parameter (1..7). */
  const p = (i: number) => `$${at + i - 1}`;
  const own = `r.fact IN (${list}) AND (${p(4)}::int IS NULL OR r.company_branch_id = ${p(4)}::int)${where ? ` AND ${where}` : ''}`;
  const columns = 'r.fact, r.company_branch_id, r.id, r.key, r.n, r.amount, r.seconds, r.part';
  // A few blocks are plain nested-loop lookups; for long block lists (all-time age groups) the
  // LATERAL fence (OFFSET 0) keeps each block a primary-key range lookup where the planner would
  // otherwise hash the whole rollup.
  const folded =
    set.lvl.length <= 16
      ? `SELECT q.grp, ${columns} FROM unnest(${p(1)}::smallint[], ${p(2)}::int[], ${p(3)}::text[]) AS q(lvl, bucket, grp)
         JOIN dash_rollup r ON r.lvl = q.lvl AND r.bucket = q.bucket AND ${own}`
      : `SELECT q.grp, t.* FROM unnest(${p(1)}::smallint[], ${p(2)}::int[], ${p(3)}::text[]) AS q(lvl, bucket, grp)
         CROSS JOIN LATERAL (SELECT ${columns} FROM dash_rollup r WHERE r.lvl = q.lvl AND r.bucket = q.bucket AND ${own}
                             OFFSET 0) t`;
  const pending = `SELECT g.grp, ${columns} FROM unnest(${p(5)}::text[], ${p(6)}::int[], ${p(7)}::int[]) AS g(grp, lo, hi)
         JOIN dash_delta r ON r.day BETWEEN g.lo AND g.hi AND ${own}`;
  return {
    from: `FROM (${folded} UNION ALL ${pending}) t`,
    params: [
      set.lvl,
      set.bucket,
      set.grp,
      branchId,
      groups.map((g) => g.grp),
      groups.map((g) => g.from),
      groups.map((g) => g.to),
    ] as unknown[],
  };
}
