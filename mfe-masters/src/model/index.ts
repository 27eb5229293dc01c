// The masters' model: one description per resource, read by the pages here and by the API modules.
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
export * from './payment-accounts';
export * from './company-documents';
