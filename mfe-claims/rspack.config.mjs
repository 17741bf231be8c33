// @ts-check
import { createAppConfig } from '@portal/build/create-app-config';

/** What this remote exposes to the shell; test/manifest contract checks it against the route table. */
export const exposes = {
  './TravelingAbroadPage': './src/traveling-abroad/traveling-abroad-page.tsx',
  './AuthorizationsPage': './src/authorizations/authorizations-page.tsx',
  './AuthorizationDetailsPage': './src/authorizations/authorization-details-page.tsx',
  './CoverageAndCopaysPage': './src/coverage/coverage-and-copays-page.tsx',
  './PrimaryCareProviderPage': './src/primary-care/primary-care-provider-page.tsx',
  './FindCarePage': './src/find-care/find-care-page.tsx',
  './CostEstimatesPage': './src/cost-estimates/cost-estimates-page.tsx',
  './HealthRecordsPage': './src/health-records/health-records-page.tsx',
  './ClaimsPage': './src/claims/claims-page.tsx',
  './ClaimDetailsPage': './src/claim-details/claim-details-page.tsx',
  './SpendingDetailsPage': './src/spending/spending-details-page.tsx',
  './HealthReimbursementPage': './src/health-reimbursement/health-reimbursement-page.tsx',
};

export default (/** @type {Record<string, unknown>} */ _env, /** @type {{ mode?: 'production' | 'development' }} */ argv = {}) =>
  createAppConfig({ appDir: 'mfe-claims', exposes, mode: argv.mode, standaloneDevHost: argv.mode === 'development' });
