import type { RightsRecord } from '@portal/contracts/domain';
import { matchesPath, redirects } from '@portal/contracts/route-table';
import { navigationFor, pathAllowed, updatePolicyApp, type NavigationEntry } from '@portal/rights';

const medical = { contractType: 'Medical' } as const;
const dental = { contractType: 'Dental' } as const;
const labels = (entries: NavigationEntry[]) => entries.map((entry) => entry.label);

const everything: RightsRecord = {
  claims: true,
  deductible: true,
  personalHealthRecord: true,
  healthReimbursementAccount: true,
  findCareAndCostOptions: [{ type: 'embold' }],
  findCareAndCostDisplayText: 'Find Care and Compare Costs',
  whosCovered: true,
  choosePrimaryCareProvider: true,
  inpatientMedicalAdmissionRequest: true,
  coverageWhenTravelingAbroad: true,
  pageIdentifiers: [{ type: 'interqual' }],
  updateOtherCoverageInformation: true,
  updatePolicy: true,
  maPlanBenefits: true,
  maPlanBenefitsLink: 'https://example.com/plan',
  payBill: true,
  idCards: true,
  programs: [{ programId: 'wellness_ABCBS' }],
  pharmacyCenter: true,
  forms: true,
};

describe('navigation entries (SPEC sections 2 and 6)', () => {
  it('lists every Care and Policy entry when every flag is on, Find Care titled from the rights', () => {
    const model = navigationFor(medical, everything, { showSwitchPlans: true });
    expect(labels(model.care)).toEqual(['Claims', 'Spending Details', 'Personal Health Record', 'Health Reimbursement Account', 'Find Care and Compare Costs']);
    expect(model.care[0]).toMatchObject({ kind: 'route', to: '/medical-claims' });
    expect(labels(model.policy)).toEqual([
      'Coverage and Copays',
      'Primary Care Provider',
      'Prior Authorizations',
      'Traveling Abroad',
      'Medical Review Guidelines',
      'Coordination of Benefits',
      'Update Policy Info',
      'Your Plan',
    ]);
    expect(model.policy.find((entry) => entry.label === 'Your Plan')).toEqual({ kind: 'link', id: 'your-plan', label: 'Your Plan', href: 'https://example.com/plan' });
    expect(labels(model.topLevel)).toEqual(['Pay Bill', 'ID Cards', 'Programs', 'Pharmacy', 'Documents & Forms', 'Messages', 'Contact Us', 'Switch Plans', 'Settings']);
  });

  it('leads Home to the plan’s dashboard and Messages to the message center, for every plan', () => {
    for (const [contractType, dashboard] of [
      ['Medical', '/medical/dashboard'],
      ['Dental', '/dental/dashboard'],
      ['Vision', '/vision/dashboard'],
    ] as const) {
      const model = navigationFor({ contractType }, {}, { showSwitchPlans: false });
      expect(model.home).toEqual({ kind: 'route', id: 'home', label: 'Home', to: dashboard });
      expect(model.topLevel).toContainEqual({ kind: 'route', id: '/messages', label: 'Messages', to: '/messages' });
    }
  });

  it('has no Home for a contract type without a dashboard', () => {
    expect(navigationFor({ contractType: 'Life' as never }, {}, { showSwitchPlans: false }).home).toBeNull();
  });

  it('empties both menus when every Care and Policy flag is off', () => {
    const model = navigationFor(medical, { payBill: true }, { showSwitchPlans: false });
    expect(model.care).toEqual([]);
    expect(model.policy).toEqual([]);
    expect(labels(model.topLevel)).toEqual(['Pay Bill', 'Messages', 'Contact Us', 'Settings']);
  });

  it('shows Pay Bill for payBill, or for a medicarePayment identifier when payBill is false', () => {
    expect(labels(navigationFor(medical, { payBill: false }, { showSwitchPlans: false }).topLevel)).not.toContain('Pay Bill');
    const medicare = navigationFor(medical, { payBill: false, pageIdentifiers: [{ type: 'medicarePayment' }] }, { showSwitchPlans: false });
    expect(labels(medicare.topLevel)).toContain('Pay Bill');
  });

  it('shows Pharmacy for pharmacyCenter or rxSavingsSolutions, Programs only with a program', () => {
    expect(labels(navigationFor(medical, { rxSavingsSolutions: true }, { showSwitchPlans: false }).topLevel)).toContain('Pharmacy');
    expect(labels(navigationFor(medical, { programs: [] }, { showSwitchPlans: false }).topLevel)).not.toContain('Programs');
  });

  it('hands Update Policy Info to updatepolicymetallic when only that flag is on, and Find Care needs an option', () => {
    const model = navigationFor(medical, { updatePolicyMetallic: true, findCare: true, findCareAndCostOptions: [] }, { showSwitchPlans: false });
    expect(model.policy).toEqual([{ kind: 'external-app', id: 'updatepolicymetallic', label: 'Update Policy Info', app: 'updatepolicymetallic' }]);
    expect(model.care).toEqual([]);
  });

  it('chooses the Update Policy app by one rule: the metallic app for a metallic plan, even when updatePolicy is on too', () => {
    expect(updatePolicyApp({ updatePolicy: true })).toBe('updatepolicy');
    expect(updatePolicyApp({ updatePolicyMetallic: true })).toBe('updatepolicymetallic');
    expect(updatePolicyApp({ updatePolicy: true, updatePolicyMetallic: true })).toBe('updatepolicymetallic');
    expect(updatePolicyApp({ updatePolicy: false })).toBeNull();
    expect(updatePolicyApp(null)).toBeNull();
    const model = navigationFor(medical, { updatePolicy: true, updatePolicyMetallic: true }, { showSwitchPlans: false });
    expect(model.policy).toEqual([{ kind: 'external-app', id: 'updatepolicymetallic', label: 'Update Policy Info', app: 'updatepolicymetallic' }]);
  });

  it('never offers a Dental plan a Medical-only page', () => {
    const model = navigationFor(dental, everything, { showSwitchPlans: true });
    expect(labels(model.care)).toEqual(['Find Care and Compare Costs']);
    expect(labels(model.policy)).toEqual(['Coverage and Copays', 'Medical Review Guidelines', 'Coordination of Benefits', 'Update Policy Info', 'Your Plan']);
  });

  it('leads every route entry to a page the plan and its rights open, never to not-found (a menu and its route agree)', () => {
    // Menu links may be redirects (/medical-claims, /settings): their target's guard decides.
    const landing = (to: string) => redirects.find((redirect) => matchesPath(redirect.from, to))?.to ?? to;
    const flags: (keyof RightsRecord)[] = ['claims', 'deductible', 'personalHealthRecord', 'healthReimbursementAccount', 'whosCovered', 'choosePrimaryCareProvider', 'inpatientMedicalAdmissionRequest', 'coverageWhenTravelingAbroad', 'payBill', 'idCards', 'pharmacyCenter', 'rxSavingsSolutions', 'forms'];
    const cases: RightsRecord[] = [
      everything,
      { rxSavingsSolutions: true },
      { pharmacyCenter: true },
      { findCareAndCostOptions: [{ type: 'telehealth' }] },
      { payBill: false, pageIdentifiers: [{ type: 'medicarePayment' }] },
      ...flags.map((flag) => ({ [flag]: true })),
    ];
    for (const plan of [medical, dental, { contractType: 'Vision' } as const]) {
      for (const rights of cases) {
        const model = navigationFor(plan, rights, { showSwitchPlans: true });
        for (const entry of [...model.care, ...model.policy, ...model.topLevel]) {
          if (entry.kind !== 'route' || entry.to === '/select-plan') continue;
          expect({ contractType: plan.contractType, rights, to: entry.to, allowed: pathAllowed(landing(entry.to), plan, rights) }).toMatchObject({ allowed: true });
        }
      }
    }
  });
});
