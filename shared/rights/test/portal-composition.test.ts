// The portal as composed at run time (docs/remote-manifest.md): the shell's routes plus the remotes'
// manifests. Jest composes every remote's manifest before each test file (jest-portal-composition.cjs),
// as the shell does at start; the tests of composition itself compose their own.
import type { RemoteManifest } from '@portal/contracts/remote-manifest';
import { shellRoutes } from '@portal/contracts/route-table';
import {
  composePortal,
  expectedExposes,
  navigationFor,
  pathAllowed,
  portalCompositionStore,
  portalRoutes,
  routeFor,
  type NavigationEntry,
} from '@portal/rights';

const initialComposition = portalCompositionStore.getState();
afterEach(() => portalCompositionStore.setState(initialComposition, true));

describe('the composed route table', () => {
  const routes = portalRoutes();

  it('has one definition per path', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists the modules each remote must expose', () => {
    expect(expectedExposes('mfe_claims')).toEqual(
      expect.arrayContaining([
        './ClaimsPage',
        './ClaimDetailsPage',
        './CoverageAndCopaysPage',
        './HealthRecordsPage',
        './TravelingAbroadPage',
      ]),
    );
    expect(expectedExposes('mfe_registration')).toEqual(
      expect.arrayContaining([
        './RegisterPage',
        './CreateAccountPage',
        './CommunicationSettingsPage',
        './CompleteRegistrationPage',
        './AccountHelpPage',
      ]),
    );
    expect(expectedExposes('mfe_messages')).toEqual(
      expect.arrayContaining(['./MessageCenterPage', './MessageDetailPage', './ContactUsPage']),
    );
  });

  it('has every authenticated route of docs/product/routes-and-guards.md#routes-authenticated with its contract types and rights key', () => {
    const route = (path: string) => routes.find((candidate) => candidate.path === path);
    expect(route('/claims')).toMatchObject({ access: 'authenticated', contractTypes: ['Medical'], rightsKey: 'claims' });
    expect(route('/payment-center')).toMatchObject({ rightsKey: 'payment' });
    expect(route('/payment-center')?.contractTypes).toBeUndefined();
    expect(route('/cost-estimates')).toMatchObject({ contractTypes: ['Medical'], rightsKey: 'embold' });
    expect(route('/programs/:id')).toMatchObject({ requiresProgramInPath: true });
    expect(route('/terms-of-use')).toMatchObject({ access: 'authenticated-when-token', template: 'basic' });
    expect(route('/register')?.hide).toEqual({ navigation: true, footer: true });
    expect(route('/select-plan')?.hide).toEqual({ footer: true });
  });
});

const example: RemoteManifest = {
  schemaVersion: 1,
  remote: 'mfe_example',
  modules: { './ExamplePage': './src/example-page.tsx' },
  pages: [
    {
      path: '/example',
      title: 'Example',
      access: 'authenticated',
      contractTypes: ['Medical'],
      rightsKey: 'forms',
      module: './ExamplePage',
    },
  ],
  menuEntries: [{ menu: 'top', label: 'Example', to: '/example', order: 55, visibleWhen: { rightsKey: 'forms' } }],
};
const labels = (entries: NavigationEntry[]) => entries.map((entry) => entry.label);
const medical = { contractType: 'Medical' } as const;

describe('composing the portal from manifests', () => {
  it("adds a manifest's pages to the shell's routes, guarded by the same rules", () => {
    composePortal({ mfe_example: example });
    expect(routeFor('/example')).toMatchObject({
      title: 'Example',
      rightsKey: 'forms',
      page: { kind: 'remote', remote: 'mfe_example', module: './ExamplePage' },
    });
    expect(portalRoutes().slice(0, shellRoutes.length)).toEqual(shellRoutes);
    expect(pathAllowed('/example', medical, { forms: true })).toBe(true);
    expect(pathAllowed('/example', medical, { forms: false })).toBe(false);
    expect(pathAllowed('/example', { contractType: 'Dental' }, { forms: true })).toBe(false);
    expect(expectedExposes('mfe_example')).toEqual(['./ExamplePage']);
  });

  it("puts a manifest's menu entries in their menu by order, shown by their rule and their page's guard", () => {
    composePortal({ mfe_example: example });
    expect(labels(navigationFor(medical, { forms: true }, { showSwitchPlans: true }).topLevel)).toEqual(['Example', 'Switch Plans']);
    expect(labels(navigationFor(medical, {}, { showSwitchPlans: false }).topLevel)).toEqual([]);
    expect(labels(navigationFor({ contractType: 'Dental' }, { forms: true }, { showSwitchPlans: false }).topLevel)).toEqual([]);
  });

  it('leaves out a remote whose manifest failed: no pages, no entries, listed as failed; the others stay', () => {
    const composition = composePortal({ mfe_broken: null, mfe_example: example });
    expect(composition.failedRemotes).toEqual(['mfe_broken']);
    expect(routeFor('/example')).toBeDefined();
    expect(portalCompositionStore.getState().status).toBe('composed');
  });

  it("never lets a manifest replace a shell page or another remote's page", () => {
    const thief: RemoteManifest = {
      ...example,
      remote: 'mfe_thief',
      pages: [
        { path: '/medical/dashboard', title: 'Not the dashboard', access: 'public', module: './ExamplePage' },
        { ...example.pages[0]!, title: 'Stolen' },
      ],
      menuEntries: [{ menu: 'top', label: 'Stolen', to: '/example', order: 1 }],
    };
    const composition = composePortal({ mfe_example: example, mfe_thief: thief });
    expect(routeFor('/medical/dashboard')?.page).toEqual({ kind: 'shell', page: 'dashboard' });
    expect(routeFor('/example')?.title).toBe('Example');
    expect(composition.problems).toHaveLength(2);
    expect(labels(navigationFor(medical, { forms: true }, { showSwitchPlans: false }).topLevel)).toEqual(['Example']);
  });
});
