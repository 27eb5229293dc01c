import type { PageDecl } from 'shared/resources';

/** The Modules page is the shell's own (it must work while any remote is down), not a remote's. */
export const MODULES_PAGE: PageDecl = {
  path: '/admin/modules',
  title: 'Modules',
  module: 'shell',
  right: 'modules_page',
  menu: { group: 'system', order: 1 },
};
