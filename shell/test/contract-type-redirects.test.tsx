// docs/product/routes-and-guards.md#routes-contract-type-prefix: "A path lacking the contract type prefix is rewritten to include it." /dashboard and
// /dv-dashboard name no plan's dashboard of their own: each member lands on the dashboard of their
// selected plan's contract type, never on not-found.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, useLocation } from '@portal/routing';
import type { ContractType, SelectedPlan } from '@portal/contracts/domain';
import { rightsStore } from '@portal/rights';
import { resetSessionState, sessionKeys, sessionStore } from '@portal/session';
import { testAccessToken } from '@portal/testing/test-tokens';
import { PortalRoutes } from '../src/app/app';

// The pages themselves are not under test: each shell page renders its id.
jest.mock('../src/app/shell-pages', () => ({
  shellPages: new Proxy({}, { get: (_target, page: string) => () => <h1>{page} page</h1> }),
}));

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PortalRoutes
        layout={
          <>
            <Outlet />
            <Where />
          </>
        }
      />
    </MemoryRouter>,
  );
}

function signInWith(contractType: ContractType) {
  act(() => {
    sessionStore.getState().setTokens({ accessToken: testAccessToken('ben.dental'), refreshToken: 'r1', userId: 'ben.dental' });
    sessionStore.getState().selectPlan({ memberId: 'M-1', contractType, tier1: 'HA', isActive: true } as SelectedPlan);
    rightsStore.getState().setRights({}, []);
  });
}

beforeEach(() => {
  resetSessionState();
  sessionStorage.clear();
});

describe.each([
  ['Medical', '/medical/dashboard'],
  ['Dental', '/dental/dashboard'],
  ['Vision', '/vision/dashboard'],
] as const)('a %s member', (contractType, ownDashboard) => {
  it.each(['/dashboard', '/dv-dashboard'])(`goes from %s to ${ownDashboard}`, async (path) => {
    signInWith(contractType);
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'dashboard page' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(ownDashboard);
  });
});

describe('the contract-type rewrite', () => {
  it('keeps the query string', async () => {
    signInWith('Dental');
    renderAt('/dashboard?tab=claims');
    expect(await screen.findByRole('heading', { name: 'dashboard page' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/dental/dashboard');
  });

  it('sends a member who is signed out to sign in, keeping /dashboard to come back to', async () => {
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'login page' })).toBeInTheDocument();
    expect(sessionStorage.getItem(sessionKeys.deepLink)).toBe('/dashboard');
  });

  it('still refuses a path that names another contract type (docs/product/routes-and-guards.md#routes-contract-type-prefix: not-found)', async () => {
    signInWith('Dental');
    renderAt('/medical/dashboard');
    expect(await screen.findByRole('heading', { name: "We can't find that page" })).toBeInTheDocument();
  });
});
