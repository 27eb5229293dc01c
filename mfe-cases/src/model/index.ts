export * from './flow';
export * from './options';
export * from './case';
export * from './tat';
export * from './money';
export * from './valuation';
export * from './duplicates';
export * from './api-types';
