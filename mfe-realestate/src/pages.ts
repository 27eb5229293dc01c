import type { PageDecl } from 'shared/resources';

export const pages: PageDecl[] = [
  { path: '/admin/projects', title: 'Projects', module: './HomePage', right: 'project_page', menu: { group: 'project', order: 1 } },
];
