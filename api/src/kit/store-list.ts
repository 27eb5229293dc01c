import { and, count, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SEARCH_COUNT_CAP, type ListResponse } from 'shared/resources';
import type { Db } from '../db/client';
import { kitRowCounts } from '../db/schema/index';
import { daySeek, SEEK_FROM } from './day-seek';
import { checkedFilters, filterWhere, whereOfFilters } from './filters';
import { orderOf, pageOf, searchWhere, type ListParams } from './query';
import { searchPaging, type OwnPage } from './search-paging';
import type { StoreBase } from './store-base';
import type { ResourceOptions, Row } from './types';

/** How much dearer a row tested on the walk (its tsvector worked out) is than a match fetched by the index. */
const WALK_COST = 10;
/** Rows walked per row wanted (offset + page size) when how common the matches are is unknown. */
const PROBE_WALK = 40;

/** The list side of a resource: paged, sorted, searched pages with their total, and the export. */
export function storeList(db: Db, opts: ResourceOptions, base: StoreBase) {
  const { desc, own, selection, toDto, searchColumns, select, id } = base;
  const tableName = getTableName(opts.table);
  const { matchesOnce, pageIds, walkedPage, estimatedRows } = searchPaging(db, opts.table, id);

  /** A field whose options are a scale (`ordered`) sorts by its option's place in the list. */
  function optionRank(field: string): SQL | undefined {
    const f = desc.fields.find((x) => x.name === field);
    const col = own[field];
    if (!f?.ordered || !f.options?.length || !col) return undefined;
    return sql`(CASE ${col} ${sql.join(
      f.options.map((o, i) => sql`WHEN ${o.value} THEN ${i}`),
      sql` `,
    )} END)`;
  }

  /** The table's row count kept by triggers (migration 0104), or null when the table is not tracked. */
  async function keptCount(): Promise<number | null> {
    const [kept] = await db.select({ n: kitRowCounts.n }).from(kitRowCounts).where(eq(kitRowCounts.table_name, tableName));
    return kept ? Number(kept.n) : null;
  }

  /**
   * The total: the kept count when nothing filters, else counted; with a `cap`, counted up to it
   * (`capped`: more rows match). A search that matches most rows costs the planner as much through
   * its GIN index as through a scan of the table, but the scan works out every row's tsvector (at
   * 100,000 guides: 4.6 s against 0.25 s), while the index's matches are exact and need none: a
   * searched count is kept off the table scan.
   */
  async function countRows(
    where: SQL | undefined,
    searched = false,
    cap = Infinity,
    page?: OwnPage,
  ): Promise<{ total: number; capped: boolean; ids?: number[] }> {
    const kept = where ? null : await keptCount();
    if (kept !== null) return { total: kept, capped: false };
    let ids: number[] | undefined;
    const counted = async (run: Db) => {
      if (page && Number.isFinite(cap)) {
        const found = await matchesOnce(run, where, cap, page);
        ids = found.ids ?? undefined;
        return found.total;
      }
      if (!Number.isFinite(cap)) {
        const [{ total }] = await run.select({ total: count() }).from(opts.table).where(where);
        return total;
      }
      const upTo = run
        .select({ one: sql`1`.as('one') })
        .from(opts.table)
        .where(where)
        .limit(cap + 1)
        .as('up_to');
      const [{ total }] = await run.select({ total: count() }).from(upTo);
      return total;
    };
    const n = searched
      ? await db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL enable_seqscan = off`);
          return counted(tx);
        })
      : await counted(db);
    return n > cap ? { total: cap, capped: true } : { total: n, capped: false, ids };
  }

  async function list(params: ListParams, req: FastifyRequest): Promise<ListResponse<Row> & Row> {
    const { page, pageSize, offset } = pageOf(params, desc.defaultPageSize ?? desc.pageSizes[0] ?? 25, desc.maxPageSize);
    const search = searchWhere(searchColumns, params.search);
    const filters = checkedFilters(desc, own, params);
    const rest = and(whereOfFilters(desc, own, filters), opts.scope?.(req));
    const where = and(search, rest);
    const sortField = params.sort ?? desc.defaultSort.field;
    const order = params.order ?? (params.sort ? 'asc' : desc.defaultSort.order);
    const ranked = optionRank(sortField);
    const sortCol = ranked ?? selection[sortField] ?? id;
    const extra = opts.listExtra ? await opts.listExtra(req) : {};
    // The domain's engine first, with the filters checked above: its ids, in its order.
    const found = opts.pageIds && (await opts.pageIds({ search: params.search, sort: sortField, order, page, pageSize, filters }, req));
    if (found) {
      const place = new Map(found.ids.map((rowId, i) => [rowId, i]));
      const picked = found.ids.length
        ? await select(inArray(id as never, found.ids as never))
            .orderBy(id as never)
            .limit(found.ids.length)
            .offset(0)
        : [];
      picked.sort((a, b) => place.get(Number(a.id))! - place.get(Number(b.id))!);
      const capped = found.capped ? { totalCapped: true } : {};
      return { data: picked.map(toDto), total: found.total, page, pageSize, ...capped, ...extra };
    }
    // A computed field that is one of the table's own columns (e.g. registered_at = created_at)
    // sorts like that column: through the ids-first page, not by computing every skipped row.
    // A scale's rank is no column: its page is read in one query.
    const ownSort = ranked ? undefined : (own[sortField] ?? Object.values(own).find((c) => c === sortCol));
    // A search is counted only up to the cap: a word most rows hold would otherwise be counted row by row.
    // The planner's estimate, for a search paged by the table's own column (a joined sort reads its
    // page in one query and needs none): past the cap, the page will not come from the counted
    // matches, so they are only counted (reading their sort values too cost ~2 ms at 5,000).
    const guess = search && ownSort ? await estimatedRows(where) : 0;
    const counted = await countRows(
      where,
      !!search,
      search ? SEARCH_COUNT_CAP : Infinity,
      search && ownSort && guess <= SEARCH_COUNT_CAP ? { sortCol: ownSort, order, limit: pageSize, offset } : undefined,
    );
    const { total, capped } = counted;
    let rows: Row[];
    if (counted.ids) {
      rows = await select(inArray(id as never, (counted.ids.length ? counted.ids : [-1]) as never))
        .orderBy(...orderOf(sortCol, order, id))
        .limit(pageSize)
        .offset(0);
    } else if (ownSort) {
      // Walking the sort order works out the search document of every row it passes; fetching the
      // matches through the GIN index first reads `total` rows, each about WALK_COST times cheaper.
      // Matches bunch in the sort order (a state's pincodes share their first digits, its NDMA
      // rows sort together), so a walk may pass every row that does not match before reaching its
      // page (at 119,000 pincodes, "pune" by pincode: 740 ms against 25 ms): walk only when even
      // that is cheaper, i.e. when nearly every row matches.
      // A capped total says only that there are thousands of matches or more: the choice below is
      // made with the planner's estimate of them ('bench' in all 100,000 agreements wants the walk,
      // 'Suresh' in 10,000 of 362,000 requests the fetch, 39 ms against 109-155 ms for a walk).
      const estimate = capped && search ? guess : total;
      const matches = Math.max(total, estimate);
      const rowsInTable = search ? await keptCount() : null;
      const worstWalk = rowsInTable === null ? Infinity : rowsInTable - matches + offset + pageSize;
      const fenced = !!search && worstWalk * WALK_COST >= matches;
      // Spread matches would be met after about (offset + pageSize) * rows / total rows: a walk
      // bounded to a few times that is tried first when it is still far cheaper than the fetch.
      const budget = rowsInTable ? 4 * Math.ceil(((offset + pageSize) * rowsInTable) / Math.max(matches, 1)) + pageSize : Infinity;
      // An estimate below a capped count is the planner guessing: it has no statistics for a prefix
      // of many distinct words ('bench' of 'BENCH/EMP/000123') or for several words together. How
      // common the matches are is then unknown, and fetching them all may read the whole table
      // ('bench' in 100,000 agreements: 38 ms): a short walk goes first. It stops at the page when
      // matches are common and costs PROBE_WALK rows a row wanted when they are not.
      const guessed = capped && estimate <= total;
      const walkRows = budget * WALK_COST < matches ? budget : guessed ? Math.min(budget, PROBE_WALK * (offset + pageSize)) : 0;
      const walked =
        search && fenced && !opts.clusteredSearch && total > offset && walkRows > 0
          ? await walkedPage(search, rest, ownSort, order, { size: pageSize, offset, need: Math.min(pageSize, total - offset) }, walkRows)
          : null;
      // The default order of a `keptDays` list, unfiltered: start at the day that holds the page.
      const seek =
        !walked && !where && desc.defaultSort.keptDays && sortField === desc.defaultSort.field && offset > SEEK_FROM && offset < total
          ? await daySeek(db, tableName, ownSort as never, order, offset)
          : undefined;
      const ids =
        walked ??
        (seek
          ? pageIds(seek.bound, false, ownSort, order, pageSize, offset - seek.before)
          : pageIds(where, fenced, ownSort, order, pageSize, offset));
      rows = await select(inArray(id as never, ids as never))
        .orderBy(...orderOf(sortCol, order, id))
        .limit(pageSize)
        .offset(0);
    } else {
      // Sorted by a joined column: one query over the join.
      rows = await select(where)
        .orderBy(...orderOf(sortCol, order, id))
        .limit(pageSize)
        .offset(offset);
    }
    return { data: rows.map(toDto), total, page, pageSize, ...(capped ? { totalCapped: true } : {}), ...extra };
  }

  /**
   * Batches of the current query for the exports. The query is checked here, before the first
   * batch, so a wrong filter is a 400 rather than a stream cut short.
   */
  function exportRows(params: ListParams, req: FastifyRequest, limit = 100_000, batch = 2000): AsyncGenerator<Row[]> {
    const where = and(searchWhere(searchColumns, params.search), filterWhere(desc, own, params), opts.scope?.(req));
    const sortField = params.sort ?? desc.defaultSort.field;
    const order = params.order ?? (params.sort ? 'asc' : desc.defaultSort.order);
    return (async function* () {
      for (let offset = 0; offset < limit; offset += batch) {
        const rows = await select(where)
          .orderBy(...orderOf(optionRank(sortField) ?? selection[sortField] ?? id, order, id))
          .limit(Math.min(batch, limit - offset))
          .offset(offset);
        if (rows.length) yield rows.map(toDto);
        if (rows.length < batch) return;
      }
    })();
  }

  /** How many records match the search and filters (a count endpoint: no rows travel). */
  async function countOf(params: ListParams, req: FastifyRequest): Promise<number> {
    const search = searchWhere(searchColumns, params.search);
    return (await countRows(and(search, filterWhere(desc, own, params), opts.scope?.(req)), !!search)).total;
  }

  return { list, exportRows, count: countOf };
}
