import { resourcePage, type PageDecl } from 'shared/resources';
import { marketTransactionsResource, policyLinksResource, realEstateLinksResource, technicalPoliciesResource } from './model';

export const pages: PageDecl[] = [
  { path: '/admin/projects', title: 'Projects', module: './HomePage', right: 'project_page', menu: { group: 'project', order: 1 } },
  resourcePage(policyLinksResource, { path: '/admin/dcrGovPolicyLinks', menu: { group: 'realestate', order: 1 } }),
  resourcePage(technicalPoliciesResource, { path: '/admin/technicalPolicyBank', menu: { group: 'realestate', order: 2 } }),
  resourcePage(realEstateLinksResource, { path: '/admin/realEstateLinkState', menu: { group: 'realestate', order: 3 } }),
  {
    path: '/admin/ReadyRecknerMaster',
    title: 'Ready Reckoner Master',
    module: './ReadyReckonerPage',
    right: 'ready_reckner_master',
    menu: { group: 'realestate', order: 4 },
  },
  { path: '/admin/brokers', title: 'Brokers', module: './BrokersPage', right: 'broker_page', menu: { group: 'realestate', order: 5 } },
  {
    path: '/admin/externalDataUpload',
    title: 'External Data Upload',
    module: './MarketUploadPage',
    right: 'external_page',
    menu: { group: 'realestate', order: 7 },
  },
  {
    path: '/admin/realResearchGraphs',
    title: 'Research Graphs',
    module: './ResearchPage',
    right: 'real_resarch_page',
    menu: { group: 'realestate', order: 6 },
  },
  { path: '/admin/avm', title: 'AVM', module: './AvmPage', right: 'avm_page', menu: { group: 'realestate', order: 8 } },
  resourcePage(marketTransactionsResource, { path: '/admin/externalData', title: 'External Data' }),
];
