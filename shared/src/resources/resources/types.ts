import type { PageName } from '../page-names';

/**
 * A resource description: ONE object per resource that both sides read. The browser kit builds the
 * table, the form and its yup schema from it; the API kit builds the JSON schema, the validation,
 * and the allowed sort and search columns. Pure data (plus types): no imports of React or Fastify.
 */

/** How a value is entered and sent. The wire type is in brackets. */
export type FieldType =
  | 'text' // [string]
  | 'textarea' // [string], longer
  | 'email' // [string], lower-cased
  | 'password' // [string], never listed, never sent back
  | 'number' // [number]
  | 'money' // [number], rupees with at most 2 decimals, shown en-IN
  | 'date' // [string] YYYY-MM-DD
  | 'select' // [string | integer] one of the options
  | 'multiselect' // [string[]] several of the options
  | 'tags' // [string[]] a free-text list, entered one per line or comma separated
  | 'json' // [any JSON value], entered as JSON text
  | 'file'; // multipart upload; the record keeps the stored file's name

/** The Indian formats of DOMAIN.md, plus e-mail. Values are normalised before storage. */
export type FieldFormat = 'pan' | 'aadhaar' | 'ifsc' | 'pincode' | 'mobile' | 'gstin' | 'email';

export interface FieldOption {
  value: string;
  label: string;
}

/** Options read from another resource's list endpoint (e.g. company branches for a user). */
export interface OptionsSource {
  /** API path under /api, e.g. 'branch-master'. */
  path: string;
  valueField: string;
  labelField: string;
  /** Large lists (users): the form shows a search box and loads matching options only. */
  searchable?: boolean;
  /** The list row's field that names the current value (so an edit form shows it without a lookup). */
  rowLabel?: string;
  /**
   * Where the options live (SQL table and its label column): the API joins it to answer `rowLabel`
   * in every list row, so a resource never hand-writes that join.
   */
  table?: string;
  labelColumn?: string;
  /** The row label when nothing is chosen (approval matrix: 'Any bank'). */
  emptyLabel?: string;
}

export interface FieldDesc {
  /** Payload key and, unless `storeAs` says otherwise, the column name. */
  name: string;
  label: string;
  type: FieldType;
  /** true: always; 'create': only when adding (e.g. the initial password). */
  required?: boolean | 'create';
  /** The spec's wording, e.g. 'Name is required'. Default: '{label} is required'. */
  requiredMessage?: string;
  format?: FieldFormat;
  /** Overrides the format's standard message. */
  formatMessage?: string;
  /** Text: at most this many characters (default 255, textarea 2000, json 10000 as text). */
  maxLength?: number;
  minLength?: number;
  /** Number / money bounds. */
  min?: number;
  max?: number;
  integer?: boolean;
  /** Number step in the form (e.g. 0.1 for a rating). */
  step?: number;
  options?: readonly FieldOption[];
  /** The options are a scale (LOW < MEDIUM < HIGH < URGENT): a list sorted by the field follows their order, not the codes' spelling. */
  ordered?: boolean;
  optionsFrom?: OptionsSource;
  /** Select / multiselect: the wire type of the value (foreign keys are integers). */
  valueType?: 'string' | 'integer';
  /**
   * Tags and JSON lists typed as repeatable rows of inputs: one item's name ('owner') and, for a
   * JSON list of objects, the text keys of each item (one input per key).
   */
  rows?: { singular: string; fields?: readonly { name: string; label: string; maxLength?: number }[] };
  /** Tags and multiselect: at most this many items. Tags: each item at most itemMaxLength characters. */
  maxItems?: number;
  itemMaxLength?: number;
  /** Tags and JSON arrays: each item must match this format. */
  itemFormat?: FieldFormat | 'case-no';
  /** Text: must match this regular expression (source text, tested on the trimmed value). */
  pattern?: string;
  patternMessage?: string;
  /** Required only while another field holds one of these values (e.g. delivered_at once DELIVERED). */
  requiredWhen?: { field: string; values: readonly string[] };
  /** Must equal another field (e.g. a password confirmation). */
  sameAs?: string;
  sameAsMessage?: string;
  /** The column that keeps the value when it differs from `name` (Aadhaar keeps its last 4 digits). */
  storeAs?: string;
  /** Not persisted (a confirmation, a delete_id handled by the route). */
  transient?: boolean;
  /** Shown in the form but not editable; not accepted by the API. */
  readOnly?: boolean;
  /** Not part of the form (set by the server or another screen). */
  hidden?: boolean;
  /**
   * Optional on the wire, never empty in the table: the server fills it when none is sent (a
   * leave's employee is then the applicant), so its column is NOT NULL.
   */
  serverFills?: boolean;
  /** Shown in the form only when adding, or only when editing. */
  only?: 'create' | 'update';
  /** File: accepted MIME types and the largest size. */
  accept?: readonly string[];
  maxBytes?: number;
  help?: string;
  placeholder?: string;
  /** Initial value in the add form (wire form). */
  default?: unknown;
  /** Form grid: 'full' spans both columns. */
  width?: 'half' | 'full';
}

export type ColumnFormat = 'text' | 'date' | 'datetime' | 'money' | 'number' | 'option' | 'aadhaar' | 'list';

