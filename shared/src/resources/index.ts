export * from './page-names';
export * from './rights';
export * from './api-types';
export * from './validators';
export * from './registry';
export * from './menu';
