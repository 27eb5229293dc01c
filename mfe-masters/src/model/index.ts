// The Masters domain's model: bundled into mfe-masters and imported by the API's modules (`mfe-masters/model`).
export * from './banks';
export * from './bank-branches';
export * from './branch-master';
export * from './company-profile';
export * from './approval-matrix';
export * from './common';
export * from './pincodes';
export * from './document-types';
export * from './ndma-hazards';
export * from './email-contacts';
export * from './branch-users';
export * from './notes';
export * from './agreements';
export * from './feedback';
export * from './mis-reports';
