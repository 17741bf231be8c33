// The platform's menu rules, tested on fixture manifests declared here: which menu an entry lands in,
// its order, the rules and guards that show or hide it, its label from the rights, and which entries
// leave the portal. No remote's real menu is spelled out: a team adding a page with a menu entry
// changes its own manifest, never this file. The real remotes' manifests are only checked to compose
// and to keep every entry's promise, with expectations read from the manifests themselves.
import type { RightsRecord } from '@portal/contracts/domain';
import { contractTypes, type ManifestMenuEntry, type RemoteManifest } from '@portal/contracts/remote-manifest';
import { matchesPath, redirects } from '@portal/contracts/route-table';
import {
  composePortal,
  navigationFor,
  pathAllowed,
  portalCompositionStore,
  updatePolicyApp,
  type ComposedMenuEntry,
  type NavigationEntry,
  type NavigationModel,
} from '@portal/rights';

const medical = { contractType: 'Medical' } as const;
const dental = { contractType: 'Dental' } as const;
const labels = (entries: NavigationEntry[]) => entries.map((entry) => entry.label);

// The whole portal as Jest composed it from every remote's manifest before this file ran.
const realComposition = portalCompositionStore.getState();
afterEach(() => portalCompositionStore.setState(realComposition, true));

/** A remote with pages of either contract type and entries in all three menus, on the manifests' order scale. */
const fixtureCare: RemoteManifest = {
  schemaVersion: 1,
  remote: 'mfe_fixture_care',
  modules: { './FixturePage': './src/fixture-page.tsx' },
  pages: [
    {
      path: '/fixture/visits',
      title: 'Fixture Visits',
      access: 'authenticated',
      contractTypes: ['Medical'],
      rightsKey: 'claims',
      module: './FixturePage',
    },
    {
      path: '/fixture/balance',
      title: 'Fixture Balance',
      access: 'authenticated',
      contractTypes: ['Medical'],
      rightsKey: 'deductible',
      module: './FixturePage',
    },
    {
      path: '/fixture/finder',
      title: 'Fixture Finder',
      access: 'authenticated',
      rightsKey: 'findCareAndCostOptions',
      module: './FixturePage',
    },
    { path: '/fixture/benefits', title: 'Fixture Benefits', access: 'authenticated', rightsKey: 'whosCovered', module: './FixturePage' },
    {
      path: '/fixture/abroad',
      title: 'Fixture Abroad',
      access: 'authenticated',
      contractTypes: ['Medical'],
      rightsKey: 'coverageWhenTravelingAbroad',
      module: './FixturePage',
    },
  ],
  menuEntries: [
    // Declared out of order on purpose: the menu follows `order`, not the manifest's list.
    {
      menu: 'care',
      label: 'Fixture Finder',
      labelFrom: 'findCareDisplayText',
      to: '/fixture/finder',
      order: 50,
      visibleWhen: { rule: 'findCareOptions' },
    },
    // A link through a redirect: the page it lands on decides (guardPath).
    {
      menu: 'care',
      label: 'Fixture Visits',
      to: '/fixture/visit-list',
      guardPath: '/fixture/visits',
      order: 10,
      visibleWhen: { rightsKey: 'claims' },
    },
    { menu: 'care', label: 'Fixture Balance', to: '/fixture/balance', order: 30, visibleWhen: { rightsKey: 'deductible' } },
    {
      menu: 'policy',
      label: 'Fixture Abroad',
      to: '/fixture/abroad',
      order: 40,
      visibleWhen: { rightsKey: 'coverageWhenTravelingAbroad' },
    },
    { menu: 'policy', label: 'Fixture Benefits', to: '/fixture/benefits', order: 10, visibleWhen: { rightsKey: 'whosCovered' } },
  ],
};

