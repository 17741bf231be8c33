// A remote page opened directly (a bookmark, a reload) starts its code as soon as the portal is
// composed when the guard already allows it from the plan and rights kept for the tab; the page's own
// load then takes that load up, so there is one download and one failure to report. A refused route's
// code is never fetched.
import type { RemoteManifest } from '@portal/contracts/remote-manifest';
import { avaTestPlan } from '@portal/testing/test-plans';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

// Each test starts with fresh modules: which pages have asked for their code is page-load state.
let mockedLoadRemote: jest.MockedFunction<typeof import('@module-federation/enhanced/runtime').loadRemote>;
let sessionStore: typeof import('@portal/session').sessionStore;
let rights: typeof import('@portal/rights');
let loadRemotePage: typeof import('../src/remotes/load-remote-page').loadRemotePage;
let startFirstRemotePageLoad: typeof import('../src/startup/start-first-route-loads').startFirstRemotePageLoad;
let startFirstDashboardCardLoads: typeof import('../src/startup/start-first-route-loads').startFirstDashboardCardLoads;
let loadRemoteCard: typeof import('../src/remotes/load-remote-page').loadRemoteCard;

const manifest = (remote: string, page: RemoteManifest['pages'][number]): RemoteManifest => ({
  schemaVersion: 1,
  remote,
  modules: { [page.module]: './src/page.tsx' },
  pages: [page],
});

const memberToken = `e30.${btoa(JSON.stringify({ sub: 'ava.medical' })).replace(/=+$/, '')}.sig`;
const staffToken = `e30.${btoa(JSON.stringify({ sub: 'sam.admin', roles: ['staff'] })).replace(/=+$/, '')}.sig`;
const signInWith = (accessToken: string) => sessionStore.getState().setTokens({ accessToken, refreshToken: null, userId: 'someone' });
/** A member signed in with a plan and its rights, as a reload finds them kept for the tab. */
function signInWithKeptRights(flags: Record<string, boolean>) {
  signInWith(memberToken);
  sessionStore.getState().selectPlan(avaTestPlan);
  rights.rightsStore.getState().setRights(flags, []);
}
const Page = () => null;

beforeEach(async () => {
  await jest.isolateModulesAsync(async () => {
    mockedLoadRemote = jest.mocked((await import('@module-federation/enhanced/runtime')).loadRemote);
    ({ sessionStore } = await import('@portal/session'));
    rights = await import('@portal/rights');
    ({ loadRemotePage, loadRemoteCard } = await import('../src/remotes/load-remote-page'));
    ({ startFirstRemotePageLoad, startFirstDashboardCardLoads } = await import('../src/startup/start-first-route-loads'));
  });
  mockedLoadRemote.mockResolvedValue({ default: Page });
  sessionStorage.clear();
  rights.composePortal({
    mfe_claims: {
      schemaVersion: 1,
      remote: 'mfe_claims',
      modules: {
        './ClaimsPage': './src/claims.tsx',
        './TravelingAbroadPage': './src/abroad.tsx',
        './RecentClaimsCard': './src/recent.tsx',
        './AbroadCard': './src/abroad-card.tsx',
        './DentalCard': './src/dental.tsx',
      },
      dashboardCards: [
        {
          id: 'recent-claims',
          module: './RecentClaimsCard',
          slot: 'cards',
          order: 1,
          title: 'Recent claims',
          loading: { status: 'Loading recent claims…', figureLines: 1 },
        },
        {
          id: 'abroad',
          module: './AbroadCard',
          slot: 'cards',
          order: 2,
          title: 'Traveling abroad',
          guardPath: '/traveling-abroad',
          loading: { status: 'Loading traveling abroad…', figureLines: 1 },
        },
        {
          id: 'dental-only',
          module: './DentalCard',
          slot: 'cards',
          order: 3,
          title: 'Dental',
          contractTypes: ['Dental'],
          loading: { status: 'Loading dental…', figureLines: 1 },
        },
      ],
      pages: [
        { path: '/claims', title: 'Claims', access: 'authenticated', module: './ClaimsPage' },
        {
          path: '/traveling-abroad',
          title: 'Traveling Abroad',
          access: 'authenticated',
          contractTypes: ['Medical'],
          rightsKey: 'coverageWhenTravelingAbroad',
          module: './TravelingAbroadPage',
        },
      ],
    },
    mfe_registration: manifest('mfe_registration', {
      path: '/staff/accounts',
      title: 'Accounts',
      access: 'staff',
      staffHome: true,
      module: './StaffPage',
    }),
  });
});

