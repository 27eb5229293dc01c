// The Masters domain's model: bundled into mfe-masters and imported by the API's modules (`mfe-masters/model`).
export * from './banks';
export * from './bank-branches';
export * from './branch-master';
export * from './company-profile';
export * from './approval-matrix';
