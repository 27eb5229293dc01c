export * from './http';
export * from './session-slice';
export * from './base-api';
export * from './store';
export * from './formats';
export * from './session-api';
export * from './hooks';
export { canView } from 'shared/resources';
export * from './ui-slice';
