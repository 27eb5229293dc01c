// The Cases domain's model: bundled into mfe-cases and imported by the API's modules (`mfe-cases/model`).
export * from './dispatch-hard-copies';
export * from './flow';
export * from './options';
export * from './case';
export * from './tat';
export * from './money';
export * from './valuation';
export * from './duplicates';
export * from './api-types';
export * from './documents';
export * from './online-requests';
export * from './queries';
export * from './dedupe';
export * from './same-day';
export * from './pickups';
export * from './couriers';
export * from './revisions';
