// A remote page opened directly (a bookmark, a reload) starts its code as soon as the portal is
// composed, beside the plan and rights its guard waits for; the page's own load then takes that load
// up, so there is one download and one failure to report.
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteManifest } from '@portal/contracts/remote-manifest';
import { composePortal, resetPortalComposition } from '@portal/rights';
import { sessionStore } from '@portal/session';
import { loadRemotePage } from '../src/remotes/load-remote-page';
import { startFirstRemotePageLoad } from '../src/startup/start-first-route-loads';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

const manifest = (remote: string, page: RemoteManifest['pages'][number]): RemoteManifest => ({
  schemaVersion: 1,
  remote,
  modules: { [page.module]: './src/page.tsx' },
  pages: [page],
});

const memberToken = `e30.${btoa(JSON.stringify({ sub: 'ava.medical' })).replace(/=+$/, '')}.sig`;
const staffToken = `e30.${btoa(JSON.stringify({ sub: 'sam.admin', roles: ['staff'] })).replace(/=+$/, '')}.sig`;
const signInWith = (accessToken: string) => sessionStore.getState().setTokens({ accessToken, refreshToken: null, userId: 'someone' });
const Page = () => null;

beforeEach(() => {
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockResolvedValue({ default: Page });
  sessionStorage.clear();
  sessionStore.getState().reset();
  resetPortalComposition();
  composePortal({
    mfe_claims: manifest('mfe_claims', { path: '/claims', title: 'Claims', access: 'authenticated', module: './ClaimsPage' }),
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
    signInWith(memberToken);
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
    signInWith(memberToken);
    startFirstRemotePageLoad('/claims');
    await expect(loadRemotePage('mfe_claims', './ClaimsPage')).rejects.toThrow('remote down');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('starts nothing for a signed-out visitor, a session the route is not open to, a shell page or an unknown path', () => {
    startFirstRemotePageLoad('/claims');
    signInWith(staffToken);
    startFirstRemotePageLoad('/claims');
    signInWith(memberToken);
    startFirstRemotePageLoad('/staff/accounts');
    startFirstRemotePageLoad('/select-plan');
    startFirstRemotePageLoad('/no-such-page');
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});
