import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@portal/routing';
import { httpClient } from '@portal/api-client';
import { ensurePlanAndRights } from '@portal/rights';
import { sessionStore } from '@portal/session';
import { preloadShellPage, shellPages } from '../src/app/shell-pages';
import { startFirstRouteLoads, startHttpClientLoad } from '../src/startup/start-first-route-loads';

jest.mock('@portal/api-client', () => ({ ...jest.requireActual('@portal/api-client'), httpClient: jest.fn(async () => undefined) }));
jest.mock('@portal/rights', () => ({ ...jest.requireActual('@portal/rights'), ensurePlanAndRights: jest.fn(async () => undefined) }));
jest.mock('../src/app/shell-pages', () => ({ ...jest.requireActual('../src/app/shell-pages'), preloadShellPage: jest.fn() }));
const mockedEnsurePlanAndRights = jest.mocked(ensurePlanAndRights);
const mockedPreloadShellPage = jest.mocked(preloadShellPage);
const mockedHttpClient = jest.mocked(httpClient);

function signIn() {
  sessionStore.getState().setTokens({ accessToken: 'token', refreshToken: null, userId: 'ava.medical' });
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  sessionStore.getState().reset();
});

describe('startFirstRouteLoads (the first page loads its plan and code at once)', () => {
  it('starts the plan and rights and the dashboard code for a signed-in member opening the dashboard', () => {
    signIn();
    startFirstRouteLoads('/medical/dashboard');
    expect(mockedEnsurePlanAndRights).toHaveBeenCalledTimes(1);
    expect(mockedPreloadShellPage).toHaveBeenCalledWith('dashboard');
  });

  it('starts nothing for a signed-out visitor on a signed-in route (the guard sends them to sign in)', () => {
    startFirstRouteLoads('/medical/dashboard');
    expect(mockedEnsurePlanAndRights).not.toHaveBeenCalled();
    expect(mockedPreloadShellPage).not.toHaveBeenCalled();
  });

  it('does not choose a plan on the plan selection page', () => {
    signIn();
    startFirstRouteLoads('/select-plan');
    expect(mockedEnsurePlanAndRights).not.toHaveBeenCalled();
    expect(mockedPreloadShellPage).toHaveBeenCalledWith('select-plan');
  });

  it('starts no remote code itself (that waits for the manifests: first-remote-page-load.test.tsx), and nothing for public pages beyond their code', () => {
    signIn();
    startFirstRouteLoads('/claims');
    expect(mockedEnsurePlanAndRights).toHaveBeenCalledTimes(1);
    expect(mockedPreloadShellPage).not.toHaveBeenCalled();
    jest.clearAllMocks();
    startFirstRouteLoads('/contact');
    expect(mockedEnsurePlanAndRights).not.toHaveBeenCalled();
    expect(mockedPreloadShellPage).toHaveBeenCalledWith('contact');
    jest.clearAllMocks();
    startFirstRouteLoads('/no-such-page');
    expect(mockedEnsurePlanAndRights).not.toHaveBeenCalled();
    expect(mockedPreloadShellPage).not.toHaveBeenCalled();
  });
});

describe('startFirstRouteLoads for a staff session', () => {
  const staffToken = `e30.${btoa(JSON.stringify({ sub: 'sam.admin', roles: ['staff'] })).replace(/=+$/, '')}.sig`;

  it('loads no plan: staff have none, and open no member route', () => {
    sessionStore.getState().setTokens({ accessToken: staffToken, refreshToken: null, userId: 'sam.admin' });
    startFirstRouteLoads('/claims');
    startFirstRouteLoads('/medical/dashboard');
    expect(mockedEnsurePlanAndRights).not.toHaveBeenCalled();
  });
});

describe('startHttpClientLoad (docs/http.md: the HTTP client loads on first use)', () => {
  it("starts loading the HTTP client's code for a signed-in member, whose first page makes calls", () => {
    signIn();
    startHttpClientLoad();
    expect(mockedHttpClient).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a signed-out visitor (/login, public pages)', () => {
    startHttpClientLoad();
    expect(mockedHttpClient).not.toHaveBeenCalled();
  });
});

describe('on-demand shell pages', () => {
  it('render at once, without a loading fallback, once their code has been preloaded', async () => {
    const { preload } = shellPages['brand-resources'] as unknown as { preload(): Promise<unknown> };
    await act(async () => {
      await preload();
    });
    const BrandResourcesPage = shellPages['brand-resources'];
    render(
      <MemoryRouter>
        <BrandResourcesPage />
      </MemoryRouter>,
    );
    // Rendered in the same pass: no Suspense fallback came first.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