/** A second remote: its Care entry falls between the first remote's, and its top-level entries use the named rules. */
const fixtureTop: RemoteManifest = {
  schemaVersion: 1,
  remote: 'mfe_fixture_top',
  modules: { './FixturePage': './src/fixture-page.tsx' },
  pages: [
    {
      path: '/fixture/record',
      title: 'Fixture Record',
      access: 'authenticated',
      contractTypes: ['Medical'],
      rightsKey: 'personalHealthRecord',
      module: './FixturePage',
    },
    { path: '/fixture/bill', title: 'Fixture Bill', access: 'authenticated', rightsKey: 'payment', module: './FixturePage' },
    { path: '/fixture/pharmacy', title: 'Fixture Pharmacy', access: 'authenticated', rightsKey: 'pharmacyCenter', module: './FixturePage' },
    { path: '/fixture/help', title: 'Fixture Help', access: 'authenticated', module: './FixturePage' },
  ],
  menuEntries: [
    { menu: 'care', label: 'Fixture Record', to: '/fixture/record', order: 20, visibleWhen: { rightsKey: 'personalHealthRecord' } },
    { menu: 'top', label: 'Fixture Help', to: '/fixture/help', order: 90 },
    { menu: 'top', label: 'Fixture Bill', to: '/fixture/bill', order: 10, visibleWhen: { rule: 'payBill' } },
    { menu: 'top', label: 'Fixture Pharmacy', to: '/fixture/pharmacy', order: 40, visibleWhen: { rule: 'pharmacy' } },
  ],
};

/** Every right the fixtures' entries and the shell's own entries name, on. */
const everything: RightsRecord = {
  claims: true,
  deductible: true,
  personalHealthRecord: true,
  findCareAndCostOptions: [{ type: 'embold' }],
  whosCovered: true,
  coverageWhenTravelingAbroad: true,
  pageIdentifiers: [{ type: 'interqual' }],
  updateOtherCoverageInformation: true,
  updatePolicy: true,
  maPlanBenefits: true,
  maPlanBenefitsLink: 'https://example.com/plan',
  payBill: true,
  pharmacyCenter: true,
};

function composeFixtures(...manifests: RemoteManifest[]) {
  return composePortal(Object.fromEntries(manifests.map((manifest) => [manifest.remote, manifest])));
}

function fixtureNavigation(
  rights: RightsRecord,
  plan: { contractType: 'Medical' | 'Dental' | 'Vision' } = medical,
  showSwitchPlans = false,
): NavigationModel {
  composeFixtures(fixtureCare, fixtureTop);
  return navigationFor(plan, rights, { showSwitchPlans });
}

