import type { PageDecl } from 'shared/resources';

export const pages: PageDecl[] = [
  { path: '/admin/initiatedCases', title: 'Initiated Cases', module: './HomePage', right: 'initiated_case_page', menu: { group: 'case', order: 1 } },
  { path: '/admin/courier', title: 'Courier Details', module: './CourierPage', right: 'courier_details', menu: { group: 'case', order: 10 } },
];