export interface ColumnDesc {
  /** A key of the list rows (may be a joined column, e.g. company_branch_name). */
  field: string;
  label: string;
  format?: ColumnFormat;
  /** For 'number': digits after the decimal point (rating: 1). */
  decimals?: number;
  /** For 'number': the value is a percentage (0-100); spreadsheets show it as one (45.5%). */
  percent?: boolean;
  /** For 'option': take the labels from this field's options. */
  optionsOf?: string;
  sortable?: boolean;
  /** Narrow columns (ids, statuses). */
  width?: string;
  /** false: no filter for this column (by default option, date and number columns get one). */
  filter?: boolean;
}

/** An action on the selected rows: a server-side bulk update (or delete) in one transaction. */
export interface BulkActionDesc {
  id: string;
  label: string;
  /** 'delete' removes the selected rows; otherwise `set` is written to each of them. */
  kind: 'delete' | 'update';
  set?: Record<string, string | number | null>;
  /** Success popup text. */
  message: string;
  /** Ask before running (delete always asks). */
  confirm?: string;
  /** POST target under /api (default '{path}/bulk'); the body is { action, ids, ...set }. */
  path?: string;
}

export interface ResourceMessages {
  created: string;
  updated: string;
  deleted: string;
}

/** A legal status flow: `from` -> allowed `to` values; the API refuses any other change. */
export interface StatusFlow {
  field: string;
  /** The values a new record may start in. */
  initial: readonly string[];
  transitions: Record<string, readonly string[]>;
  /** `{from}` and `{to}` are replaced by the option labels. */
  message: string;
}

export interface ResourceDesc {
  /** Kebab-case id, e.g. 'branch-master'. */
  name: string;
  /** Plural heading, e.g. 'Branch Master'. */
  title: string;
  /** One record, e.g. 'branch'. Used in accessible names ("Edit branch Mumbai"). */
  singular: string;
  /** API path under /api, e.g. 'branch-master' (GET/POST path, PUT/DELETE path/{id}). */
  path: string;
  /** The page right every route of this resource needs. */
  right: PageName;
  /**
   * Any signed-in user lists and reads it (an ungated master of spec section 2 that other pages
   * look up); writes still need `right`. The API then registers its reads with `openReads`.
   */
  openReads?: boolean;
  fields: readonly FieldDesc[];
  columns: readonly ColumnDesc[];
  /** The field that names a record in messages and accessible names. */
  titleField: string;
  /** Columns the search box matches (word prefixes, case-insensitive). */
  searchable: readonly string[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  pageSizes: readonly number[];
  /** The first page size (default pageSizes[0]). */
  defaultPageSize?: number;
  /** After a change the list reloads at this page and size (spec: branch master 1/10000, tasks 1/100). */
  reloadAfterChange?: { page: number; pageSize: number };
  /** The API never answers more rows than this, whatever pageSize asks. */
  maxPageSize: number;
  messages: ResourceMessages;
  bulkActions?: readonly BulkActionDesc[];
  statusFlow?: StatusFlow;
  /** Which operations exist (default all). */
  operations?: { create?: boolean; update?: boolean; delete?: boolean; export?: boolean };
  /** Search through a different call, as the spec has it for users: POST userSearch. */
  searchVia?: { method: 'POST'; path: string };
  /**
   * Rules across fields (pure, run on the merged record by both sides), e.g. a GSTIN that must
   * belong to the chosen state. Answers field -> message.
   */
  check?: (values: Record<string, unknown>) => Record<string, string>;
  /** RTK Query tags of shared/core to invalidate after each change (e.g. 'Task' for the top bar). */
  invalidates?: readonly string[];
  /**
   * The SQL table of a plain resource (no hooks): the API then derives its drizzle table and
   * registers its routes from this description alone (api/src/modules/described). Its migration
   * is checked against the description by api/test/model-tables.test.ts.
   */
  table?: string;
  /**
   * Rows past a date and not yet closed are marked "Overdue" (tasks: due_date before today in the
   * business time zone while status is not Done or Cancelled).
   */
  overdue?: { field: string; closed?: { field: string; values: readonly string[] } };
  /**
   * The list can also be seen as a calendar (month and week): each record on the day of its `start`
   * date column, or on every day from `start` to `end` (date columns with range filters); `title`
   * says what the entry is, in labels, and `tone` colours it.
   */
  calendar?: {
    start: string;
    end?: string;
    title(row: ResourceRow): string;
    tone?(row: ResourceRow): 'blue' | 'green' | 'orange' | 'red' | 'gray' | 'purple';
  };
}

/** A record as the API answers it: the columns, `id` and `version`. */
export type ResourceRow = Record<string, unknown> & { id: number; version?: number };

/** The query every list understands. */
export interface ListQuery {
  /** The page's number: the client's count of where it is (the server reads it only without a cursor). */
  page: number;
  pageSize: number;
  /** A neighbour page's cursor from the last answer (`next` / `prev`), or `last`; absent: read `page` by number. */
  cursor?: string;
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  /** Column filters as query parameters (see the kit's filters: `status=0,1`, `due_date_from=…`). */
  filters?: Record<string, string>;
}

export const STALE_VERSION_MESSAGE = 'This record was changed by someone else. Reload and try again.';
