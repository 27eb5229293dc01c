import { useCallback, useEffect, useId, useImperativeHandle, useMemo, useState, type ReactNode, type Ref } from 'react';
import type { ApiError } from 'shared/core';
import { Box, confirm, errorPopup, Heading, successPopup } from 'shared/ui';
import {
  CONFIRMED_FIELD,
  listFilters,
  type ApiErrorBody,
  type BulkActionDesc,
  type Mode,
  type ResourceDesc,
  type ResourceRow,
} from 'shared/resources';
import { createRecord, deleteRecord, exportList, runBulk, updateRecord, type ExportFormat } from './api';
import { DataTable, type RowAction } from './data-table';
import { ResourceFormDialog, type SubmitArgs } from './form-dialog';
import type { FieldControls } from './form-field';
import { Pager } from './pager';
import { BulkBar, Toolbar } from './toolbar';
import { useLocalQueryState, useResourceList } from './use-resource-list';
import { useUrlQueryState } from './url-state';
import { activeFilterCount, FiltersPanel } from './filters-panel';
import { ColumnChooser, PanelToggle, useVisibleColumns } from './column-chooser';
import { recordTitle } from './cells';
import { CalendarSwitch, ResourceCalendar, useCalendarParams } from './resource-calendar';

export interface ResourcePageHandle {
  reload(): void;
  openCreate(prefill?: Partial<ResourceRow>): void;
  openEdit(row: ResourceRow): void;
}

export interface ResourcePageProps {
  desc: ResourceDesc;
  /** Section heading (default the description's title); null hides it. */
  heading?: string | null;
  /** More row actions after Edit and Delete (e.g. Password, Rights). */
  rowActions?: readonly RowAction[];
  /** Runs after a successful save, once the success popup has closed and the list reloaded. */
  afterSave?(mode: Mode, args: SubmitArgs, result: unknown): Promise<void> | void;
  /** Extra toolbar buttons. */
  toolbar?: ReactNode;
  ref?: Ref<ResourcePageHandle>;
  /**
   * Where the list keeps page, size, sort, search and filters: the URL (default; reload, Back and
   * a shared link restore them), `false` for component state, or a string to prefix its URL keys.
   */
  urlState?: boolean | string;
  /** The screen's own form controls for some fields (by name), in place of the kit's. */
  controls?: FieldControls;
}

/**
 * A whole list screen from one description: search, sortable server-side table, selection with a
 * bulk bar, edit and delete per row, CSV export, and the add / edit form dialog. After each change:
 * the success popup (1.5 s), then the list reloads (spec section 4).
 */
