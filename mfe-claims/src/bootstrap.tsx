// Standalone development: this remote's pages in the development host, without the shell.
import { mountDevHost } from '@portal/dev-host';
import { appName } from './app-name';

void mountDevHost(appName, [
  { path: '/traveling-abroad', title: 'Traveling Abroad', load: () => import('./traveling-abroad/traveling-abroad-page') },
  { path: '/authorizations', title: 'Prior Authorizations', load: () => import('./authorizations/authorizations-page') },
  { path: '/authorizations/:id', title: 'Prior Authorization Details', load: () => import('./authorizations/authorization-details-page') },
  { path: '/coverage-and-copays', title: 'Coverage and Copays', load: () => import('./coverage/coverage-and-copays-page') },
  { path: '/primary-care-provider', title: 'Primary Care Provider', load: () => import('./primary-care/primary-care-provider-page') },
  { path: '/find-care', title: 'Find Care & Costs', load: () => import('./find-care/find-care-page') },
  { path: '/cost-estimates', title: 'Cost Estimates', load: () => import('./cost-estimates/cost-estimates-page') },
  { path: '/health-records', title: 'Personal Health Record', load: () => import('./health-records/health-records-page') },
  { path: '/claims', title: 'Claims', load: () => import('./claims/claims-page') },
  { path: '/claim-details/:id', title: 'Claim Details', load: () => import('./claim-details/claim-details-page') },
  { path: '/spending-details', title: 'Spending Details', load: () => import('./spending/spending-details-page') },
  { path: '/health-reimbursement', title: 'Health Reimbursement Account', load: () => import('./health-reimbursement/health-reimbursement-page') },
]);