describe('startFirstRemotePageLoad', () => {
  it("starts a signed-in member's remote page at once, and the page's load takes it up instead of loading again", async () => {
    signInWithKeptRights({});
    startFirstRemotePageLoad('/claims');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_claims/ClaimsPage');
    await expect(loadRemotePage('mfe_claims', './ClaimsPage')).resolves.toEqual({ default: Page });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    // Taken up once: a later visit (Retry after a failure) loads afresh.
    await loadRemotePage('mfe_claims', './ClaimsPage');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('hands a failed early load to the page, which reports it, with no second attempt behind it', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('remote down'));
    signInWithKeptRights({});
    startFirstRemotePageLoad('/claims');
    await expect(loadRemotePage('mfe_claims', './ClaimsPage')).rejects.toThrow('remote down');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('starts nothing once the page has asked for its code: its Retry then loads afresh, never a stale early load', async () => {
    signInWithKeptRights({});
    await loadRemotePage('mfe_claims', './ClaimsPage');
    startFirstRemotePageLoad('/claims');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    await loadRemotePage('mfe_claims', './ClaimsPage');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('starts a route whose rights key the kept rights allow, and nothing for one they refuse', () => {
    signInWithKeptRights({ coverageWhenTravelingAbroad: false });
    startFirstRemotePageLoad('/traveling-abroad');
    expect(mockedLoadRemote).not.toHaveBeenCalled();
    rights.rightsStore.getState().setRights({ coverageWhenTravelingAbroad: true }, []);
    startFirstRemotePageLoad('/traveling-abroad');
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_claims/TravelingAbroadPage');
  });

  it("waits for the guard when the tab keeps no rights: the member's page loads once they are in", () => {
    signInWith(memberToken);
    sessionStore.getState().selectPlan(avaTestPlan);
    startFirstRemotePageLoad('/claims');
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it("starts a staff session's staff page, which has no plan or rights", () => {
    signInWith(staffToken);
    startFirstRemotePageLoad('/staff/accounts');
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_registration/StaffPage');
  });

  it('starts nothing for a signed-out visitor, a session the route is not open to, a shell page or an unknown path', () => {
    startFirstRemotePageLoad('/claims');
    signInWith(staffToken);
    startFirstRemotePageLoad('/claims');
    signInWithKeptRights({});
    startFirstRemotePageLoad('/staff/accounts');
    startFirstRemotePageLoad('/select-plan');
    startFirstRemotePageLoad('/no-such-page');
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});

describe('startFirstDashboardCardLoads', () => {
  const Card = () => null;

  it("starts the cards the kept plan and rights show on the plan's dashboard, and each card's load takes its early load up", async () => {
    mockedLoadRemote.mockResolvedValue({ default: Card });
    signInWithKeptRights({ coverageWhenTravelingAbroad: false });
    startFirstDashboardCardLoads('/medical/dashboard');
    // The card behind a refused page's guard and the Dental plan's card are not the Medical plan's.
    expect(mockedLoadRemote.mock.calls).toEqual([['mfe_claims/RecentClaimsCard']]);
    await expect(loadRemoteCard('mfe_claims', './RecentClaimsCard')).resolves.toEqual({ default: Card });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    // Taken up once: the card's Try again loads afresh.
    await loadRemoteCard('mfe_claims', './RecentClaimsCard');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it("starts nothing on another plan's dashboard, without kept rights, for staff or a signed-out visitor, or on another page", () => {
    startFirstDashboardCardLoads('/medical/dashboard');
    signInWith(staffToken);
    startFirstDashboardCardLoads('/medical/dashboard');
    signInWith(memberToken);
    sessionStore.getState().selectPlan(avaTestPlan);
    startFirstDashboardCardLoads('/medical/dashboard');
    rights.rightsStore.getState().setRights({}, []);
    startFirstDashboardCardLoads('/dental/dashboard');
    startFirstDashboardCardLoads('/claims');
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});
