import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { businessToday, type ColumnDesc, type ResourceDesc, type ResourceRow } from 'shared/resources';
import { Box } from 'shared/ui';
import { cellText, recordTitle } from './cells';
import { columnKind, type ColumnKind } from './column-kind';
import type { ResourceList } from './use-resource-list';
import { EmptyRow, FailedRow, LoadingRow } from './list-states';
import { tableCss } from './table-css';
import { RowMenu } from './row-menu';

export interface RowAction {
  id: string;
  label: string;
  run(row: ResourceRow): void;
  destructive?: boolean;
  /** Hide the action for some rows. */
  show?(row: ResourceRow): boolean;
}

export interface DataTableProps {
  desc: ResourceDesc;
  list: ResourceList;
  columns?: readonly ColumnDesc[];
  selectable?: boolean;
  selected: ReadonlySet<number>;
  onSelect(ids: number[], on: boolean): void;
  actions: readonly RowAction[];
}

/**
 * The list body. Rows are plain table elements styled once by the wrapper (no component per cell),
 * so a 100-row page renders in a few milliseconds of script.
 */
/** A row past its date and not closed (desc.overdue), on the business calendar. */
export function isOverdue(desc: ResourceDesc, row: ResourceRow, today: string): boolean {
  const rule = desc.overdue;
  if (!rule) return false;
  const day = row[rule.field];
  if (day === null || day === undefined || day === '') return false;
  if (rule.closed && rule.closed.values.includes(String(row[rule.closed.field] ?? ''))) return false;
  return String(day).slice(0, 10) < today;
}