describe("navigation entries from the remotes' manifests (fixture remotes)", () => {
  it('puts each entry in the menu its manifest names, whichever remote declares it', () => {
    const model = fixtureNavigation(everything);
    expect(labels(model.care)).toEqual(expect.arrayContaining(['Fixture Visits', 'Fixture Balance', 'Fixture Record']));
    expect(labels(model.policy)).toEqual(expect.arrayContaining(['Fixture Benefits', 'Fixture Abroad']));
    expect(labels(model.topLevel)).toEqual(expect.arrayContaining(['Fixture Bill', 'Fixture Pharmacy', 'Fixture Help']));
    for (const entry of [...model.care, ...model.policy, ...model.topLevel]) {
      expect([model.care, model.policy, model.topLevel].filter((menu) => menu.includes(entry))).toHaveLength(1);
    }
  });

  it("orders each menu by `order` across remotes, not by declaration; the shell's Policy entries follow the remotes', Switch Plans sits at 80", () => {
    const model = fixtureNavigation({ ...everything, findCareAndCostDisplayText: undefined }, medical, true);
    expect(labels(model.care)).toEqual(['Fixture Visits', 'Fixture Record', 'Fixture Balance', 'Fixture Finder']);
    expect(labels(model.policy)).toEqual([
      'Fixture Benefits',
      'Fixture Abroad',
      'Medical Review Guidelines',
      'Coordination of Benefits',
      'Update Policy Info',
      'Your Plan',
    ]);
    expect(labels(model.topLevel)).toEqual(['Fixture Bill', 'Fixture Pharmacy', 'Switch Plans', 'Fixture Help']);
  });

  it('flows a new entry into its menu at its order, with no change to the shell or the rules', () => {
    const before = labels(fixtureNavigation(everything).care);
    const newEntry: ManifestMenuEntry = {
      menu: 'care',
      label: 'Fixture Claims Help',
      to: '/fixture/claims-help',
      order: 25,
      visibleWhen: { rightsKey: 'claims' },
    };
    const withNewPage: RemoteManifest = {
      ...fixtureCare,
      pages: [
        ...fixtureCare.pages,
        {
          path: '/fixture/claims-help',
          title: 'Fixture Claims Help',
          access: 'authenticated',
          contractTypes: ['Medical'],
          rightsKey: 'claims',
          module: './FixturePage',
        },
      ],
      menuEntries: [...(fixtureCare.menuEntries ?? []), newEntry],
    };
    composeFixtures(withNewPage, fixtureTop);
    const after = labels(navigationFor(medical, everything, { showSwitchPlans: false }).care);
    // Where its order puts it among the entries that were there: after every entry ordered before it.
    const composedCare = portalCompositionStore.getState().menuEntries.filter((entry) => entry.menu === 'care');
    const position = composedCare.filter((entry) => entry.order < newEntry.order).length;
    expect(after).toEqual([...before.slice(0, position), newEntry.label, ...before.slice(position)]);
    // Without the right it names, it is not offered.
    expect(labels(navigationFor(medical, { ...everything, claims: false }, { showSwitchPlans: false }).care)).not.toContain(newEntry.label);
  });

  it('shows an entry only when the rights key or named rule it gives allows it; an entry with no rule always shows', () => {
    const model = fixtureNavigation({
      claims: true,
      rxSavingsSolutions: true,
      pageIdentifiers: [{ type: 'medicarePayment' }],
      payBill: false,
    });
    expect(labels(model.care)).toEqual(['Fixture Visits']);
    expect(model.policy).toEqual([]);
    // payBill: a medicarePayment identifier while payBill is false; pharmacy: Rx savings alone.
    expect(labels(model.topLevel)).toEqual(['Fixture Bill', 'Fixture Pharmacy', 'Fixture Help']);
    expect(labels(fixtureNavigation({}).topLevel)).toEqual(['Fixture Help']);
    // findCareOptions needs an option, not the findCare flag alone.
    expect(labels(fixtureNavigation({ findCare: true, findCareAndCostOptions: [] }).care)).toEqual([]);
  });

  it('hides an entry the member lacks rights for, and empties a menu with none left', () => {
    const model = fixtureNavigation({ ...everything, deductible: false, personalHealthRecord: false, whosCovered: false });
    expect(labels(model.care)).not.toContain('Fixture Balance');
    expect(labels(model.care)).not.toContain('Fixture Record');
    expect(labels(model.policy)).not.toContain('Fixture Benefits');
    const none = fixtureNavigation({ payBill: true });
    expect(none.care).toEqual([]);
    expect(none.policy).toEqual([]);
    expect(labels(none.topLevel)).toEqual(['Fixture Bill', 'Fixture Help']);
  });

  it('hides an entry whose page the plan may not open, judged on the page a redirecting link lands on', () => {
    const model = fixtureNavigation(everything, dental);
    // Only the entries whose pages have no contract type of their own.
    expect(labels(model.care)).toEqual(['Fixture Finder']);
    expect(labels(model.policy)).toEqual([
      'Fixture Benefits',
      'Medical Review Guidelines',
      'Coordination of Benefits',
      'Update Policy Info',
      'Your Plan',
    ]);
    // The Visits link's own path is no page; its guardPath's page decides, with that page's rights key.
    expect(fixtureNavigation(everything).care[0]).toEqual({
      kind: 'route',
      id: '/fixture/visit-list',
      label: 'Fixture Visits',
      to: '/fixture/visit-list',
    });
    composeFixtures({
      ...fixtureCare,
      pages: fixtureCare.pages.map((page) => (page.path === '/fixture/visits' ? { ...page, rightsKey: 'forms' as const } : page)),
    });
    expect(labels(navigationFor(medical, everything, { showSwitchPlans: false }).care)).not.toContain('Fixture Visits');
  });

  it('takes a label from the rights when the entry says so, and its own label otherwise', () => {
    expect(labels(fixtureNavigation({ ...everything, findCareAndCostDisplayText: 'Find a Doctor' }).care)).toContain('Find a Doctor');
    expect(labels(fixtureNavigation({ ...everything, findCareAndCostDisplayText: '  ' }).care)).toContain('Fixture Finder');
  });

  it("marks what leaves the portal: the handoffs are external apps and the plan link a link, the remotes' entries stay in the portal", () => {
    const model = fixtureNavigation(everything);
    const leaving = model.policy.filter((entry) => entry.kind !== 'route');
    expect(leaving).toEqual([
      { kind: 'external-app', id: 'interqual', label: 'Medical Review Guidelines', app: 'interqual' },
      { kind: 'external-app', id: 'cob', label: 'Coordination of Benefits', app: 'cob' },
      { kind: 'external-app', id: 'updatepolicy', label: 'Update Policy Info', app: 'updatepolicy' },
      { kind: 'link', id: 'your-plan', label: 'Your Plan', href: 'https://example.com/plan' },
    ]);
    for (const entry of [...model.care, ...model.topLevel]) expect(entry.kind).toBe('route');
    expect(fixtureNavigation({ ...everything, maPlanBenefitsLink: undefined }).policy.map((entry) => entry.id)).not.toContain('your-plan');
  });
});

