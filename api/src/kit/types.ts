import type { FastifyRequest } from 'fastify';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ParsedFilter, ResourceDesc } from 'shared/resources';
import type { Db } from '../db/client';
import type { FileStore } from '../files/index';

export type Row = Record<string, unknown>;
/** Takes back what a write did outside the database (a file it stored) when the write fails. */
export type Undo = () => Promise<void>;
export type Mode = 'create' | 'update';

/** What a hook around a write sees. `columns` (what will be stored) may be changed in place. */
export interface WriteContext {
  mode: Mode;
  /** The validated request body (wire values). */
  body: Row;
  columns: Row;
  /** The stored row (update only). */
  current?: Row;
  req: FastifyRequest;
  /**
   * The write's transaction (in `afterCommit`: the server's database). A hook uses this, never its
   * module's `db`: on PGlite's one connection a query beside the open transaction waits forever.
   */
  db: Db;
  /** A hook that stores a file (a generated PDF) says here how to remove it if the write fails after. */
  onRollback: (undo: Undo) => void;
}

/** The part of a drizzle select a resource's joins use. */
export interface Joinable {
  leftJoin(table: PgTable, on: SQL | undefined): Joinable;
  innerJoin(table: PgTable, on: SQL | undefined): Joinable;
}

export interface ResourceOptions {
  desc: ResourceDesc;
  /** A drizzle table with `id`, `version` and `updated_at` columns. */
  table: PgTable;
  /**
   * The list / read selection, name -> column or SQL. Default (with no `join` either): the table's
   * own columns plus the label of every field whose options name a table (`optionsFrom.table` and
   * `rowLabel`), joined for you.
   */
  columns?: Record<string, SQLWrapper>;
  /** Joins an explicit selection needs, e.g. `q => q.leftJoin(branches, eq(...))`. */
  join?: (q: Joinable) => Joinable;
  /**
   * Values no description can say (a state worked out in SQL, e.g. 'Expires in 12 days'), added to
   * the selection, derived or explicit; an expression reads the table's own columns (or a subquery).
   */
  computed?: Record<string, SQLWrapper>;
  /** Table columns never answered (e.g. a password hash). */
  omit?: readonly string[];
  /**
   * Select only the table columns the description names (its fields and list columns, with id,
   * version, created_at and updated_at), not all of them: a screen over a table another resource owns (page rights and
   * applicants over users) answers what it shows and nothing more.
   */
  onlyDescribed?: boolean;
  /** A row of the selection -> the answer (default: dates as ISO text). */
  toDto?: (row: Row) => Row;
  /** Narrows every list (e.g. to the caller's own records). */
  scope?: (req: FastifyRequest) => SQL | undefined;
  /** Hooks run inside the write's one transaction (`ctx.db`): when one throws, nothing of the write remains. */
  beforeWrite?: (ctx: WriteContext) => Promise<void> | void;
  /** After the insert / update, in the same transaction (e.g. default rights of a new user, a number, history). */
  afterWrite?: (ctx: WriteContext & { id: number }) => Promise<void> | void;
  /** After the commit, for what the database cannot take back (mail); its failure no longer undoes the write. */
  afterCommit?: (ctx: WriteContext & { id: number }) => Promise<void> | void;
  beforeDelete?: (ctx: { id: number; current: Row; req: FastifyRequest; db: Db }) => Promise<void> | void;
  /**
   * A domain's own list engine, for the queries it knows (the bank's cases: the case list's search
   * and its indexes): the page's ids in the list's order and its total, or undefined to leave the
   * query to the kit. The kit has checked the filters first and reads the rows of those ids.
   */
  pageIds?: (q: PageQuery, req: FastifyRequest) => Promise<PageOfIds | undefined>;
  /** More fields in the list answer (tasks: the pending count). */
  listExtra?: (req: FastifyRequest) => Promise<Row>;
  /** Which routes to add (default all that the description's operations allow). */
  routes?: Partial<Record<'list' | 'read' | 'create' | 'update' | 'remove' | 'bulk' | 'export', boolean>>;
  /** Where the description's file fields are kept (required when it has any): the server's store `at` a folder. */
  files?: FileStore;
  /** Base path (default `/api/{desc.path}`). */
  base?: string;
}

/** A list query as the kit has read it: a known sort, its direction, and the checked column filters. */
export interface PageQuery {
  search?: string;
  sort: string;
  order: 'asc' | 'desc';
  /** The client's page number: read by it, or with `cursor` (when the engine knows cursors) the number echoed. */
  page: number;
  pageSize: number;
  /** The list's `cursor` as sent (kit/seek.ts); an engine that pages by number alone may ignore it. */
  cursor?: string;
  filters: ParsedFilter[];
}

/**
 * One page found by a domain's engine: its ids in order, its total (`capped`: counted up to
 * SEARCH_COUNT_CAP only), and when it pages by keyset its neighbours' cursors and the page's number
 * (default: the number asked for).
 */
export interface PageOfIds {
  ids: number[];
  total: number;
  capped: boolean;
  next?: string;
  prev?: string;
  page?: number;
}
