export * from './types';
export * from './fields';
export * from './rules';
export * from './record';
export * from './flow';
export * from './india';
export * from './lookups';
export * from './define';
