import type { PageDecl } from 'shared/resources';

export const pages: PageDecl[] = [
  { path: '/admin/companymaster', title: 'Company Master', module: './HomePage', right: 'company_master', menu: { group: 'company', order: 1 } },
];
