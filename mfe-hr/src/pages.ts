import { resourcePage, type PageDecl } from 'shared/resources';
import { designationsResource, holidaysResource, leavePoliciesResource, rightsTemplatesResource, tasksResource } from './model';

export const pages: PageDecl[] = [
  // My work: every signed-in staff member's own (no right: the API binds each call to the caller).
  { path: '/admin/myLeave', title: 'My Leave', module: './MyLeavePage', menu: { group: 'mywork', order: 1 } },
  { path: '/admin/myWork', title: 'My Tasks, Tickets and Assets', module: './MyWorkPage', menu: { group: 'mywork', order: 2 } },
  {
    path: '/admin/userCreation',
    title: 'User Creation',
    module: './UsersPage',
    right: 'user_creation_page',
    menu: { group: 'hr', order: 1 },
  },
  { path: '/admin/pageRights', title: 'Page Rights', module: './PageRightsPage', right: 'rights_page', menu: { group: 'hr', order: 2 } },
  resourcePage(tasksResource, { path: '/admin/task-management', menu: { group: 'hr', order: 3 } }),
  resourcePage(designationsResource, { path: '/admin/designations', menu: { group: 'hr', order: 10 } }),
  {
    path: '/admin/leaveManagement',
    title: 'Leave Management',
    module: './LeavePage',
    right: 'leave_management',
    menu: { group: 'hr', order: 4 },
    aliases: ['/admin/LeaveManagement'],
  },
  { path: '/admin/assetsMaster', title: 'Assets Master', module: './AssetsPage', right: 'assets', menu: { group: 'hr', order: 5 } },
  {
    path: '/admin/offerLetter',
    title: 'Offer Letter',
    module: './OfferLetterPage',
    right: 'offer_letter',
    menu: { group: 'hr', order: 6 },
  },
  {
    path: '/admin/leavingLetter',
    title: 'Leaving Letter',
    module: './LeavingLetterPage',
    right: 'leaving_letter',
    menu: { group: 'hr', order: 7 },
  },
  resourcePage(holidaysResource, { path: '/admin/holidays', menu: { group: 'hr', order: 8 } }),
  resourcePage(leavePoliciesResource, { path: '/admin/leavePolicy', menu: { group: 'hr', order: 11 } }),
  resourcePage(rightsTemplatesResource, { path: '/admin/rightsTemplates', menu: { group: 'hr', order: 12 } }),
  {
    path: '/admin/applicantVerification',
    title: 'Applicant Verification',
    module: './ApplicantsPage',
    right: 'user_creation_page',
    menu: { group: 'hr', order: 9 },
  },
  { path: '/admin/tickets', title: 'Tickets', module: './TicketsPage', right: 'tickets', menu: { group: null, order: 112 } },
  { path: '/admin/learnings', title: 'Learnings', module: './LearningsPage', right: 'learning_page', menu: { group: null, order: 113 } },
  {
    path: '/admin/softwareTutorial',
    title: 'Software Tutorial',
    module: './TutorialsPage',
    right: 'tutorial_page',
    menu: { group: null, order: 114 },
  },
  {
    path: '/admin/employeeLocation',
    title: 'Employee Location',
    module: './EmployeeLocationPage',
    right: 'emp_loc_page',
    menu: { group: null, order: 20 },
  },
];
