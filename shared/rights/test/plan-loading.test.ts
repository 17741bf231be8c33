import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SelectedPlan } from '@portal/contracts/domain';
import { resetSessionState, sessionStore, setPortalConfig } from '@portal/session';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';
import { choosePlan, ensurePlanAndRights, firstPlan, loadMemberships, rightsStore, splitMemberships } from '@portal/rights';

const plan = (memberId: string, isActive: boolean, contractType: SelectedPlan['contractType'] = 'Medical') =>
  ({ memberId, isActive, contractType, companyId: '001', displayName: 'Ben', lobDisplayName: 'Plan' }) as SelectedPlan;

// A real HTTP server stands in for the member API and counts the calls it gets.
const calls: string[] = [];
let membershipsFail = false;
const plans = [plan('M-MED', false), plan('M-DEN', true, 'Dental'), plan('M-VIS', true, 'Vision')];
const server = http.createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization');
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  calls.push(req.url ?? '');
  if (membershipsFail && req.url?.endsWith('/memberships')) {
    return void res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 'BP-NFA-002', message: 'down' }));
  }
  const body = req.url?.endsWith('/memberships')
    ? { userMemberships: plans }
    : { accessibleMembers: [{ memberId: 'M-DEN' }], rights: { claims: false, idCards: true } };
  setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body)), 20);
});

const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${base64Url({ alg: 'RS256' })}.${base64Url({ sub: 'ben.dental', exp: Math.floor(Date.now() / 1000) + 600 })}.sig`;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setPortalConfig({
    ...testRuntimeConfig,
    memberApiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/member/portal/v1`,
  });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  resetSessionState();
  calls.length = 0;
  membershipsFail = false;
  sessionStore.getState().setTokens({ accessToken: token, refreshToken: 'r', userId: 'ben.dental' });
});

describe('memberships', () => {
  it('split into active and inactive; the first plan is the first active one, else the first inactive one', () => {
    const split = splitMemberships(plans);
    expect(split.active.map((p) => p.memberId)).toEqual(['M-DEN', 'M-VIS']);
    expect(split.inactive.map((p) => p.memberId)).toEqual(['M-MED']);
    expect(firstPlan(split)?.memberId).toBe('M-DEN');
    expect(firstPlan({ active: [], inactive: [plan('OLD', false)] })?.memberId).toBe('OLD');
    expect(firstPlan({ active: [], inactive: [] })).toBeNull();
  });

  it('load once: concurrent loads share one call, later loads make none', async () => {
    await Promise.all([loadMemberships(), loadMemberships(), loadMemberships()]);
    await loadMemberships();
    expect(calls).toEqual(['/member/portal/v1/users/ben.dental/memberships']);
    expect(sessionStore.getState().memberships).toMatchObject({ loaded: true });
  });

  it("asks again when plan selection wants the lists as they are now, keeping the session's copy meanwhile", async () => {
    sessionStore.getState().setMemberships({ active: [plan('OLD', true)], inactive: [] });
    const fresh = loadMemberships({ fresh: true });
    expect(sessionStore.getState().memberships.active.map((p) => p.memberId)).toEqual(['OLD']);
    await Promise.all([fresh, loadMemberships({ fresh: true })]);
    expect(calls).toEqual(['/member/portal/v1/users/ben.dental/memberships']);
    expect(sessionStore.getState().memberships.active.map((p) => p.memberId)).toEqual(['M-DEN', 'M-VIS']);
  });
});

describe('plan and rights', () => {
  it('choosing a plan keeps it for the browser session and loads its rights (planSelected)', async () => {
    await choosePlan(plan('M-DEN', true, 'Dental'));
    expect(calls).toEqual(['/member/portal/v1/users/ben.dental/accessrights/001/M-DEN/Dental']);
    expect(JSON.parse(sessionStorage.getItem('selected_plan') ?? '{}')).toMatchObject({ memberId: 'M-DEN', loaded: true });
    expect(rightsStore.getState()).toMatchObject({ loaded: true, rights: { idCards: true }, accessibleMembers: [{ memberId: 'M-DEN' }] });
  });

  it('with a token but no plan, a protected route loads the first plan and its rights, sharing concurrent calls', async () => {
    await Promise.all([ensurePlanAndRights(), ensurePlanAndRights()]);
    expect(sessionStore.getState().selectedPlan?.memberId).toBe('M-DEN');
    expect(calls).toEqual([
      '/member/portal/v1/users/ben.dental/memberships',
      '/member/portal/v1/users/ben.dental/accessrights/001/M-DEN/Dental',
    ]);
  });

  it('with a plan but no plan lists in the session, loads the lists before the rights, so Switch Plans is known when the navigation renders', async () => {
    sessionStore.getState().selectPlan({ ...plan('M-DEN', true, 'Dental'), loaded: true });
    expect(sessionStore.getState().memberships.loaded).toBe(false);
    let listsWhenRightsLoaded: boolean | undefined;
    const unsubscribe = rightsStore.subscribe((state) => {
      if (state.loaded && listsWhenRightsLoaded === undefined) listsWhenRightsLoaded = sessionStore.getState().memberships.loaded;
    });
    await ensurePlanAndRights();
    unsubscribe();
    expect(calls).toEqual([
      '/member/portal/v1/users/ben.dental/memberships',
      '/member/portal/v1/users/ben.dental/accessrights/001/M-DEN/Dental',
    ]);
    expect(listsWhenRightsLoaded).toBe(true);
    expect(sessionStore.getState().selectedPlan?.memberId).toBe('M-DEN');
  });

  it('with a plan, a failed lists load still opens the page: the rights load and Switch Plans stays shown', async () => {
    membershipsFail = true;
    sessionStore.getState().selectPlan({ ...plan('M-DEN', true, 'Dental'), loaded: true });
    await ensurePlanAndRights();
    expect(rightsStore.getState().loaded).toBe(true);
    expect(sessionStore.getState().memberships.loaded).toBe(false);
  });

  it('with a plan and the lists kept in the session, asks for neither again', async () => {
    sessionStore.getState().selectPlan({ ...plan('M-DEN', true, 'Dental'), loaded: true });
    sessionStore.getState().setMemberships(splitMemberships(plans));
    await ensurePlanAndRights();
    expect(calls).toEqual(['/member/portal/v1/users/ben.dental/accessrights/001/M-DEN/Dental']);
  });

  it('sign-out unloads the rights, so the next session loads them again', async () => {
    await choosePlan(plan('M-DEN', true, 'Dental'));
    resetSessionState();
    expect(rightsStore.getState().loaded).toBe(false);
  });
});
