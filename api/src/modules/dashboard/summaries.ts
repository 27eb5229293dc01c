import type { BlockSet } from './blocks';

export type SummaryTable =
  | 'dash_intake' | 'dash_pincode' | 'dash_city' | 'dash_bank' | 'dash_event' | 'dash_staff' | 'dash_visit' | 'dash_revenue';

/**
 * `FROM <blocks>, LATERAL <summary rows of the block> t` for a query over a block set, optionally
 * one company branch. LATERAL keeps each block a primary-key range lookup (a hash join would read
 * the whole table once the block list grows). `q.grp` labels the range a block belongs to.
 * Parameters: $1..$4 (lvl[], bucket[], grp[], branch); a query's own ones start at $5.
 * `columns` are the summary columns the query reads.
 */
export function overBlocks(table: SummaryTable, set: BlockSet, branchId: number | null, columns: string, where = '') {
  return {
    from: `FROM unnest($1::smallint[], $2::int[], $3::text[]) AS q(lvl, bucket, grp)
           CROSS JOIN LATERAL (
             SELECT ${columns} FROM ${table} s
             WHERE s.lvl = q.lvl AND s.bucket = q.bucket AND ($4::int IS NULL OR s.company_branch_id = $4::int)
             ${where ? `AND ${where}` : ''}
             OFFSET 0
           ) t`,
    params: [set.lvl, set.bucket, set.grp, branchId] as unknown[],
  };
}
