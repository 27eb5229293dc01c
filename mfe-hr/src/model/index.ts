// The Hr domain's model: resource descriptions, option lists and workflows, bundled into mfe-hr
// and imported by the API's Hr modules (`mfe-hr/model`), so browser and server validate with one description.
export * from './users';
export * from './users-dummy';
export * from './page-rights';
export * from './rights-groups';
export * from './tasks';
export * from './designations';
export * from './workflow';
export * from './leave-days';
export * from './leave';
export * from './leave-policy';
export * from './my-work';
export * from './tickets';
export * from './rights-templates';
export * from './applicants';
export * from './assets';
export * from './letters';
export * from './learnings';
export * from './employee-locations';
export * from './tutorials';
