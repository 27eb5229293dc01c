import type { BlockSet } from './blocks';

export type SummaryTable =
  'dash_intake' | 'dash_pincode' | 'dash_city' | 'dash_bank' | 'dash_event' | 'dash_staff' | 'dash_visit' | 'dash_revenue';

/** Tables that also keep the firm's total under company_branch_id 0 (migration 0201). */
const WITH_TOTALS: ReadonlySet<SummaryTable> = new Set(['dash_intake', 'dash_event']);

/**
 * `FROM <blocks>, LATERAL <summary rows of the block> t` for a query over a block set, for one
 * company branch or all. LATERAL keeps each block a primary-key range lookup (a hash join would
 * read the whole table once the block list grows). `q.grp` labels the range a block belongs to.
 * For all branches a table with totals is read at its total rows, unless `perBranch` asks for the
 * branches' own rows. Parameters: $1..$4 (lvl[], bucket[], grp[], branch); a query's own from $5.
 * `columns` are the summary columns the query reads.
 */
export function overBlocks(table: SummaryTable, set: BlockSet, branchId: number | null, columns: string, where = '', perBranch = false) {
  const branch = !WITH_TOTALS.has(table)
    ? '($4::int IS NULL OR s.company_branch_id = $4::int)'
    : branchId !== null || !perBranch
      ? 's.company_branch_id = coalesce($4::int, 0)'
      : '($4::int IS NULL AND s.company_branch_id > 0)';
  // A few blocks are plain nested-loop lookups anyway; the LATERAL fence (OFFSET 0) costs a
  // projection per row, so it is kept for long block lists only, where the planner would hash.
  if (set.lvl.length <= 16) {
    return {
      from: `FROM unnest($1::smallint[], $2::int[], $3::text[]) AS q(lvl, bucket, grp)
             JOIN ${table} t ON t.lvl = q.lvl AND t.bucket = q.bucket AND ${branch.replace(/\bs\./g, 't.')}
             ${where ? `AND ${where.replace(/\bs\./g, 't.')}` : ''}`,
      params: [set.lvl, set.bucket, set.grp, branchId] as unknown[],
    };
  }
  return {
    from: `FROM unnest($1::smallint[], $2::int[], $3::text[]) AS q(lvl, bucket, grp)
           CROSS JOIN LATERAL (
             SELECT ${columns} FROM ${table} s
             WHERE s.lvl = q.lvl AND s.bucket = q.bucket AND ${branch}
             ${where ? `AND ${where}` : ''}
             OFFSET 0
           ) t`,
    params: [set.lvl, set.bucket, set.grp, branchId] as unknown[],
  };
}
