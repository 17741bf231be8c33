// A staff session (the token's staff role) opens staff routes only, with no plan; members
// get not-found on a staff route; after sign-in a staff session lands on the staff home the route
// table names. None of this knows a staff page by name.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@portal/routing';
import type { RouteDefinition } from '@portal/contracts/route-table';
import type { RemoteManifest } from '@portal/contracts/remote-manifest';
import { composePortal, ensurePlanAndRights, resetPortalComposition } from '@portal/rights';
import { readSessionItem, sessionKeys, sessionStore, writeSessionItem } from '@portal/session';
import { RouteElement } from '../src/app/route-element';
import { pathAfterSignIn, signedInHomePath } from '../src/session/signed-in-start';

jest.mock('@portal/rights', () => ({
  ...jest.requireActual('@portal/rights'),
  ensurePlanAndRights: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('../src/remotes/remote-route', () => ({ RemoteRoute: ({ module }: { module: string }) => <p>remote page {module}</p> }));

// The portal composed with one remote whose manifest declares the test's staff page as the staff home
// (docs/remote-manifest.md): the shell knows no staff page by name.
const staffManifest: RemoteManifest = {
  schemaVersion: 1,
  remote: 'mfe_registration',
  modules: { './StaffPage': './src/staff-page.tsx' },
  pages: [{ path: '/staff/accounts', title: 'Accounts', access: 'staff', staffHome: true, module: './StaffPage' }],
};

const staffRoute: RouteDefinition = {
  path: '/staff/accounts',
  access: 'staff',
  page: { kind: 'remote', remote: 'mfe_registration', module: './StaffPage' },
};
const memberRoute: RouteDefinition = {
  path: '/claims',
  access: 'authenticated',
  page: { kind: 'remote', remote: 'mfe_claims', module: './ClaimsPage' },
};

function token(claims: Record<string, unknown>): string {
  return `e30.${btoa(JSON.stringify({ sub: 'someone', ...claims })).replace(/=+$/, '')}.sig`;
}
const signInAs = (staff: boolean) =>
  sessionStore
    .getState()
    .setTokens({ accessToken: token(staff ? { roles: ['staff'] } : {}), refreshToken: null, userId: staff ? 'sam.admin' : 'ava.medical' });

function renderRoute(route: RouteDefinition) {
  return render(
    <MemoryRouter initialEntries={[route.path]}>
      <Routes>
        <Route path={route.path} element={<RouteElement route={route} />} />
        <Route path="/login" element={<p>sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  resetPortalComposition();
  composePortal({ mfe_registration: staffManifest });
  sessionStorage.clear();
  sessionStore.getState().reset();
});

describe('staff routes', () => {
  it('open for a staff session without loading a plan', () => {
    signInAs(true);
    renderRoute(staffRoute);
    expect(screen.getByText('remote page ./StaffPage')).toBeInTheDocument();
    expect(jest.mocked(ensurePlanAndRights)).not.toHaveBeenCalled();
  });

  it('are not-found for a member, before any remote code loads', () => {
    signInAs(false);
    const { container } = renderRoute(staffRoute);
    expect(screen.getByRole('heading', { name: /can.t find that page/ })).toBeInTheDocument();
    expect(container.querySelector('[data-not-found-reason="refused"]')).not.toBeNull();
    expect(screen.queryByText(/remote page/)).toBeNull();
  });

  it('send a signed-out visitor to sign in, keeping the path as the deep link', () => {
    renderRoute(staffRoute);
    expect(screen.getByText('sign-in page')).toBeInTheDocument();
    expect(readSessionItem(sessionKeys.deepLink)).toBe('/staff/accounts');
  });

  it('member routes are not-found for a staff session (staff are not members), and load no plan', () => {
    signInAs(true);
    const { container } = renderRoute(memberRoute);
    expect(container.querySelector('[data-not-found-reason="refused"]')).not.toBeNull();
    expect(jest.mocked(ensurePlanAndRights)).not.toHaveBeenCalled();
  });
});

describe('where a signed-in session starts', () => {
  it('a member at plan selection, a staff session at the staff home the composed route table names', () => {
    expect(signedInHomePath(false)).toBe('/select-plan');
    expect(signedInHomePath(true)).toBe('/staff/accounts');
    expect(pathAfterSignIn(false)).toBe('/select-plan');
    expect(pathAfterSignIn(true)).toBe('/staff/accounts');
  });

  it('a staff session takes up a deep link to a staff page, and drops one to a member page', () => {
    writeSessionItem(sessionKeys.deepLink, '/staff/accounts?x=1');
    expect(pathAfterSignIn(true)).toBe('/staff/accounts?x=1');
    expect(readSessionItem(sessionKeys.deepLink)).toBeNull();
    writeSessionItem(sessionKeys.deepLink, '/claims');
    expect(pathAfterSignIn(true)).toBe('/staff/accounts');
    expect(readSessionItem(sessionKeys.deepLink)).toBeNull();
  });

  it('a member leaves the deep link to plan selection', () => {
    writeSessionItem(sessionKeys.deepLink, '/claims');
    expect(pathAfterSignIn(false)).toBe('/select-plan');
    expect(readSessionItem(sessionKeys.deepLink)).toBe('/claims');
  });
});
