export * from './page-names';
export * from './rights';
export * from './api-types';
