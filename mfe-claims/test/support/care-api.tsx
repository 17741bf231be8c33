// Test kit for the Care and Policy pages of this remote: a real HTTP server stands in for the member
// API and FHIR (each test decides the answers), a signed-in session with a selected plan and rights,
// and a page rendered at a path inside a router, as the shell renders it.
import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@portal/routing';
import type { AccessibleMember, RightsRecord, SelectedPlan } from '@portal/contracts/domain';
import { errorDialogStore } from '@portal/api-client';
import { rightsStore } from '@portal/rights';
import { resetSessionState, sessionStore, setPortalConfig } from '@portal/session';
import { startFakeApiServer, type FakeAnswer, type FakeApiServer, type RecordedRequest } from '@portal/testing/fake-api-server';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';
import { testAccessToken } from '@portal/testing/test-tokens';
import { avaTestPlan } from '@portal/testing/test-plans';

const accessToken = testAccessToken('ava.medical');

export const avaPlan = { ...avaTestPlan, memberSeqNumber: '01', origEffDate: '2019-01-01', loaded: true } as SelectedPlan;

export const noahPlan = {
  ...avaPlan,
  username: 'noah.dependent',
  memberId: 'H1000100102',
  memberSeqNumber: '02',
  displayName: 'Noah Medical',
  isPolicyHolder: false,
} as SelectedPlan;

export const allCareRights: RightsRecord = {
  claims: true,
  personalHealthRecord: true,
  findCareAndCostOptions: [{ type: 'embold' }, { type: 'providerDirectory' }],
  findCareAndCostDisplayText: 'Find Care & Costs',
  findCare: true,
  whosCovered: true,
  choosePrimaryCareProvider: true,
  inpatientMedicalAdmissionRequest: true,
  coverageWhenTravelingAbroad: true,
  forms: true,
};

export type Respond = (request: RecordedRequest) => FakeAnswer;

/** The member API and FHIR stand-in; set `api.respond` in each test. */
export const api: { server: FakeApiServer | null; respond: Respond } = {
  server: null,
  respond: () => ({ status: 404, body: { code: 'BP-NFA-404', message: 'no answer set' } }),
};

/** The family roster of the signed-in plan (users/{userId}/dependents), answered by the kit itself. */
let roster: AccessibleMember[] = [];
let rosterContract = '';
const isRosterCall = (url: string) => /\/users\/[^/]+\/dependents$/.test(url.split('?')[0] ?? '');

export async function startCareApi(): Promise<void> {
  api.server = await startFakeApiServer((request) =>
    isRosterCall(request.url)
      ? { status: 200, body: { members: roster.map((member) => ({ contractId: rosterContract, ...member })) } }
      : api.respond(request),
  );
  setPortalConfig({
    ...testRuntimeConfig,
    memberApiBaseUrl: `${api.server.origin}/member/portal/v1`,
    fhirBaseUrl: `${api.server.origin}/fhir/R4`,
  });
}

export async function stopCareApi(): Promise<void> {
  await api.server?.close();
  api.server = null;
}

/** Requests received so far: method, path (member API paths relative to the API base) and body. */
export function received(): { method: string; url: string; body: unknown }[] {
  return (api.server?.received ?? [])
    .filter(({ url }) => !isRosterCall(url))
    .map(({ method, url, body }) => ({ method, url: url.replace('/member/portal/v1/', ''), body }));
}

/** The path and query of each request, decoded, for readable assertions. */
export function requestedUrls(): string[] {
  return received().map(({ url }) => decodeURIComponent(url));
}

export const json = (body: unknown, status = 200): FakeAnswer => ({ status, body });
export const failure = (status = 500, code = 'BP-NFA-100'): FakeAnswer => ({ status, body: { code, message: 'failed' } });

/**
 * `family`: everyone on the plan's contract as the roster lists them; the access rights' accessibleMembers
 * are the members the user acts for among them (the user and dependents under 18, whose messages are theirs to read).
 */
export function signIn({
  plan = avaPlan,
  rights = allCareRights,
  family = [],
  accessibleMembers = family.filter((member) => member.memberId === plan.memberId || member.access?.messages === true),
}: { plan?: SelectedPlan; rights?: RightsRecord; family?: AccessibleMember[]; accessibleMembers?: AccessibleMember[] } = {}): void {
  roster = family;
  rosterContract = plan.contractId;
  act(() => {
    resetSessionState();
    errorDialogStore.getState().close();
    sessionStore.getState().setTokens({ accessToken, refreshToken: 'r1', userId: plan.username });
    sessionStore.getState().selectPlan(plan);
    rightsStore.getState().setRights(rights, accessibleMembers);
  });
  if (api.server) api.server.received.length = 0;
}

/** Renders a page at `path`, matched by `route` (e.g. "/authorizations/:id") so route parameters work. */
export function renderCarePage(Page: ComponentType, { path = '/', route = path }: { path?: string; route?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={<Page />} />
        <Route path="*" element={<p>Another page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
