import { resourcePage, type PageDecl } from 'shared/resources';
import { designationsResource, tasksResource } from './model';

export const pages: PageDecl[] = [
  { path: '/admin/userCreation', title: 'User Creation', module: './UsersPage', right: 'user_creation_page', menu: { group: 'hr', order: 1 } },
  { path: '/admin/pageRights', title: 'Page Rights', module: './PageRightsPage', right: 'rights_page', menu: { group: 'hr', order: 2 } },
  resourcePage(tasksResource, { path: '/admin/task-management', menu: { group: 'hr', order: 3 } }),
  resourcePage(designationsResource, { path: '/admin/designations', menu: { group: 'hr', order: 4 } }),
];
