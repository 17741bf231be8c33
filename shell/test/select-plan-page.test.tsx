// /select-plan (docs/product/session.md#session-first-plan, docs/decisions/0018-sign-in-lands-on-a-plan.md): straight after sign-in the first
// plan is chosen for the member without the plan list showing for a moment; from Switch Plans the
// member chooses.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/routing';
import type { SelectedPlan } from '@portal/contracts/domain';
import { rightsStore } from '@portal/rights';
import { resetSessionState, sessionKeys, sessionStore, setPortalConfig } from '@portal/session';
import { startFakeApiServer, type FakeAnswer, type FakeApiServer, type RecordedRequest } from '@portal/testing/fake-api-server';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';
import { testAccessToken } from '@portal/testing/test-tokens';
import { SelectPlanPage } from '../src/pages/select-plan-page';

const plan = (memberId: string, isActive: boolean, contractType: SelectedPlan['contractType'], lobDisplayName: string) =>
  ({
    memberId,
    isActive,
    contractType,
    companyId: '002',
    displayName: 'Ben Okafor',
    lobDisplayName,
    origEffDate: '2025-01-01',
    tier1: 'HA',
  }) as SelectedPlan;

const bensPlans = [
  plan('M-DEN', true, 'Dental', 'Dental Plus'),
  plan('M-VIS', true, 'Vision', 'Vision Plus'),
  plan('M-MED', false, 'Medical', 'Health Plan'),
];

let rightsAnswer: FakeAnswer;
let server: FakeApiServer;

function respond(request: RecordedRequest): FakeAnswer {
  if (request.url.endsWith('/memberships')) return { status: 200, body: { userMemberships: bensPlans } };
  if (request.url.includes('/accessrights/')) return rightsAnswer;
  return { status: 404, body: {} };
}

beforeAll(async () => {
  server = await startFakeApiServer(respond);
  setPortalConfig({ ...testRuntimeConfig, memberApiBaseUrl: `${server.origin}/member/portal/v1` });
});
afterAll(() => server.close());

beforeEach(() => {
  resetSessionState();
  server.received.length = 0;
  rightsStore.getState().reset();
  rightsAnswer = { status: 200, body: { accessibleMembers: [{ memberId: 'M-DEN' }], rights: { idCards: true } }, delayMs: 150 };
  sessionStore.getState().setTokens({ accessToken: testAccessToken('ben.dental'), refreshToken: 'r1', userId: 'ben.dental' });
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/select-plan']}>
      <Routes>
        <Route path="/select-plan" element={<SelectPlanPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Records whether the plan list was ever on screen, however briefly. */
function watchForPlanList(): { seen: () => boolean; stop: () => void } {
  let seen = false;
  const check = () => {
    if (
      screen.queryAllByRole('button', { name: /^Choose this plan/ }).length > 0 ||
      screen.queryByRole('heading', { name: 'Active plans' })
    )
      seen = true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen: () => (check(), seen), stop: () => observer.disconnect() };
}

describe('/select-plan', () => {
  it('straight after sign-in chooses the first active plan without showing the plan list', async () => {
    sessionStorage.setItem(sessionKeys.loggingIn, 'true');
    const planList = watchForPlanList();
    renderPage();
    expect(await screen.findByTestId('where')).toHaveTextContent('/dental/dashboard');
    planList.stop();
    expect(planList.seen()).toBe(false);
    expect(sessionStore.getState().selectedPlan).toMatchObject({ memberId: 'M-DEN', loaded: true });
    expect(sessionStorage.getItem(sessionKeys.loggingIn)).toBeNull();
  });

  it('says what it is doing meanwhile', async () => {
    sessionStorage.setItem(sessionKeys.loggingIn, 'true');
    renderPage();
    expect(await screen.findByText('Opening your plan…')).toHaveAttribute('role', 'status');
    await screen.findByTestId('where');
  });

  it('goes to the saved deep link after choosing the first plan', async () => {
    sessionStorage.setItem(sessionKeys.loggingIn, 'true');
    sessionStorage.setItem(sessionKeys.deepLink, '/id-card');
    renderPage();
    expect(await screen.findByTestId('where')).toHaveTextContent('/id-card');
  });

  it('shows the plans to choose from when the first plan cannot be opened after sign-in', async () => {
    sessionStorage.setItem(sessionKeys.loggingIn, 'true');
    rightsAnswer = { status: 500, body: { code: 'BP-NFA-001' } };
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your plan. Please try again.");
    expect(screen.getByRole('heading', { name: 'Active plans' })).toBeInTheDocument();
  });

  it("from Switch Plans shows the session's plan lists at once and asks the member API for them again", async () => {
    sessionStore.getState().setMemberships({ active: [bensPlans[0] as SelectedPlan], inactive: [] });
    renderPage();
    expect(screen.getByRole('button', { name: 'Choose this plan: Dental Plus (Dental)' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Choose this plan: Health Plan (Medical)' })).toBeInTheDocument();
    expect(server.received.filter((request) => request.url.endsWith('/memberships'))).toHaveLength(1);
  });

  it('from Switch Plans lists the active and inactive plans and opens the one chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Select a plan' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Choose this plan/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Choose this plan: Dental Plus (Dental)',
      'Choose this plan: Vision Plus (Vision)',
      'Choose this plan: Health Plan (Medical)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Choose this plan: Vision Plus (Vision)' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/vision/dashboard');
    expect(sessionStore.getState().selectedPlan).toMatchObject({ memberId: 'M-VIS' });
  });
});
