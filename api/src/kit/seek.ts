import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../http/errors';
import { rows, type Runner } from '../db/rows';

/**
 * Keyset ("seek") paging, shared by the kit's lists and the case lists. A page is read from the
 * row next to a known one in the list's order (its sort value and id), so the tenth page and the
 * ten-thousandth cost the same: one plain statement on the sort's index, no rows skipped.
 *
 * The wire contract (query `cursor`, answer `next` / `prev`): the answer names the cursors of the
 * pages beside it, `after:<key>` and `before:<key>` (the key is opaque to the client); `cursor=last`
 * asks for the list's last page. Without a cursor a list reads its `page` by number (OFFSET): the
 * first page, or a page typed or linked while the list is short.
 */

/** A row's place in the order: its sort value as text (null when empty) and its id. */
export type SeekKey = [value: string | null, id: number];
export type Seek = { after: SeekKey } | { before: SeekKey } | { last: true };

export const CURSOR_MESSAGE = 'The page cursor is not one this list gave out. Go to the first page.';

/**
 * The longest sort value a cursor carries, and its longest text: a value of 2,000 characters of
 * Devanagari (3 bytes each in UTF-8) is ~8,000 characters of base64url.
 */
const MAX_VALUE = 2000;
const MAX_KEY = 8200;
const CURSOR = new RegExp(`^(after|before):([A-Za-z0-9_-]{1,${MAX_KEY}})$`);