export function DataTable({ desc, list, columns = desc.columns, selectable, selected, onSelect, actions }: DataTableProps) {
  const { rows, status, query } = list;
  const today = businessToday();
  const span = columns.length + (selectable ? 1 : 0) + (actions.length ? 1 : 0);
  const ids = rows.map((r) => r.id);
  const picked = ids.filter((id) => selected.has(id)).length;
  const kinds = useMemo(() => columns.map((c) => columnKind(desc, c)), [desc, columns]);
  const [frame, fold] = useFoldedActions(`${ids.join(',')}|${columns.map((c) => c.field).join(',')}|${actions.length}`);
  return (
    // A table wider than the page scrolls inside this frame, its first column pinned.
    <Box ref={frame} overflowX="auto" maxW="100%" borderWidth="1px" borderRadius="md" bg="white" css={tableCss} className="kit-frame">
      <table aria-label={desc.title} aria-busy={status === 'loading'} aria-rowcount={list.total}>
        <thead>
          <tr>
            {selectable && (
              <th className="kit-check">
                <HeaderCheckbox
                  checked={picked > 0 && picked === ids.length}
                  indeterminate={picked > 0 && picked < ids.length}
                  disabled={!ids.length}
                  onChange={(on) => onSelect(ids, on)}
                />
              </th>
            )}
            {columns.map((c, i) => (
              <th
                key={c.field}
                className={headClass(kinds[i], i, selectable)}
                aria-sort={query.sort === c.field ? (query.order === 'desc' ? 'descending' : 'ascending') : undefined}
              >
                {c.sortable ? (
                  <button type="button" className="kit-sort" onClick={() => list.toggleSort(c.field)} aria-label={`Sort by ${c.label}`}>
                    {c.label}
                    {/* A no-break space: the arrow never goes to a line of its own. */}
                    <span aria-hidden="true">{query.sort === c.field ? (query.order === 'desc' ? '\u00a0▼' : '\u00a0▲') : '\u00a0↕'}</span>
                  </button>
                ) : (
                  c.label
                )}
              </th>
            ))}
            {actions.length > 0 && <th className="kit-actions">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {status === 'loading' && <LoadingRow span={span} title={desc.title} />}
          {status === 'failed' && list.error && <FailedRow span={span} error={list.error} onRetry={() => list.reload()} />}
          {status === 'loaded' && rows.length === 0 && <EmptyRow span={span} title={desc.title} search={query.search} />}
          {rows.map((row) => (
            <Row
              key={row.id}
              desc={desc}
              row={row}
              columns={columns}
              selectable={selectable}
              checked={selected.has(row.id)}
              onSelect={onSelect}
              actions={actions}
              kinds={kinds}
              fold={fold}
              overdue={isOverdue(desc, row, today)}
            />
          ))}
        </tbody>
      </table>
    </Box>
  );
}

interface RowProps {
  desc: ResourceDesc;
  row: ResourceRow;
  columns: readonly ColumnDesc[];
  selectable?: boolean;
  checked: boolean;
  onSelect(ids: number[], on: boolean): void;
  actions: readonly RowAction[];
  kinds: readonly ColumnKind[];
  /** Only the first action as a button, the others in a menu (the table did not fit its frame). */
  fold: boolean;
  overdue: boolean;
}

/** A figure with a hyphen inside ('50-27', 'LAP-0001') in free text: the browser would break after the hyphen. */
const NUMBER_HYPHEN = /\S*\d-\S*|\S*-\d\S*/;
const keepFiguresWhole = (text: string) =>
  text.split(/(\S*\d-\S*|\S*-\d\S*)/).map((part, i) =>
    i % 2 ? (
      <span key={i} className="kit-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );

/** Past this many characters a long text is clipped to two lines (whole on hover and focus). */
const CLIP_FROM = 60;

const cellClass = (kind: ColumnKind, i: number, selectable?: boolean) =>
  `kit-${kind}${i === 0 ? (selectable ? ' kit-pin kit-pin-after-check' : ' kit-pin') : ''}`;
const headClass = (kind: ColumnKind, i: number, selectable?: boolean) => cellClass(kind, i, selectable);

/**
 * A percentage (0-100) as a bar beside its figure. The figure is what assistive technology reads;
 * the bar is drawn for the eye only, so it needs no name of its own.
 */
function ProgressCell({ value, text }: { value: number; text: string }) {
  const width = Number.isFinite(value) ? Math.max(0, Math.min(100, value)) : 0;
  return (
    <span className="kit-progress">
      <span className="kit-bar" aria-hidden="true">
        <span style={{ width: `${width}%` }} />
      </span>
      {text}%
    </span>
  );
}

const Row = memo(function Row({ desc, row, columns, selectable, checked, onSelect, actions, kinds, fold, overdue }: RowProps) {
  const name = `${desc.singular} ${recordTitle(desc, row)}`;
  const shown = actions.filter((a) => !a.show || a.show(row));
  // Two buttons take no more room than one and a "More" button: folding starts at three.
  const [inline, folded] = fold && shown.length > 2 ? [shown.slice(0, 1), shown.slice(1)] : [shown, []];
  return (
    <tr aria-selected={selectable ? checked : undefined} data-overdue={overdue || undefined}>
      {selectable && (
        <td className="kit-check">
          <input type="checkbox" checked={checked} onChange={(e) => onSelect([row.id], e.target.checked)} aria-label={`Select ${name}`} />
        </td>
      )}
      {columns.map((c, i) => {
        const text = cellText(desc, c, row[c.field]);
        return (
          <td key={c.field} className={cellClass(kinds[i], i, selectable)} data-label={c.label}>
            {c.percent && text ? (
              <ProgressCell value={Number(row[c.field])} text={text} />
            ) : kinds[i] === 'long' && text.length > CLIP_FROM ? (
              // Focusable so a keyboard user can read the whole value too (CSS unclips it on focus).
              <span className="kit-clip" title={text} tabIndex={0}>
                {text}
              </span>
            ) : kinds[i] !== 'num' && kinds[i] !== 'nowrap' && NUMBER_HYPHEN.test(text) ? (
              keepFiguresWhole(text)
            ) : (
              text
            )}
            {overdue && c.field === desc.overdue?.field && <span className="kit-overdue">Overdue</span>}
          </td>
        );
      })}
      {actions.length > 0 && (
        <td className="kit-actions">
          {inline.map((a) => (
            <button
              key={a.id}
              type="button"
              className={a.destructive ? 'kit-btn kit-danger' : 'kit-btn'}
              onClick={() => a.run(row)}
              aria-label={`${a.label} ${name}`}
            >
              {a.label}
            </button>
          ))}
          {folded.length > 0 && <RowMenu actions={folded} row={row} name={name} />}
        </td>
      )}
    </tr>
  );
});

/**
 * Whether the rows' actions fold into a menu: they do when the table with its buttons spelled out
 * is wider than its frame. The spelled-out width is measured before paint, once per page of rows
 * and columns; a change of the frame's width compares against it without unfolding (an open menu
 * stays open while the window moves).
 */
function useFoldedActions(content: string) {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [spelled, setSpelled] = useState<{ content: string; width: number } | null>(null);
  useLayoutEffect(() => {
    const el = frame.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    setWidth(el.clientWidth);
    const seen = new ResizeObserver(() => setWidth(el.clientWidth));
    seen.observe(el);
    return () => seen.disconnect();
  }, []);
  const known = spelled?.content === content ? spelled.width : null;
  useLayoutEffect(() => {
    const el = frame.current;
    if (el && known === null && el.clientWidth > 0) setSpelled({ content, width: el.scrollWidth });
  }, [content, known, width]);
  return [frame, known !== null && known > width + 1] as const;
}

function HeaderCheckbox({
  checked,
  indeterminate,
  disabled,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange(on: boolean): void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked)}
      aria-label="Select all rows on this page"
    />
  );
}
