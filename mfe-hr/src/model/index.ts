// The Hr domain's model: resource descriptions, option lists and workflows, read by the pages of
// this remote (`../../model`) and by the API modules of the same domain (`mfe-hr/model`).
export * from './workflow';
export * from './leave-days';
export * from './leave';
export * from './tickets';
export * from './applicants';
export * from './assets';
export * from './letters';
export * from './learnings';
export * from './employee-locations';
export * from './tutorials';
