import { getTableColumns, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Joinable, ResourceOptions, Row } from './types';
import { derivedSelection } from './derive';
import { fileDto, fileFields } from './uploads';

export function defaultDto(row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out;
}

type Selected = { where(w: SQL | undefined): { orderBy(...o: SQL[]): { limit(n: number): { offset(n: number): Promise<Row[]> } } } };

/** What the list and the writes of a resource share: its columns, selection, answer shape. */
export function storeBase(db: Db, opts: ResourceOptions) {
  const { desc } = opts;
  const own = getTableColumns(opts.table) as Record<string, SQLWrapper>;
  // Without an explicit map (and join), the description says what to select and join.
  const derived = opts.columns || opts.join ? undefined : derivedSelection(desc, opts.table, opts);
  const omit = new Set(opts.omit ?? []);
  const selection: Record<string, SQLWrapper> = {
    ...(opts.columns ?? derived?.columns ?? Object.fromEntries(Object.entries(own).filter(([k]) => !omit.has(k)))),
    ...opts.computed,
  };
  const join = opts.join ?? derived?.join;
  const files = fileFields(desc);
  const baseDto = opts.toDto ?? defaultDto;
  const toDto = files.length
    ? (row: Row) => {
        const dto = baseDto(row);
        for (const f of files) dto[f.name] = fileDto(row[f.name], `${desc.path}/${row.id}/files/${f.name}`);
        return dto;
      }
    : baseDto;
  const searchColumns = desc.searchable.map((f) => {
    if (!own[f]) throw new Error(`${desc.name}: searchable field "${f}" must be a column of the table`);
    return own[f];
  });
  /** SELECT selection FROM table [joins] WHERE where. */
  const select = (where: SQL | undefined) => {
    const q = (db.select(selection as never).from(opts.table) as unknown as { $dynamic(): Joinable }).$dynamic();
    return ((join ? join(q) : q) as unknown as Selected).where(where);
  };
  return { desc, own, selection, toDto, searchColumns, select, id: own.id, version: own.version };
}

export type StoreBase = ReturnType<typeof storeBase>;
