// The list-and-form kit: every list / form screen is built from a resource description
// (each remote's `src/model/<name>.ts`, types in shared/resources) with these pieces.
export { ResourcePage, type ResourcePageHandle, type ResourcePageProps } from './resource-page';
export { ResourceRoute } from './resource-route';
export { DataTable, type RowAction, type DataTableProps } from './data-table';
export { ResourceFormDialog, type FormAccess, type ResourceFormDialogProps, type SubmitArgs } from './form-dialog';
export { KitField, type FieldControlProps, type FieldControls } from './form-field';
export { Pager } from './pager';
export { useUrlQueryState } from './url-state';
export { Toolbar, BulkBar } from './toolbar';
export { ColumnChooser, PanelToggle, useVisibleColumns } from './column-chooser';
export { useResourceList, initialQuery, type ResourceList, type ListState, type ListStatus, type QueryState } from './use-resource-list';
// listTag lives in shared/core (a page started without the kit uses it); still here for releases
// of remotes built when it was the kit's, which a rollback may bring back beside this shell.
export { listTag } from 'shared/core';
export { resourceApi, listParams, changedTags, type ResourceEndpoints, type WriteArgs } from './resource-api';
export { buildValidate } from './schema';
export { toWire, toFormValue, toPayload, initialFormValues, wireValues, type FormValue, type FormValues } from './wire';
export { cellText, recordTitle } from './cells';
export {
  fetchList,
  fetchOptions,
  createRecord,
  updateRecord,
  deleteRecord,
  runBulk,
  readRecord,
  exportCsv,
  exportList,
  type ExportFormat,
} from './api';
export { CommentThread, type CommentThreadProps } from './comment-thread';
export { ImportReportView, type RefusedRow } from './import-report';
export { newPassword } from './new-password';
export { PhotoGallery, type GalleryPhoto, type PhotoGalleryProps } from './photo-gallery';
export { CalendarView, type CalendarEvent, type CalendarViewProps } from './calendar-view';
export { calendarRange, CalendarSwitch, useCalendarParams } from './resource-calendar';
export type { CalendarMode } from './calendar-dates';
