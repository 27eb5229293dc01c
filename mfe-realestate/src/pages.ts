import { resourcePage, type PageDecl } from 'shared/resources';
import {
  apfRequestsResource,
  negativeListingsResource,
  npaListingsResource,
  npaProjectsViewResource,
  policyLinksResource,
  projectReportResource,
  projectsResource,
  projectUnitsResource,
  realEstateLinksResource,
  underConstructionProjectsResource,
} from './model';

export const pages: PageDecl[] = [
  resourcePage(projectsResource, { path: '/admin/projects', menu: { group: 'project', order: 1 } }),
  resourcePage(negativeListingsResource, { path: '/admin/negativeProjectMaster', menu: { group: 'project', order: 2 } }),
  resourcePage(npaListingsResource, { path: '/admin/npaProjectMaster', menu: { group: 'project', order: 3 } }),
  resourcePage(underConstructionProjectsResource, { path: '/admin/underConstructionProjects', menu: { group: 'project', order: 4 } }),
  resourcePage(npaProjectsViewResource, { path: '/admin/npaProjects', right: null, menu: { group: 'project', order: 5 } }),
  resourcePage(projectReportResource, { path: '/admin/ProjectReport' }),
  // The project pages of the Case menu (spec section 2), between Stage Review Cases and Courier.
  resourcePage(apfRequestsResource, { path: '/admin/initiateProjectAPF', menu: { group: 'case', order: 8 } }),
  {
    path: '/admin/ProjectApfMaster',
    title: 'Project APF Master',
    module: './ApfMasterPage',
    right: 'case_master_page',
    menu: { group: 'case', order: 8.25 },
  },
  resourcePage(projectUnitsResource, { path: '/admin/inventoryReport', menu: { group: 'case', order: 8.5 } }),
  {
    path: '/admin/StageUpdationReport',
    title: 'Stage Updation Report',
    module: './StageUpdationPage',
    right: 'case_master_page',
    menu: { group: 'case', order: 8.75 },
  },
  {
    path: '/admin/projectApfReport',
    title: 'Project APF Report',
    module: './ApfReportPage',
    right: 'case_master_page',
    aliases: ['/admin/projectApfReport/:id'],
  },
  {
    path: '/admin/viewProjectApf',
    title: 'View Project APF',
    module: './ApfReportPage',
    right: 'case_master_page',
    aliases: ['/admin/viewProjectApf/:id'],
    chrome: 'no-side-menu',
  },
  resourcePage(policyLinksResource, { path: '/admin/dcrGovPolicyLinks', menu: { group: 'realestate', order: 1 } }),
  resourcePage(realEstateLinksResource, { path: '/admin/realEstateLinkState', menu: { group: 'realestate', order: 3 } }),
  { path: '/admin/brokers', title: 'Brokers', module: './BrokersPage', right: 'broker_page', menu: { group: 'realestate', order: 5 } },
];
