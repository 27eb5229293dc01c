import type { ApiModule } from '../context';
import { authRoutes } from './auth/routes';
import { passwordRoutes } from './password/routes';
import { registerRoutes } from './register/routes';
import { releaseRoutes } from './releases/routes';
import { taskRoutes } from './tasks/routes';
import { userRoutes } from './users/routes';
import { usersDummyRoutes } from './users-dummy/routes';
import { rightsRoutes } from './rights/routes';
import { branchMasterRoutes } from './branch-master/routes';
import { dispatchRoutes } from './dispatch/routes';
import { dashboardRoutes } from './dashboard/routes';
import { bankRoutes } from './banks/routes';
import { bankBranchRoutes } from './bank-branches/routes';
import { companyProfileRoutes } from './company-profile/routes';
import { billsRoutes } from './bills/routes';
import { describedRoutes } from './described/routes';
import { realEstateRoutes } from './realestate/routes';
import { settingsRoutes } from './settings/routes';
import { caseRoutes } from './cases/routes';
import { approvalMatrixRoutes } from './approval-matrix/routes';
import { pincodeRoutes } from './pincodes/routes';
import { documentTypeRoutes } from './document-types/routes';
import { ndmaHazardRoutes } from './ndma-hazards/routes';
import { emailContactRoutes } from './email-contacts/routes';
import { branchUserRoutes } from './branch-users/routes';
import { noteRoutes } from './notes/routes';
import { agreementRoutes } from './agreements/routes';
import { feedbackRoutes } from './feedback/routes';
import { misReportRoutes } from './mis-reports/routes';
import { paymentAccountRoutes } from './payment-accounts/routes';
import { companyDocumentRoutes } from './company-documents/routes';
import { mailSettingsRoutes } from './mail-settings/routes';
import { requiredDocumentRoutes } from './required-documents/routes';
import { leaveModuleRoutes } from './leave/routes';
import { ticketRoutes } from './tickets/routes';
import { applicantRoutes } from './applicants/routes';
import { assetRoutes } from './assets/routes';
import { letterRoutes } from './letters/routes';
import { learningRoutes } from './learnings/routes';
import { employeeLocationRoutes } from './employee-locations/routes';
import { tutorialRoutes } from './tutorials/routes';
import { onlineRequestRoutes } from './online-requests/routes';
import { projectRoutes } from './projects/routes';
import { readyReckonerRoutes } from './ready-reckoner/routes';
import { marketDataRoutes } from './market-data/routes';
import { avmRoutes } from './avm/routes';
import { researchRoutes } from './research/routes';
import { technicalPolicyRoutes } from './technical-policy/routes';
import { queryRoutes } from './queries/routes';
import { dedupeRoutes } from './dedupe/routes';
import { sameDayRoutes } from './same-day/routes';
<<<<<<< HEAD
import { siteVisitRoutes } from './site-visit/routes';
=======
import { milestoneRoutes } from './milestones/routes';
>>>>>>> bankout

/**
 * Every API feature, registered in this order under one error handler and the rights hook.
 * A new feature: create src/modules/<feature>/routes.ts exporting a FastifyPluginAsync<AppContext>
 * whose routes each declare `config: { right }`, and append it here.
 */
export const modules: ApiModule[] = [
  { name: 'auth', plugin: authRoutes },
  { name: 'password', plugin: passwordRoutes },
  { name: 'register', plugin: registerRoutes },
  { name: 'users', plugin: userRoutes },
  { name: 'tasks', plugin: taskRoutes },
  { name: 'users-dummy', plugin: usersDummyRoutes },
  { name: 'rights', plugin: rightsRoutes },
  { name: 'branch-master', plugin: branchMasterRoutes },
  { name: 'dispatch', plugin: dispatchRoutes },
  { name: 'releases', plugin: releaseRoutes },
  { name: 'dashboard', plugin: dashboardRoutes },
  { name: 'banks', plugin: bankRoutes },
  { name: 'bank-branches', plugin: bankBranchRoutes },
  { name: 'company-profile', plugin: companyProfileRoutes },
  { name: 'bills', plugin: billsRoutes },
  { name: 'described', plugin: describedRoutes },
  { name: 'realestate', plugin: realEstateRoutes },
  { name: 'settings', plugin: settingsRoutes },
  { name: 'cases', plugin: caseRoutes },
  { name: 'approval-matrix', plugin: approvalMatrixRoutes },
  { name: 'pincodes', plugin: pincodeRoutes },
  { name: 'document-types', plugin: documentTypeRoutes },
  { name: 'ndma-hazards', plugin: ndmaHazardRoutes },
  { name: 'email-contacts', plugin: emailContactRoutes },
  { name: 'branch-users', plugin: branchUserRoutes },
  { name: 'notes', plugin: noteRoutes },
  { name: 'agreements', plugin: agreementRoutes },
  { name: 'feedback', plugin: feedbackRoutes },
  { name: 'mis-reports', plugin: misReportRoutes },
  { name: 'payment-accounts', plugin: paymentAccountRoutes },
  { name: 'company-documents', plugin: companyDocumentRoutes },
  { name: 'mail-settings', plugin: mailSettingsRoutes },
  { name: 'required-documents', plugin: requiredDocumentRoutes },
  { name: 'leave', plugin: leaveModuleRoutes },
  { name: 'tickets', plugin: ticketRoutes },
  { name: 'applicants', plugin: applicantRoutes },
  { name: 'assets', plugin: assetRoutes },
  { name: 'letters', plugin: letterRoutes },
  { name: 'learnings', plugin: learningRoutes },
  { name: 'employee-locations', plugin: employeeLocationRoutes },
  { name: 'tutorials', plugin: tutorialRoutes },
  { name: 'online-requests', plugin: onlineRequestRoutes },
  { name: 'projects', plugin: projectRoutes },
  { name: 'ready-reckoner', plugin: readyReckonerRoutes },
  { name: 'market-data', plugin: marketDataRoutes },
  { name: 'avm', plugin: avmRoutes },
  { name: 'research', plugin: researchRoutes },
  { name: 'technical-policy', plugin: technicalPolicyRoutes },
  { name: 'queries', plugin: queryRoutes },
  { name: 'dedupe', plugin: dedupeRoutes },
  { name: 'same-day', plugin: sameDayRoutes },
<<<<<<< HEAD
  { name: 'site-visit', plugin: siteVisitRoutes },
=======
  { name: 'milestones', plugin: milestoneRoutes },
>>>>>>> bankout
];
