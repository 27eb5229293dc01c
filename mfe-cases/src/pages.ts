import { resourcePage, type PageDecl } from 'shared/resources';
import { dispatchResource } from './model';

export const pages: PageDecl[] = [
  { path: '/admin/initiatedCases', title: 'Initiated Cases', module: './HomePage', right: 'initiated_case_page', menu: { group: 'case', order: 1 } },
  resourcePage(dispatchResource, { path: '/admin/courier', title: 'Courier Details', menu: { group: 'case', order: 10 } }),
];
