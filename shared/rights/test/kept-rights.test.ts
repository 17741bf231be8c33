import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SelectedPlan } from '@portal/contracts/domain';
import { setPortalConfig } from '@portal/session';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';

// The selected plan's rights kept for the browser session (kept-rights.ts): after a
// reload the page renders from them at once, and they are asked for again meanwhile.
type Session = typeof import('@portal/session');
type Rights = typeof import('@portal/rights');

const plan = (memberId: string) =>
  ({ memberId, isActive: true, contractType: 'Medical', companyId: '001', displayName: 'Ava', lobDisplayName: 'Plan' }) as SelectedPlan;

let rightsAnswer: Record<string, unknown> = { claims: true, idCards: true };
const rightsCalls: string[] = [];
let releaseRights: (() => void) | null = null;
let holdRights = false;
const server = http.createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization');
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  const answer = () => {
    rightsCalls.push(req.url ?? '');
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ accessibleMembers: [{ memberId: 'A1' }], rights: rightsAnswer }));
  };
  if (holdRights) releaseRights = answer;
  else answer();
});

const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${base64Url({ alg: 'RS256' })}.${base64Url({ sub: 'ava.medical', exp: Math.floor(Date.now() / 1000) + 600 })}.sig`;
let apiBase = '';

/** The shared packages as a fresh page load finds them: new module instances over the same session storage. */
async function loadPage(): Promise<{ session: Session; rights: Rights }> {
  let loaded: { session: Session; rights: Rights } | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = { session: await import('@portal/session'), rights: await import('@portal/rights') };
  });
  if (!loaded) throw new Error('the shared packages did not load');
  loaded.session.setPortalConfig({ ...testRuntimeConfig, memberApiBaseUrl: apiBase });
  return loaded;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/member/portal/v1`;
  // The API client's axios instance loads on the first call, outside the isolated page loads.
  setPortalConfig({ ...testRuntimeConfig, memberApiBaseUrl: apiBase });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  sessionStorage.clear();
  rightsCalls.length = 0;
  rightsAnswer = { claims: true, idCards: true };
  holdRights = false;
  releaseRights = null;
});

async function signInWithPlan(memberId: string) {
  const { session, rights } = await loadPage();
  session.sessionStore.getState().setTokens({ accessToken: token, refreshToken: 'r', userId: 'ava.medical' });
  session.sessionStore.getState().setMemberships({ active: [plan(memberId)], inactive: [] });
  await rights.choosePlan(plan(memberId));
  expect(rights.rightsStore.getState().rights).toEqual({ claims: true, idCards: true });
}

it('a reload starts with the plan’s rights loaded, renders at once, and replaces them with the fresh answer', async () => {
  await signInWithPlan('A1');
  rightsCalls.length = 0;
  rightsAnswer = { claims: false, idCards: true };
  holdRights = true;

  const { rights } = await loadPage();
  // Nothing is taken for granted before a protected route asks (plan selection does not).
  expect(rights.rightsStore.getState().loaded).toBe(false);
  const ensured = rights.ensurePlanAndRights();
  // planSelected at once, before any call is answered: the guards can let the page through.
  expect(rights.rightsStore.getState()).toMatchObject({
    loaded: true,
    rights: { claims: true, idCards: true },
    accessibleMembers: [{ memberId: 'A1' }],
  });
  await ensured;
  // It did not wait for the rights call, which is asked for once meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(releaseRights).not.toBeNull();
  expect(rights.rightsStore.getState().rights).toEqual({ claims: true, idCards: true });
  releaseRights?.();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(rightsCalls).toHaveLength(1);
  expect(rights.rightsStore.getState().rights).toEqual({ claims: false, idCards: true });
  // Asked once per page load, not on every protected route.
  await rights.ensurePlanAndRights();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(rightsCalls).toHaveLength(1);
});

it('never uses another plan’s kept rights', async () => {
  await signInWithPlan('A1');
  const { session } = await loadPage();
  session.sessionStore.getState().selectPlan(plan('A2'));
  const { rights } = await loadPage();
  holdRights = true;
  const ensured = rights.ensurePlanAndRights();
  expect(rights.rightsStore.getState()).toMatchObject({ loaded: false, rights: null });
  await new Promise((resolve) => setTimeout(resolve, 50));
  releaseRights?.();
  await ensured;
  expect(rights.rightsStore.getState()).toMatchObject({ loaded: true, rights: { claims: true, idCards: true } });
});

it('a reload without kept rights waits for them, as before', async () => {
  const { session } = await loadPage();
  session.sessionStore.getState().setTokens({ accessToken: token, refreshToken: 'r', userId: 'ava.medical' });
  session.sessionStore.getState().setMemberships({ active: [plan('A1')], inactive: [] });
  session.sessionStore.getState().selectPlan(plan('A1'));
  const { rights } = await loadPage();
  expect(rights.rightsStore.getState().loaded).toBe(false);
  await rights.ensurePlanAndRights();
  expect(rights.rightsStore.getState()).toMatchObject({ loaded: true, rights: { claims: true, idCards: true } });
  expect(rightsCalls).toHaveLength(1);
});
