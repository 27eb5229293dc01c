/**
 * Runtime values of `shared/resources` the API kit and the resource modules use (descriptions and
 * the shared rules). Read through the namespace's default export for the same reason as
 * src/lib/shared.ts: tsx loads the shared package as CommonJS.
 */
import * as ns from 'shared/resources';

type Resources = typeof ns;
const resources: Resources = (ns as unknown as { default?: Resources }).default ?? ns;

export const {
  validateRecord,
  toColumns,
  fieldError,
  fileError,
  writableFields,
  defaultMaxLength,
  fieldByName,
  optionLabel,
  sortableFields,
  isEmptyValue,
  statusFlowError,
  listFilters,
  parseFilters,
  STALE_VERSION_MESSAGE,
  LOOKUP_LIMIT,
  PAGE_NAMES,
  branchMasterResource,
  stateCodeOf,
  usersResource,
  userPasswordResource,
  usersDummyResource,
  pageRightsResource,
  tasksResource,
  dispatchResource,
} = resources;
