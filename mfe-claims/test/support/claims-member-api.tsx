// Test kit for the claims pages: a real HTTP server stands in for the member API (each test decides
// the answers), a signed-in session with Ava's plan, rights and family, and test data in the member
// API's shapes (sandbox/src/api/care.ts).
import { act } from '@testing-library/react';
import type { AccessibleMember, RightsRecord, SelectedPlan } from '@portal/contracts/domain';
import { errorDialogStore } from '@portal/api-client';
import { rightsStore } from '@portal/rights';
import { resetSessionState, sessionStore, setPortalConfig } from '@portal/session';
import { startFakeApiServer, type FakeAnswer, type FakeApiServer, type RecordedRequest } from '@portal/testing/fake-api-server';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';
import type { ClaimDetail, ClaimSummary, ClaimsResult } from '../../src/claims/api';
import { claimsViewStore } from '../../src/claims/claims-view-store';
import { testAccessToken } from '@portal/testing/test-tokens';
import { avaTestPlan } from '@portal/testing/test-plans';

export const accessToken = testAccessToken('ava.medical');

export const avaPlan: SelectedPlan = avaTestPlan;

/**
 * An accessible member as the member API returns it: what its access policy lets Ava read for them
 * (sandbox/README.md#access-policy). `familyShared` is the family-access rule (claims, spending,
 * authorizations); a dependent under 18 also has their health record, messages and cards shared.
 */
export function familyMember(
  memberId: string,
  firstName: string,
  lastName: string,
  familyShared = true,
  underEighteen = familyShared,
): AccessibleMember {
  const shared = { claims: familyShared, authorizations: familyShared, spending: familyShared };
  const guardian = {
    healthRecord: underEighteen,
    messages: underEighteen,
    messageCount: underEighteen,
    idCards: underEighteen,
    coverage: underEighteen,
  };
  return { memberId, firstName, lastName, access: { ...shared, ...guardian } };
}

/** Ava's family roster: Ava, Mia (15, visible) and Noah (19, family access off). */
export const avaFamily: AccessibleMember[] = [
  familyMember('H1000100101', 'Ava', 'Medical'),
  familyMember('H1000100102', 'Noah', 'Medical', false),
  familyMember('H1000100103', 'Mia', 'Medical'),
];

export const api: { server: FakeApiServer | null; respond: (request: RecordedRequest) => FakeAnswer } = {
  server: null,
  respond: () => ({ status: 404, body: { code: 'BP-NFA-404', message: 'no answer set' } }),
};

/** The family roster of the signed-in plan (users/{userId}/dependents), answered by the kit itself. */
let roster: AccessibleMember[] = [];
let rosterContract = '';
const isRosterCall = (url: string) => /\/users\/[^/]+\/dependents$/.test(url.split('?')[0] ?? '');

export async function startMemberApi(): Promise<void> {
  api.server = await startFakeApiServer((request) =>
    isRosterCall(request.url)
      ? { status: 200, body: { members: roster.map((member) => ({ contractId: rosterContract, ...member })) } }
      : api.respond(request),
  );
  setPortalConfig({ ...testRuntimeConfig, memberApiBaseUrl: `${api.server.origin}/member/portal/v1` });
}

export async function stopMemberApi(): Promise<void> {
  await api.server?.close();
  api.server = null;
}

/**
 * `family`: everyone on the plan's contract as the roster lists them; the access rights' accessibleMembers
 * are the members the user acts for among them (the user and dependents under 18, whose messages are theirs to read).
 */
export function signIn({
  plan = avaPlan,
  family = avaFamily,
  accessibleMembers = family.filter((member) => member.memberId === plan.memberId || member.access?.messages === true),
  rights = { claims: true, deductible: true, healthReimbursementAccount: true },
}: { plan?: SelectedPlan; family?: AccessibleMember[]; accessibleMembers?: AccessibleMember[]; rights?: RightsRecord } = {}): void {
  roster = family;
  rosterContract = plan.contractId;
  act(() => {
    resetSessionState();
    claimsViewStore.getState().reset();
    sessionStorage.clear();
    errorDialogStore.getState().close();
    sessionStore.getState().setTokens({ accessToken, refreshToken: 'r1', userId: plan.username });
    sessionStore.getState().selectPlan(plan);
    rightsStore.getState().setRights(rights, accessibleMembers);
  });
  if (api.server) api.server.received.length = 0;
}

/** Requests so far: path relative to the member API, and the query as an object. */
export function requests(): { method: string; path: string; query: Record<string, string>; authorization: string | undefined }[] {
  return (api.server?.received ?? [])
    .filter(({ url }) => !isRosterCall(url))
    .map(({ method, url, headers }) => {
      const [path = '', search = ''] = url.split('?');
      return {
        method,
        path: path.replace('/member/portal/v1/', ''),
        query: Object.fromEntries(new URLSearchParams(search)),
        authorization: headers.authorization,
      };
    });
}

export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
export const failure = (status: number, code = 'BP-NFA-500'): FakeAnswer => ({ status, body: { code, message: 'failed' } });

export function testClaim(n: number, overrides: Partial<ClaimSummary> = {}): ClaimSummary {
  const day = String(28 - (n % 28)).padStart(2, '0');
  return {
    claimId: `2026${String(100000 + n).padStart(8, '0')}`,
    memberId: 'H1000100101',
    // As a claims system may send it: the portal shows it title-cased (docs/product/claims-and-care.md#care-coverage-retention).
    patientName: 'AVA MEDICAL',
    claimType: 'Medical',
    status: 'Processed',
    serviceDate: `2026-02-${day}`,
    receivedDate: `2026-03-01`,
    processedDate: `2026-03-10`,
    providerName: `Provider ${n}`,
    billed: 200,
    allowed: 150,
    planPaid: 120,
    memberOwe: 30,
    hasEob: true,
    ...overrides,
  };
}

export function claimsResult(
  claims: ClaimSummary[],
  { page = 1, total = claims.length }: { page?: number; total?: number } = {},
): ClaimsResult {
  return {
    claims,
    page,
    pageSize: 10,
    total,
    totalPages: Math.max(1, Math.ceil(total / 10)),
    totals: {
      billed: claims.reduce((sum, claim) => sum + claim.billed, 0),
      planPaid: claims.reduce((sum, claim) => sum + (claim.planPaid ?? 0), 0),
      memberOwe: claims.reduce((sum, claim) => sum + (claim.memberOwe ?? 0), 0),
    },
  };
}

export function testClaimDetail(overrides: Partial<ClaimDetail> = {}): ClaimDetail {
  const claim = testClaim(1, { providerName: 'Little Rock Family Clinic', billed: 450, allowed: 300, planPaid: 240, memberOwe: 60 });
  return {
    ...claim,
    providerNpi: '1457300000',
    lines: [
      {
        line: 1,
        procedureCode: '99213',
        description: 'Office visit, established patient',
        billed: 185,
        allowed: 120,
        planPaid: 76,
        deductible: 0,
        copay: 25,
        coinsurance: 19,
        notCovered: 0,
      },
      {
        line: 2,
        procedureCode: '80053',
        description: 'Comprehensive metabolic panel',
        billed: 265,
        allowed: 180,
        planPaid: 164,
        deductible: 0,
        copay: 0,
        coinsurance: 16,
        notCovered: 0,
      },
    ],
    appealDeadline: '2026-09-06',
    eobUrl: `/member/portal/v1/members/H1000100101/claims/${claim.claimId}/eob`,
    ...overrides,
  };
}
