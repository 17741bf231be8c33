// A real HTTP server stands in for the member API in the page tests (startFakeApiServer): each test
// gives answers per "METHOD path" (path under /member/portal/v1, without the query), everything else
// is a 404. The session is signed in as ava.medical with a token that has not expired.
import { act } from '@testing-library/react';
import { errorDialogStore } from '@portal/api-client';
import type { RightsRecord, SelectedPlan } from '@portal/contracts/domain';
import { rightsStore } from '@portal/rights';
import { resetSessionState, sessionStore, setPortalConfig } from '@portal/session';
import { startFakeApiServer, type FakeAnswer, type FakeApiServer, type RecordedRequest } from '@portal/testing/fake-api-server';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';
import { testAccessToken } from '@portal/testing/test-tokens';

export const apiPrefix = '/member/portal/v1/';

export const accessToken = testAccessToken('ava.medical');

export const avaPlan: SelectedPlan = {
  username: 'ava.medical',
  companyId: '001',
  contractId: 'H10001001',
  memberId: 'H1000100101',
  memberSeqNumber: '01',
  isPolicyHolder: true,
  isActive: true,
  contractType: 'Medical',
  origEffDate: '2022-01-01',
  lobDisplayName: 'Individual Silver PPO',
  tier1: 'ABCBS',
  displayName: 'Ava Martinez',
  loaded: true,
};

export const avaRights: RightsRecord = {
  payBill: true,
  payment: true,
  idCards: true,
  updateOtherCoverageInformation: true,
  updatePolicy: true,
};

export type Answers = Record<string, FakeAnswer | ((request: RecordedRequest) => FakeAnswer)>;

export interface MemberApi {
  /** Replaces the answers (call in beforeEach or in a test). */
  answer(answers: Answers): void;
  /** Requests received, as "METHOD path" with the body (the query string kept in `url`). */
  requests(): { method: string; path: string; url: string; body: unknown }[];
  /** Bodies sent to one "METHOD path". */
  bodiesOf(route: string): unknown[];
  /** The Idempotency-Key headers sent to one "METHOD path" (undefined where none was sent). */
  idempotencyKeysOf(route: string): (string | undefined)[];
}

/** Starts the fake member API for the test file (beforeAll / afterAll) and resets the session before each test. */
export function setUpMemberApi(): MemberApi {
  let server: FakeApiServer;
  let answers: Answers = {};
  const pathOf = (url: string) => url.split('?')[0]!.replace(apiPrefix, '');

  beforeAll(async () => {
    server = await startFakeApiServer((request) => {
      const answer = answers[`${request.method} ${pathOf(request.url)}`];
      if (!answer) return { status: 404, body: { code: 'BP-NFA-404', message: `No answer for ${request.method} ${request.url}` } };
      return typeof answer === 'function' ? answer(request) : answer;
    });
    setPortalConfig({ ...testRuntimeConfig, memberApiBaseUrl: `${server.origin}/member/portal/v1` });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    answers = {};
    server.received.length = 0;
    act(() => {
      resetSessionState();
      rightsStore.getState().reset();
      errorDialogStore.getState().close();
    });
  });

  return {
    answer(next) {
      answers = next;
    },
    requests: () => server.received.map(({ method, url, body }) => ({ method, path: pathOf(url), url, body })),
    bodiesOf: (route) => server.received.filter(({ method, url }) => `${method} ${pathOf(url)}` === route).map(({ body }) => body),
    idempotencyKeysOf: (route) =>
      server.received
        .filter(({ method, url }) => `${method} ${pathOf(url)}` === route)
        .map(({ headers }) => headers['idempotency-key'] as string | undefined),
  };
}

/** Signs in as ava.medical (or the given plan's user) with the given plan and rights. */
export function signIn(plan: SelectedPlan = avaPlan, rights: RightsRecord = avaRights): void {
  act(() => {
    sessionStore.getState().setTokens({ accessToken, refreshToken: 'refresh', userId: plan.username });
    sessionStore.getState().selectPlan(plan);
    rightsStore.getState().setRights(rights, [{ memberId: plan.memberId }]);
  });
}

export const ok = (body: unknown = { status: 'ok' }, status = 200): FakeAnswer => ({ status, body });
export const failure = (status: number, code: string, validationErrors?: { field: string; message: string }[]): FakeAnswer => ({
  status,
  body: validationErrors ? { code, message: 'Refused', validationErrors } : { code, message: 'Refused' },
});
