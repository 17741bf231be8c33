// What this remote brings to the portal (docs/remote-manifest.md): its pages, menu entries and the
// modules that render them, declared here and nowhere else. The build generates `exposes` and the
// standalone dev host's routes from this file and publishes it as remote-manifest.json; the shell
// reads it at run time, so a new page or a changed title ships with this remote alone. Rules are named
// by SPEC's rights keys (or a rule of @portal/rights), never written here. Types only: build tools
// compile this file alone.
import type { RemoteManifestSource } from '@portal/contracts/remote-manifest';

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
    // The dashboard's cards whose data is this remote's (claims, spending, care and coverage).
    './PrimaryCarePrompt': './src/dashboard-cards/primary-care-prompt.tsx',
    './PendingClaimsCard': './src/dashboard-cards/pending-claims-card.tsx',
    './RecentClaimsCard': './src/dashboard-cards/recent-claims-card.tsx',
    './DeductibleCard': './src/dashboard-cards/deductible-card.tsx',
    './AnnualMaximumCard': './src/dashboard-cards/annual-maximum-card.tsx',
    './NextExamCard': './src/dashboard-cards/next-exam-card.tsx',
    './CareCostCard': './src/dashboard-cards/care-cost-card.tsx',
  },
  pages: [
    {
      path: '/spending-details',
      title: 'Spending Details',
      access: 'authenticated',
      contractTypes: ['Medical'],
      rightsKey: 'deductible',
      module: './SpendingDetailsPage',
    },
    {
      path: '/health-reimbursement',
      title: 'Health Reimbursement Account',
      access: 'authenticated',
      contractTypes: ['Medical'],
      rightsKey: 'healthReimbursementAccount',
      module: './HealthReimbursementPage',
    },
    { path: '/claims', title: 'Claims', access: 'authenticated', contractTypes: ['Medical'], rightsKey: 'claims', module: './ClaimsPage' },
    {
      path: '/claim-details/:id',
      title: 'Claim Details',
      access: 'authenticated',
      contractTypes: ['Medical'],
      rightsKey: 'claims',
      module: './ClaimDetailsPage',
    },
    {
      path: '/primary-care-provider',
      title: 'Primary Care Provider',
      access: 'authenticated',
      contractTypes: ['Medical'],
      rightsKey: 'choosePrimaryCareProvider',
      module: './PrimaryCareProviderPage',
    },
    {
      path: '/coverage-and-copays',
      title: 'Coverage and Copays',
      access: 'authenticated',
      rightsKey: 'whosCovered',
      module: './CoverageAndCopaysPage',
    },
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
    {
      path: '/find-care',
      title: 'Find Care & Costs',
      access: 'authenticated',
      rightsKey: 'findCareAndCostOptions',
      module: './FindCarePage',
    },
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
    {
      path: '/cost-estimates',
      title: 'Cost Estimates',
      access: 'authenticated',
      contractTypes: ['Medical'],
      rightsKey: 'embold',
      module: './CostEstimatesPage',
    },
  ],
  menuEntries: [
    // /medical-claims is the menu's link (docs/product/claims-and-care.md#care-pcp-prompt); it redirects to /claims, whose guard applies.
    { menu: 'care', to: '/medical-claims', guardPath: '/claims', order: 10, visibleWhen: { rightsKey: 'claims' } },
    { menu: 'care', to: '/spending-details', order: 20, visibleWhen: { rightsKey: 'deductible' } },
    { menu: 'care', to: '/health-records', order: 30, visibleWhen: { rightsKey: 'personalHealthRecord' } },
    {
      menu: 'care',
      to: '/health-reimbursement',
      order: 40,
      visibleWhen: { rightsKey: 'healthReimbursementAccount' },
    },
    {
      menu: 'care',
      labelFrom: 'findCareDisplayText',
      to: '/find-care',
      order: 50,
      visibleWhen: { rule: 'findCareOptions' },
    },
    { menu: 'policy', to: '/coverage-and-copays', order: 10, visibleWhen: { rightsKey: 'whosCovered' } },
    {
      menu: 'policy',
      to: '/primary-care-provider',
      order: 20,
      visibleWhen: { rightsKey: 'choosePrimaryCareProvider' },
    },
    {
      menu: 'policy',
      to: '/authorizations',
      order: 30,
      visibleWhen: { rightsKey: 'inpatientMedicalAdmissionRequest' },
    },
    {
      menu: 'policy',
      to: '/traveling-abroad',
      order: 40,
      visibleWhen: { rightsKey: 'coverageWhenTravelingAbroad' },
    },
  ],
  // Cards are shown by their page's guard (guardPath, or their link's page with guardsCard), their
  // contract types and rights key, or a rule of @portal/rights; a card's link shows only when its page
  // is open to the plan. A menu entry's label is its page's title unless it says otherwise. Orders: the
  // attention row has the bill (settings, 10), claims in process (20), messages (messages, 30); the
  // plan's grid has recent claims 10, deductible 20, annual maximum 30, next exam 40, ID card
  // (settings, 50), care and costs 60, programs (pharmacy-programs, 70), documents (80).
  dashboardCards: [
    // Shown by the module only while no primary care physician is chosen (docs/product/claims-and-care.md#care-pcp-prompt).
    {
      id: 'primary-care-prompt',
      module: './PrimaryCarePrompt',
      slot: 'prompt',
      order: 10,
      title: 'Choose your primary care physician',
      guardPath: '/primary-care-provider',
    },
    {
      id: 'pending-claims',
      module: './PendingClaimsCard',
      slot: 'attention',
      order: 20,
      title: 'Claims in process',
      link: { to: '/claims', label: 'View your claims', guardsCard: true },
      // How many, what that means, and the newest two.
      loading: { figureLines: 2, textLines: 2, listItems: 2 },
    },
    {
      id: 'recent-claims',
      module: './RecentClaimsCard',
      order: 10,
      title: 'Recent claims',
      link: { to: '/claims', label: 'View all claims', guardsCard: true },
      // Three rows the height of loaded claim rows (a link, a detail line and the amount owed).
      loading: { figureLines: 0, rows: 3 },
      wide: true,
    },
    {
      id: 'deductible',
      module: './DeductibleCard',
      order: 20,
      title: 'Deductible progress',
      link: { to: '/spending-details', label: 'View spending details', guardsCard: true },
      loading: { figureLines: 0, textLines: 7 },
    },
    {
      // Dental: the annual maximum from the spending call, which the deductible right allows.
      id: 'annual-maximum',
      module: './AnnualMaximumCard',
      order: 30,
      title: 'Annual maximum',
      link: { to: '/coverage-and-copays', label: 'See what your plan covers' },
      loading: { figureLines: 0, textLines: 7 },
      contractTypes: ['Dental'],
      visibleWhen: { rightsKey: 'deductible' },
    },
    {
      // Dental and vision: the next covered checkup or eye exam, from the plan's claims.
      id: 'next-checkup',
      module: './NextExamCard',
      order: 40,
      title: 'Your next checkup',
      link: { to: '/find-care', label: 'Find a dentist' },
      loading: { figureLines: 2, textLines: 3 },
      contractTypes: ['Dental'],
      visibleWhen: { rightsKey: 'claims' },
    },
    {
      id: 'next-eye-exam',
      module: './NextExamCard',
      order: 40,
      title: 'Your next eye exam',
      link: { to: '/find-care', label: 'Find an eye doctor' },
      loading: { figureLines: 2, textLines: 3 },
      contractTypes: ['Vision'],
      visibleWhen: { rightsKey: 'claims' },
    },
    {
      // A button for each of find care, cost estimates and coverage the plan may open.
      id: 'care-cost',
      module: './CareCostCard',
      order: 60,
      title: 'Care and costs',
      loading: { figureLines: 0, textLines: 2 },
      visibleWhen: { rule: 'careCostOptions' },
    },
  ],
} as const satisfies RemoteManifestSource;
