export * from './approval-matrix';