/** The `cursor` a list was asked with; undefined when absent. A cursor the list never gave out is a 400. */
export function parseCursor(text: string | undefined): Seek | undefined {
  if (!text) return undefined;
  if (text === 'last') return { last: true };
  const m = CURSOR.exec(text);
  let key: unknown;
  try {
    key = m && JSON.parse(Buffer.from(m[2], 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  const ok =
    Array.isArray(key) &&
    key.length === 2 &&
    (key[0] === null || (typeof key[0] === 'string' && key[0].length <= MAX_VALUE)) &&
    Number.isSafeInteger(key[1]);
  if (!m || !ok) throw badRequest({ cursor: CURSOR_MESSAGE });
  return m[1] === 'after' ? { after: key as SeekKey } : { before: key as SeekKey };
}

export const cursorOf = (side: 'after' | 'before', key: SeekKey) => `${side}:${Buffer.from(JSON.stringify(key)).toString('base64url')}`;

/** The query-string property of a list's cursor (for the route's schema). */
export const cursorProperty = { type: 'string', maxLength: MAX_KEY + 7 } as const;

export interface SeekOrder {
  /** The sort's expression (a column, or a rank worked out from one). */
  col: SQL;
  /** The row's unique id: ties of the sort value are ordered by it. */
  id: SQL;
  order: 'asc' | 'desc';
  /** The sort value may be empty: empty values come last in either direction. */
  nullable: boolean;
}

export interface SeekRequest {
  /** `FROM …` (and joins) of the rows. */
  from: SQL;
  where: SQL | undefined;
  sort: SeekOrder;
  /** Rows wanted. */
  size: number;
  seek?: Seek;
  /** Rows skipped when there is no cursor (a page read by its number). */
  offset?: number;
}

export interface SeekPage {
  ids: number[];
  /** The cursors of the pages beside this one, when there are rows there. */
  next?: string;
  prev?: string;
}

/**
 * How many rows a page reads and its number. `cursor=last` on an exactly counted list is the last
 * numbered page (its own rows, not the last pageSize), so the pages before it keep their numbers;
 * under a capped count it is the last pageSize rows, at the page the client sent.
 */
function pagePlace(seek: Seek | undefined, count: { total: number; capped: boolean }, page: number, pageSize: number) {
  const lastByNumber = !!seek && 'last' in seek && !count.capped && count.total > 0;
  return lastByNumber ? { size: ((count.total - 1) % pageSize) + 1, page: Math.ceil(count.total / pageSize) } : { size: pageSize, page };
}

const and = (...parts: (SQL | undefined)[]) => {
  const kept = parts.filter((p): p is SQL => !!p);
  return kept.length ? sql.join(kept, sql` AND `) : sql`true`;
};

/**
 * One page of ids, in the list's order, next to `seek` (or from the start, past `offset` rows).
 * Empty sort values come last: a nullable sort reads its filled values and then its empty ones, as
 * two branches of one statement, each walking the sort's index in its own order.
 */
export async function seekPage(db: Runner, req: SeekRequest): Promise<SeekPage> {
  const { sort, seek, size } = req;
  const backward = !!seek && !('after' in seek);
  const key = seek && 'after' in seek ? seek.after : seek && 'before' in seek ? seek.before : undefined;
  // The direction the statement walks: the list's, or against it for a previous or the last page.
  const ascending = (sort.order === 'asc') !== backward;
  const dir = sql.raw(ascending ? 'ASC' : 'DESC');
  const past = sql.raw(ascending ? '>' : '<');
  const skip = req.offset && !seek ? req.offset : 0;
  const take = skip + size + 1;
  const branch = (part: number, cond: SQL | undefined, byValue: boolean) =>
    sql`(SELECT ${sort.id} AS id, ${sort.col} AS s, ${sort.col}::text AS k, ${part} AS part FROM ${req.from} WHERE ${and(req.where, cond)}
      ORDER BY ${byValue ? sql`${sort.col} ${dir}, ` : sql``}${sort.id} ${dir} LIMIT ${take})`;
  const filled = sort.nullable ? sql`${sort.col} IS NOT NULL` : undefined;
  const empty = sql`${sort.col} IS NULL`;
  const parts: SQL[] = [];
  // In the walk's direction: filled values first going forward, empty ones first going backward.
  const filledPart = (cond?: SQL) => parts.push(branch(backward ? 1 : 0, and(filled, cond), true));
  const emptyPart = (cond?: SQL) => parts.push(branch(backward ? 0 : 1, and(empty, cond), false));
  if (!key) {
    filledPart();
    if (sort.nullable) emptyPart();
  } else if (key[0] !== null) {
    filledPart(sql`(${sort.col}, ${sort.id}) ${past} (${key[0]}, ${key[1]})`);
    if (sort.nullable && !backward) emptyPart();
  } else {
    emptyPart(sql`${sort.id} ${past} ${key[1]}`);
    if (backward) filledPart();
  }
  const found = await rows<{ id: number; k: string | null }>(
    db,
    sql`SELECT id, k FROM (${sql.join(parts, sql` UNION ALL `)}) p ORDER BY part, s ${dir}, id ${dir} LIMIT ${size + 1} OFFSET ${skip}`,
  );
  return shape(found, req, backward, !!seek);
}

/** A page with its list's total, counted up to a cap, and its number. */
export interface CountedPage extends SeekPage {
  total: number;
  capped: boolean;
  page: number;
}

/** How many rows of `from` match `where`, counted up to `cap` ('5,000+' past it: `capped`). */
export async function countUpTo(db: Runner, from: SQL, where: SQL | undefined, cap: number): Promise<{ total: number; capped: boolean }> {
  const [{ n }] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} WHERE ${and(where)} LIMIT ${cap + 1}) m`,
  );
  return { total: Math.min(n, cap), capped: n > cap };
}

/** The page of a counted list (`req.size` rows, page `page` when read by number): its last page is placed by the count. */
export async function placed(
  db: Runner,
  req: SeekRequest,
  counted: { total: number; capped: boolean },
  page: number,
): Promise<CountedPage> {
  const place = pagePlace(req.seek, counted, page, req.size);
  return { ...(await seekPage(db, { ...req, size: place.size })), ...counted, page: place.page };
}

function shape(found: { id: number | string; k: string | null }[], req: SeekRequest, backward: boolean, sought: boolean): SeekPage {
  const more = found.length > req.size;
  const page = found.slice(0, req.size).map((r) => ({ id: Number(r.id), k: r.k }));
  if (backward) page.reverse();
  const keyOf = (r: { id: number; k: string | null }): SeekKey => [r.k, r.id];
  const first = page[0];
  const last = page[page.length - 1];
  const started = sought || (req.offset ?? 0) > 0;
  // Going forward there is a page before when we came from one; going backward, one after, unless this is the end.
  const hasPrev = backward ? more : started;
  const hasNext = backward ? !(req.seek && 'last' in req.seek) : more;
  return {
    ids: page.map((r) => r.id),
    ...(hasNext && last ? { next: cursorOf('after', keyOf(last)) } : {}),
    ...(hasPrev && first ? { prev: cursorOf('before', keyOf(first)) } : {}),
  };
}
