// What this remote brings to the portal (docs/remote-manifest.md): its pages, menu entries and the
// modules that render them, declared here and nowhere else. The build generates `exposes` and the
// standalone dev host's routes from this file and publishes it as remote-manifest.json; the shell
// reads it at run time, so a new page or a changed title ships with this remote alone. Rules are named
// by SPEC's rights keys (or a rule of @portal/rights), never written here. Types only: build tools
// compile this file alone.
import type { RemoteManifest } from '@portal/contracts/remote-manifest';

export const remoteManifest = {
  schemaVersion: 1,
  remote: 'mfe_claims',
  modules: {
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
  },
  pages: [
    { path: '/spending-details', title: 'Spending Details', access: 'authenticated', contractTypes: ['Medical'], rightsKey: 'deductible', module: './SpendingDetailsPage' },
    {
      path: '/health-reimbursement',
      title: 'Health Reimbursement Account',
      access: 'authenticated',
      contractTypes: ['Medical'],
      rightsKey: 'healthReimbursementAccount',
      module: './HealthReimbursementPage',
    },
    { path: '/claims', title: 'Claims', access: 'authenticated', contractTypes: ['Medical'], rightsKey: 'claims', module: './ClaimsPage' },
    { path: '/claim-details/:id', title: 'Claim Details', access: 'authenticated', contractTypes: ['Medical'], rightsKey: 'claims', module: './ClaimDetailsPage' },
    {
      path: '/primary-care-provider',
      title: 'Primary Care Provider',
      access: 'authenticated',
      contractTypes: ['Medical'],
      rightsKey: 'choosePrimaryCareProvider',
      module: './PrimaryCareProviderPage',
    },
    { path: '/coverage-and-copays', title: 'Coverage and Copays', access: 'authenticated', rightsKey: 'whosCovered', module: './CoverageAndCopaysPage' },
    {
      path: '/authorizations',
      title: 'Prior Authorizations',
      access: 'authenticated',
      contractTypes: ['Medical'],
      rightsKey: 'inpatientMedicalAdmissionRequest',
      module: './AuthorizationsPage',
    },
    {
      path: '/authorizations/:id',
      title: 'Prior Authorization Details',
      access: 'authenticated',
      contractTypes: ['Medical'],
      rightsKey: 'inpatientMedicalAdmissionRequest',
      module: './AuthorizationDetailsPage',
    },
    { path: '/find-care', title: 'Find Care & Costs', access: 'authenticated', rightsKey: 'findCareAndCostOptions', module: './FindCarePage' },
    {
      path: '/health-records',
      title: 'Personal Health Record',
      access: 'authenticated',
      contractTypes: ['Medical'],
      rightsKey: 'personalHealthRecord',
      module: './HealthRecordsPage',
    },
    {
      path: '/traveling-abroad',
      title: 'Traveling Abroad',
      access: 'authenticated',
      contractTypes: ['Medical'],
      rightsKey: 'coverageWhenTravelingAbroad',
      module: './TravelingAbroadPage',
    },
    { path: '/cost-estimates', title: 'Cost Estimates', access: 'authenticated', contractTypes: ['Medical'], rightsKey: 'embold', module: './CostEstimatesPage' },
  ],
  menuEntries: [
    // /medical-claims is the menu's link (SPEC section 2); it redirects to /claims, whose guard applies.
    { menu: 'care', label: 'Claims', to: '/medical-claims', guardPath: '/claims', order: 10, visibleWhen: { rightsKey: 'claims' } },
    { menu: 'care', label: 'Spending Details', to: '/spending-details', order: 20, visibleWhen: { rightsKey: 'deductible' } },
    { menu: 'care', label: 'Personal Health Record', to: '/health-records', order: 30, visibleWhen: { rightsKey: 'personalHealthRecord' } },
    { menu: 'care', label: 'Health Reimbursement Account', to: '/health-reimbursement', order: 40, visibleWhen: { rightsKey: 'healthReimbursementAccount' } },
    { menu: 'care', label: 'Find Care & Costs', labelFrom: 'findCareDisplayText', to: '/find-care', order: 50, visibleWhen: { rule: 'findCareOptions' } },
    { menu: 'policy', label: 'Coverage and Copays', to: '/coverage-and-copays', order: 10, visibleWhen: { rightsKey: 'whosCovered' } },
    { menu: 'policy', label: 'Primary Care Provider', to: '/primary-care-provider', order: 20, visibleWhen: { rightsKey: 'choosePrimaryCareProvider' } },
    { menu: 'policy', label: 'Prior Authorizations', to: '/authorizations', order: 30, visibleWhen: { rightsKey: 'inpatientMedicalAdmissionRequest' } },
    { menu: 'policy', label: 'Traveling Abroad', to: '/traveling-abroad', order: 40, visibleWhen: { rightsKey: 'coverageWhenTravelingAbroad' } },
  ],
} as const satisfies RemoteManifest;
