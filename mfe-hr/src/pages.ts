import type { PageDecl } from 'shared/resources';

export const pages: PageDecl[] = [
  { path: '/admin/userCreation', title: 'User Creation', module: './HomePage', right: 'user_creation_page', menu: { group: 'hr', order: 1 } },
];
