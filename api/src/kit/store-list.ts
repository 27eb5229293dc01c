import { and, count, eq, getTableName, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SEARCH_COUNT_CAP, type ListResponse } from 'shared/resources';
import type { Db } from '../db/client';
import { kitRowCounts } from '../db/schema/index';
import { derivedSelection } from './derive';
import { checkedFilters, filterWhere, whereOfFilters } from './filters';
import { pageOf, searchWhere, type ListParams } from './query';
import { countUpTo, parseCursor, placed, seekPage, type Seek, type SeekRequest } from './seek';
import type { StoreBase } from './store-base';
import type { Joinable, ResourceOptions, Row } from './types';

/** The list side of a resource: pages read by keyset (kit/seek.ts) or by number, their total, and the export. */
export function storeList(db: Db, opts: ResourceOptions, base: StoreBase) {
  const { desc, own, selection, toDto, searchColumns, select, id } = base;
  const tableName = getTableName(opts.table);
  // The joins of the selection (as store-base makes them), for a sort by a joined column.
  const join = opts.join ?? (opts.columns ? undefined : derivedSelection(desc, opts.table, opts).join);

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

  /**
   * The ids statement of a list: the table alone when it sorts by one of its own columns (or a
   * scale's rank of one); over the selection's joins when it sorts by a joined or computed value.
   */
  function seekOf(where: SQL | undefined, sortField: string, order: 'asc' | 'desc'): Omit<SeekRequest, 'size' | 'seek' | 'offset'> {
    const ranked = optionRank(sortField);
    if (ranked) return { from: sql`${opts.table}`, where, sort: { col: ranked, id: sql`${id}`, order, nullable: true } };
    const sortCol = selection[sortField] ?? id;
    // A computed field that is one of the table's own columns (e.g. registered_at = created_at) sorts like that column.
    const ownCol = (own[sortField] ?? Object.values(own).find((c) => c === sortCol)) as (SQLWrapper & { notNull?: boolean }) | undefined;
    if (ownCol) return { from: sql`${opts.table}`, where, sort: { col: sql`${ownCol}`, id: sql`${id}`, order, nullable: !ownCol.notNull } };
    const q = db
      .select({ kit_id: sql`${id}`.as('kit_id'), kit_s: sql`${sortCol}`.as('kit_s') })
      .from(opts.table)
      .$dynamic() as unknown as Joinable;
    const joined = (join ? join(q) : q) as unknown as { where(w: SQL | undefined): SQLWrapper };
    return {
      from: sql`${joined.where(where)} kit_q`,
      where: undefined,
      sort: { col: sql`kit_q.kit_s`, id: sql`kit_q.kit_id`, order, nullable: true },
    };
  }

  /** The rows of `ids`, as answered, in the ids' order. */
  async function rowsOf(ids: number[]): Promise<Row[]> {
    if (!ids.length) return [];
    const place = new Map(ids.map((rowId, i) => [rowId, i]));
    const picked = await select(inArray(id as never, ids as never))
      .orderBy()
      .limit(ids.length)
      .offset(0);
    picked.sort((a, b) => place.get(Number(a.id))! - place.get(Number(b.id))!);
    return picked.map(toDto);
  }

  /** The table's row count kept by triggers (migration 0104), or null when the table is not tracked. */
  async function keptCount(): Promise<number | null> {
    const [kept] = await db.select({ n: kitRowCounts.n }).from(kitRowCounts).where(eq(kitRowCounts.table_name, tableName));
    return kept ? Number(kept.n) : null;
  }

  /** The exact total: the kept count when nothing filters, else counted. */
  async function countRows(where: SQL | undefined): Promise<number> {
    const kept = where ? null : await keptCount();
    if (kept !== null) return kept;
    const [{ total }] = await db.select({ total: count() }).from(opts.table).where(where);
    return total;
  }

  const sortOf = (params: ListParams) => {
    const field = params.sort ?? desc.defaultSort.field;
    const order = params.order ?? (params.sort ? 'asc' : desc.defaultSort.order);
    return { field, order };
  };
  const cursors = (p: { next?: string; prev?: string }) => ({ ...(p.next ? { next: p.next } : {}), ...(p.prev ? { prev: p.prev } : {}) });

  /**
   * One page: with no cursor, page `page` by number; with `after:` / `before:`, the page beside
   * the one the cursor came from (its number is the client's, echoed); with `last`, the last page
   * (the last numbered one when the total is exact, else the last pageSize rows).
   */
  async function list(params: ListParams, req: FastifyRequest): Promise<ListResponse<Row> & Row> {
    const { page, pageSize, offset } = pageOf(params, desc.defaultPageSize ?? desc.pageSizes[0] ?? 25, desc.maxPageSize);
    const seek = parseCursor(params.cursor);
    const search = searchWhere(searchColumns, params.search);
    const filters = checkedFilters(desc, own, params);
    const where = and(search, whereOfFilters(desc, own, filters), opts.scope?.(req));
    const { field, order } = sortOf(params);
    const extra = opts.listExtra ? await opts.listExtra(req) : {};
    // The domain's engine first, with the filters checked above: its ids, in its order.
    const found =
      opts.pageIds &&
      (await opts.pageIds({ search: params.search, sort: field, order, page, pageSize, filters, cursor: params.cursor }, req));
    if (found) {
      const capped = found.capped ? { totalCapped: true } : {};
      return {
        data: await rowsOf(found.ids),
        total: found.total,
        page: found.page ?? page,
        pageSize,
        ...capped,
        ...cursors(found),
        ...extra,
      };
    }
    // A search is counted only up to the cap: a word most rows hold would otherwise be counted row by row.
    const statement = { ...seekOf(where, field, order), size: pageSize, seek, offset };
    const counted = search
      ? await countUpTo(db, sql`${opts.table}`, where, SEARCH_COUNT_CAP)
      : { total: await countRows(where), capped: false };
    const got = await placed(db, statement, counted, page);
    return {
      data: await rowsOf(got.ids),
      total: got.total,
      page: got.page,
      pageSize,
      ...(got.capped ? { totalCapped: true } : {}),
      ...cursors(got),
      ...extra,
    };
  }

  /**
   * Batches of the current query for the exports, in the list's order, each read from where the
   * last ended. The query is checked here, before the first batch, so a wrong filter is a 400
   * rather than a stream cut short.
   */
  function exportRows(params: ListParams, req: FastifyRequest, limit = 100_000, batch = 2000): AsyncGenerator<Row[]> {
    const where = and(searchWhere(searchColumns, params.search), filterWhere(desc, own, params), opts.scope?.(req));
    const { field, order } = sortOf(params);
    const statement = seekOf(where, field, order);
    return (async function* () {
      let seek: Seek | undefined;
      for (let done = 0; done < limit;) {
        const found = await seekPage(db, { ...statement, size: Math.min(batch, limit - done), seek });
        const rows = await rowsOf(found.ids);
        if (rows.length) yield rows;
        done += found.ids.length;
        if (!found.next) return;
        seek = parseCursor(found.next);
      }
    })();
  }

  /** How many records match the search and filters (a count endpoint: no rows travel). */
  async function countOf(params: ListParams, req: FastifyRequest): Promise<number> {
    const search = searchWhere(searchColumns, params.search);
    return countRows(and(search, filterWhere(desc, own, params), opts.scope?.(req)));
  }

  return { list, exportRows, count: countOf };
}
