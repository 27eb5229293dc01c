import type { PageDecl } from 'shared/resources';

export const pages: PageDecl[] = [
  { path: '/admin/billInitiation', title: 'Bill Initiation', module: './HomePage', right: 'bill_initiation_page', menu: { group: 'bill', order: 1 } },
];
