import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ApiError } from 'shared/core';
import {
  ColumnChooser,
  DataTable,
  exportList,
  Pager,
  PanelToggle,
  Toolbar,
  useResourceList,
  useUrlQueryState,
  useVisibleColumns,
  type ExportFormat,
  type QueryState,
  type RowAction,
} from 'shared/kit';
import { Box, DateFilterField, errorPopup, HStack, NativeSelect, Text } from 'shared/ui';
import type { ColumnDesc, ListQuery, ResourceRow } from 'shared/resources';
import { caseListResource, caseResource, CASE_LISTS, CASE_STATE_LABELS, type CaseState, type CaseView } from '../../model';
import type { CaseFilters } from './cases-api';

/** The list's filters as the URL names them (the description's filter names) and as GET /api/cases takes them. */
const URL_TO_API: Record<string, keyof CaseFilters> = { status: 'status', received_at_from: 'from', received_at_to: 'to' };
const API_TO_URL = Object.fromEntries(Object.entries(URL_TO_API).map(([u, a]) => [a, u])) as Record<string, string>;

const renamed = (filters: Record<string, string> | undefined, names: Record<string, string>) =>
  Object.fromEntries(Object.entries(filters ?? {}).flatMap(([k, v]) => (names[k] && v ? [[names[k], v]] : [])));

/**
 * The page's query kept in the URL (page, size, sort, search, filters), so Back from a case, a
 * reload or a shared link bring the same list back; the page's view rides along for the API.
 */
function useCaseQuery(desc: Parameters<typeof useUrlQueryState>[0], view: CaseView): QueryState {
  const [inUrl, setInUrl] = useUrlQueryState(desc);
  const query = useMemo<ListQuery>(() => ({ ...inUrl, filters: { ...renamed(inUrl.filters, URL_TO_API), view } }), [inUrl, view]);
  const setQuery = useCallback<QueryState[1]>(
    (fn) =>
      setInUrl((q) => {
        const next = fn({ ...q, filters: { ...renamed(q.filters, URL_TO_API), view } });
        return { ...next, filters: renamed(next.filters, API_TO_URL) };
      }),
    [setInUrl, view],
  );
  return [query, setQuery];
}

export interface CaseListProps {
  view: CaseView;
  /** Default: the view's list in the model (CASE_LISTS). */
  title?: string;
  /** The columns to show: the description's by field name, or page-specific ones (default: the view's, else the description's). */
  columns?: readonly (string | ColumnDesc)[];
  /** The statuses the status filter offers (none: no status filter; default: the view's). */
  statuses?: readonly CaseState[];
  actions?: readonly RowAction[];
  selectable?: boolean;
  selected?: ReadonlySet<number>;
  onSelect?(ids: number[], on: boolean): void;
  toolbar?: ReactNode;
  /** Changing it reloads the list (after a move made elsewhere on the page). */
  reloadKey?: number;
  /** The rows on screen, for a parent that acts on selected rows. */
  onRows?(rows: ResourceRow[]): void;
  /** A search typed outside the list (the top bar's): the list searches it after a pause in typing. */
  search?: string;
}

/**
 * One page's cases as a kit list: server-side search, sort, paging and filters (status, received
 * from / to) kept in the URL, the column chooser, CSV and Excel export of the whole query, and
 * the kit's table (cards on a phone) with its loading / failed / empty states.
 */
export function CaseList({
  view,
  title: titleGiven,
  columns,
  statuses = CASE_LISTS[view]?.statuses,
  actions = [],
  selectable,
  selected,
  onSelect,
  toolbar,
  reloadKey,
  onRows,
  search,
}: CaseListProps) {
  // Columns given inline are a new array each render: the description changes only with their content.
  const columnsKey = JSON.stringify(columns ?? null);
  const desc = useMemo(
    () => caseListResource(view, titleGiven, JSON.parse(columnsKey) as CaseListProps['columns']),
    [view, titleGiven, columnsKey],
  );
  const title = desc.title;
  const [shown, hidden, toggleColumn] = useVisibleColumns(desc);
  const [choosing, setChoosing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const panelId = useId();
  // The page's view and its filters ride in the kit's query as query parameters of GET /api/cases.
  const list = useResourceList(desc, useCaseQuery(desc, view));
  const filters = list.query.filters as CaseFilters;
  const { reload, rows, setSearch } = list;
  const applied = useRef('');
  useEffect(() => {
    const text = (search ?? '').trim();
    if (text === applied.current) return;
    // Waits as the kit's own search box does, so each keystroke is not a request.
    const timer = setTimeout(() => {
      applied.current = text;
      setSearch(text);
    }, 300);
    return () => clearTimeout(timer);
  }, [search, setSearch]);
  useEffect(() => {
    if (reloadKey) reload();
  }, [reloadKey, reload]);
  useEffect(() => onRows?.(rows), [rows, onRows]);
  const exportNow = async (format: ExportFormat) => {
    setExporting(true);
    try {
      await exportList(desc, list.query, format);
    } catch (e) {
      void errorPopup('Error', (e as ApiError).message);
    } finally {
      setExporting(false);
    }
  };
  const set = (patch: CaseFilters) => {
    const params: Record<string, string> = { view };
    for (const [k, v] of Object.entries({ ...filters, ...patch })) if (v && k !== 'view') params[k] = v;
    list.setFilters(params);
  };
  return (
    <Box>
      <Toolbar desc={desc} search={list.query.search ?? ''} onSearch={list.setSearch} onExport={exportNow} exporting={exporting}>
        <PanelToggle label="Columns" open={choosing} controls={panelId} onToggle={() => setChoosing((o) => !o)} />
        {toolbar}
      </Toolbar>
      {choosing && <ColumnChooser id={panelId} desc={desc} hidden={hidden} onToggle={toggleColumn} />}
      <HStack gap="3" pb="2" wrap="wrap" as="form" aria-label={`Filter ${title}`} onSubmit={(e) => e.preventDefault()}>
        {statuses && statuses.length > 1 && (
          <label>
            <Text as="span" fontSize="sm" me="1">
              Status
            </Text>
            <NativeSelect.Root size="sm" width="auto" display="inline-flex">
              <NativeSelect.Field value={filters.status ?? ''} onChange={(e) => set({ status: e.target.value || undefined })}>
                <option value="">All</option>
                {statuses.map((s) => (
                  <option key={s} value={s}>
                    {CASE_STATE_LABELS[s]}
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
          </label>
        )}
        <label>
          <Text as="span" fontSize="sm" me="1">
            Received from
          </Text>
          <DateFilterField size="sm" label="Received from" value={filters.from ?? ''} onChange={(d) => set({ from: d || undefined })} />
        </label>
        <label>
          <Text as="span" fontSize="sm" me="1">
            to
          </Text>
          <DateFilterField size="sm" label="Received to" value={filters.to ?? ''} onChange={(d) => set({ to: d || undefined })} />
        </label>
      </HStack>
      <DataTable
        desc={desc}
        list={list}
        columns={shown}
        selectable={selectable}
        selected={selected ?? new Set()}
        onSelect={onSelect ?? (() => undefined)}
        actions={actions}
      />
      <Pager list={list} pageSizes={caseResource.pageSizes} />
    </Box>
  );
}