describe("the shell's own entries", () => {
  it("leads Home to the plan's dashboard, for every plan, and has none for a contract type without a dashboard", () => {
    for (const [contractType, dashboard] of [
      ['Medical', '/medical/dashboard'],
      ['Dental', '/dental/dashboard'],
      ['Vision', '/vision/dashboard'],
    ] as const) {
      expect(navigationFor({ contractType }, {}, { showSwitchPlans: false, menuEntries: [] }).home).toEqual({
        kind: 'route',
        id: 'home',
        label: 'Home',
        to: dashboard,
      });
    }
    expect(navigationFor({ contractType: 'Life' as never }, {}, { showSwitchPlans: false, menuEntries: [] }).home).toBeNull();
  });

  it('offers Switch Plans only when asked to', () => {
    expect(labels(navigationFor(medical, {}, { showSwitchPlans: true, menuEntries: [] }).topLevel)).toEqual(['Switch Plans']);
    expect(navigationFor(medical, {}, { showSwitchPlans: false, menuEntries: [] }).topLevel).toEqual([]);
  });

  it('hands Update Policy Info to updatepolicymetallic when only that flag is on', () => {
    const model = navigationFor(medical, { updatePolicyMetallic: true }, { showSwitchPlans: false, menuEntries: [] });
    expect(model.policy).toEqual([
      { kind: 'external-app', id: 'updatepolicymetallic', label: 'Update Policy Info', app: 'updatepolicymetallic' },
    ]);
  });

  it('chooses the Update Policy app by one rule: the metallic app for a metallic plan, even when updatePolicy is on too', () => {
    expect(updatePolicyApp({ updatePolicy: true })).toBe('updatepolicy');
    expect(updatePolicyApp({ updatePolicyMetallic: true })).toBe('updatepolicymetallic');
    expect(updatePolicyApp({ updatePolicy: true, updatePolicyMetallic: true })).toBe('updatepolicymetallic');
    expect(updatePolicyApp({ updatePolicy: false })).toBeNull();
    expect(updatePolicyApp(null)).toBeNull();
    const model = navigationFor(medical, { updatePolicy: true, updatePolicyMetallic: true }, { showSwitchPlans: false, menuEntries: [] });
    expect(model.policy).toEqual([
      { kind: 'external-app', id: 'updatepolicymetallic', label: 'Update Policy Info', app: 'updatepolicymetallic' },
    ]);
  });
});