export function ResourcePage({ desc, heading, rowActions = [], afterSave, toolbar, ref, urlState = true, controls }: ResourcePageProps) {
  const inUrl = useUrlQueryState(desc, typeof urlState === 'string' ? urlState : undefined, urlState !== false);
  const local = useLocalQueryState(desc);
  const list = useResourceList(desc, urlState === false ? local : inUrl);
  const filters = useMemo(() => listFilters(desc), [desc]);
  const [columns, hidden, toggleColumn] = useVisibleColumns(desc);
  const [panel, setPanel] = useState<'filters' | 'columns' | null>(null);
  const panelId = useId();
  const filterCount = activeFilterCount(filters, list.query.filters);
  const ops = { create: true, update: true, delete: true, export: true, ...desc.operations };
  const [form, setForm] = useState<{ mode: Mode; record?: Partial<ResourceRow> | null } | null>(null);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [busy, setBusy] = useState(false);
  const calendar = useCalendarParams();

  useEffect(() => setSelected(new Set()), [list.query]);
  const togglePanel = (p: 'filters' | 'columns') => setPanel((open) => (open === p ? null : p));
  useImperativeHandle(
    ref,
    () => ({
      reload: () => list.reload(),
      openCreate: (prefill) => setForm({ mode: 'create', record: prefill ?? null }),
      openEdit: (row) => setForm({ mode: 'update', record: row }),
    }),
    [list],
  );

  // The change itself refreshed every list of the resource (its tag); after the popup the list
  // only moves to the page the description asks for (spec: tasks 1/100).
  const { setPage, setPageSize, query } = list;
  const afterChange = useCallback(
    async (message: string) => {
      await successPopup(message);
      const at = desc.reloadAfterChange;
      if (at && at.pageSize !== query.pageSize) setPageSize(at.pageSize);
      else if (at && at.page !== query.page) setPage(at.page);
    },
    [desc, query.page, query.pageSize, setPage, setPageSize],
  );

  const remove = async (row: ResourceRow) => {
    const ok = await confirm({
      title: `Delete ${desc.singular} ${recordTitle(desc, row)}?`,
      text: 'This cannot be undone.',
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    try {
      await deleteRecord(desc, row);
      await afterChange(desc.messages.deleted);
    } catch (e) {
      void errorPopup('Error', (e as ApiError).message);
    }
  };

  const runAction = async (action: BulkActionDesc) => {
    const ids = [...selected];
    if (action.kind === 'delete' || action.confirm) {
      const ok = await confirm({
        title: action.confirm ?? `${action.label}?`,
        text: `${ids.length} selected.`,
        confirmLabel: action.label,
        destructive: action.kind === 'delete',
      });
      if (!ok) return;
    }
    setBusy(true);
    try {
      await runBulk(desc, action, ids);
      setSelected(new Set());
      await afterChange(action.message);
    } catch (e) {
      void errorPopup('Error', (e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };

  const exportNow = async (format: ExportFormat = 'csv') => {
    setBusy(true);
    try {
      await exportList(desc, list.query, format);
    } catch (e) {
      void errorPopup('Error', (e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };

  const select = useCallback((ids: number[], on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  }, []);

  const actions: RowAction[] = [
    ...(ops.update ? [{ id: 'edit', label: 'Edit', run: (row: ResourceRow) => setForm({ mode: 'update', record: row }) }] : []),
    ...rowActions,
    ...(ops.delete ? [{ id: 'delete', label: 'Delete', destructive: true, run: remove }] : []),
  ];

  const submit = (mode: Mode, record: Partial<ResourceRow> | null | undefined) => async (args: SubmitArgs) => {
    const send = (body: Record<string, unknown>) =>
      mode === 'create' ? createRecord(desc, body, args.files) : updateRecord(desc, record!.id!, body, args.files);
    try {
      return await send(args.body);
    } catch (e) {
      // The server asks first (ApiErrorBody.confirm): the person's yes sends the same write again, confirmed.
      const error = e as ApiError;
      if (!(error.data as ApiErrorBody | undefined)?.confirm) throw e;
      const yes = await confirm({ title: 'Please confirm', text: error.message, confirmLabel: 'Yes, go ahead', cancelLabel: 'No' });
      if (!yes) throw e;
      return send({ ...args.body, [CONFIRMED_FIELD]: '1' });
    }
  };

  const bulk = desc.bulkActions ?? [];
  return (
    <Box as="section" aria-label={heading ?? desc.title}>
      {heading !== null && (
        <Heading as="h2" size="md" mb="2">
          {heading ?? desc.title}
        </Heading>
      )}
      <Toolbar
        desc={desc}
        search={list.query.search ?? ''}
        onSearch={list.setSearch}
        onAdd={ops.create ? () => setForm({ mode: 'create' }) : undefined}
        onExport={ops.export ? exportNow : undefined}
        exporting={busy}
      >
        {filters.length > 0 && (
          <PanelToggle
            label={filterCount ? `Filters (${filterCount})` : 'Filters'}
            open={panel === 'filters'}
            controls={panelId}
            onToggle={() => togglePanel('filters')}
          />
        )}
        <PanelToggle label="Columns" open={panel === 'columns'} controls={panelId} onToggle={() => togglePanel('columns')} />
        {toolbar}
        {desc.calendar && <CalendarSwitch label={heading ?? desc.title} at={calendar} />}
      </Toolbar>
      {panel === 'filters' && (
        <FiltersPanel
          id={panelId}
          specs={filters}
          values={list.query.filters}
          onApply={list.setFilters}
          key={JSON.stringify(list.query.filters ?? {})}
        />
      )}
      {panel === 'columns' && <ColumnChooser id={panelId} desc={desc} hidden={hidden} onToggle={toggleColumn} />}
      {desc.calendar && calendar.mode ? (
        // The calendar stands beside the list: the same records by day (search and filters are the list's).
        <ResourceCalendar desc={desc} mode={calendar.mode} anchor={calendar.anchor} onChange={calendar.set} />
      ) : (
        <>
          <BulkBar count={selected.size} actions={bulk} onRun={runAction} onClear={() => setSelected(new Set())} busy={busy} />
          <DataTable
            desc={desc}
            list={list}
            columns={columns}
            selectable={bulk.length > 0}
            selected={selected}
            onSelect={select}
            actions={actions}
          />
          <Pager list={list} pageSizes={desc.pageSizes} label={`${heading ?? desc.title} pages`} />
        </>
      )}
      {form && (
        <ResourceFormDialog
          desc={desc}
          mode={form.mode}
          record={form.record}
          controls={controls}
          onClose={() => setForm(null)}
          submit={submit(form.mode, form.record)}
          onSaved={async (result, args) => {
            const mode = form.mode;
            setForm(null);
            await afterChange(mode === 'create' ? desc.messages.created : desc.messages.updated);
            await afterSave?.(mode, args, result);
          }}
        />
      )}
    </Box>
  );
}
