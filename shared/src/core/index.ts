export * from './http';
export * from './session-slice';
export * from './base-api';
export * from './store';
export * from './formats';
export * from './session-api';
export * from './hooks';
export * from './download';
// The few rules of shared/resources that the shell and the dashboard need on every page, taken by
// file: importing 'shared/resources' would load its whole federated module (~7 KB gzip, mostly
// the description kit), and the sign-in page needs none of it.
export { canView } from '../resources/rights';
export { BRANCH_MENU_GROUP, MENU_GROUPS } from '../resources/menu';
export { CSV_OPTIONS } from '../resources/csv';
export { REGISTRY_URL } from '../resources/registry';
export { allPages, findPage, lowerPath, type ResolvedPage } from '../resources/page-match';
export { checkMyProfile, MY_PROFILE_FIELDS } from '../resources/my-profile';
export { isValidDate } from '../resources/resources/fields';
export * from './ui-slice';
export * from './leave-guard';
export { refreshOnLiveEvent, useLiveEvents, type LiveEventData } from './live-events';