describe("the real remotes' manifests, composed", () => {
  const realEntries = realComposition.menuEntries;
  const realEntriesOf = (menu: ComposedMenuEntry['menu']) => realEntries.filter((entry) => entry.menu === menu);
  /** Every rights flag and list a real manifest or route names, on (the plan link with its address). */
  const allRights: RightsRecord = {
    claims: true,
    deductible: true,
    personalHealthRecord: true,
    healthReimbursementAccount: true,
    findCareAndCostOptions: [{ type: 'embold' }],
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
    rxSavingsSolutions: true,
    forms: true,
    embold: true,
  };

  it('compose without a failed remote or a refused page, with menu entries in every menu', () => {
    expect(realComposition.status).toBe('composed');
    expect(realComposition.failedRemotes).toEqual([]);
    expect(realComposition.problems).toEqual([]);
    for (const menu of ['care', 'policy', 'top'] as const) expect(realEntriesOf(menu).length).toBeGreaterThan(0);
  });

  it("offer each entry the manifests declare to a plan of some contract type with every right, in its menu's order", () => {
    const idOf = (entry: { id?: string; to: string }) => entry.id ?? entry.to;
    const offered = new Map<string, Set<string>>([
      ['care', new Set()],
      ['policy', new Set()],
      ['top', new Set()],
    ]);
    for (const contractType of contractTypes) {
      const model = navigationFor({ contractType }, allRights, { showSwitchPlans: false });
      for (const [menu, entries] of [
        ['care', model.care],
        ['policy', model.policy],
        ['top', model.topLevel],
      ] as const) {
        const routes = entries.filter((entry) => entry.kind === 'route');
        for (const entry of routes) offered.get(menu)?.add(entry.id);
        // The remotes' entries keep the order their manifests give them.
        const declared = realEntriesOf(menu).filter((candidate) => routes.some((entry) => entry.id === idOf(candidate)));
        expect(routes.map((entry) => entry.id).filter((id) => id !== '/select-plan')).toEqual(declared.map(idOf));
      }
    }
    for (const entry of realEntries)
      expect({ menu: entry.menu, id: idOf(entry), offered: offered.get(entry.menu)?.has(idOf(entry)) }).toMatchObject({ offered: true });
  });

  it('lead every route entry to a page the plan and its rights open, never to not-found (a menu and its route agree)', () => {
    // Menu links may be redirects (/medical-claims, /settings): their target's guard decides.
    const landing = (to: string) => redirects.find((redirect) => matchesPath(redirect.from, to))?.to ?? to;
    const flags = Object.entries(allRights)
      .filter(([, value]) => value === true)
      .map(([flag]) => flag as keyof RightsRecord);
    const cases: RightsRecord[] = [
      allRights,
      { rxSavingsSolutions: true },
      { findCareAndCostOptions: [{ type: 'telehealth' }] },
      { payBill: false, pageIdentifiers: [{ type: 'medicarePayment' }] },
      ...flags.map((flag) => ({ [flag]: true })),
    ];
    for (const plan of [medical, dental, { contractType: 'Vision' } as const]) {
      for (const rights of cases) {
        const model = navigationFor(plan, rights, { showSwitchPlans: true });
        for (const entry of [...model.care, ...model.policy, ...model.topLevel]) {
          if (entry.kind !== 'route' || entry.to === '/select-plan') continue;
          expect({
            contractType: plan.contractType,
            rights,
            to: entry.to,
            allowed: pathAllowed(landing(entry.to), plan, rights),
          }).toMatchObject({ allowed: true });
        }
      }
    }
  });
});
