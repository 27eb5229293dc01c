import type { PageDecl } from 'shared/resources';

export const pages: PageDecl[] = [
  { path: '/admin/index', title: 'Dashboard', module: './HomePage', right: 'dashboard_page', menu: { group: 'dashboard', order: 1 } },
];
