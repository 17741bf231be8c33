import { render, waitFor } from '@testing-library/react';
import { errorDialogStore } from '@portal/api-client';
import type { SelectedPlan } from '@portal/contracts/domain';
import { resetSessionState, sessionStore, setPortalConfig } from '@portal/session';
import { startFakeApiServer, type FakeAnswer, type FakeApiServer } from '@portal/testing/fake-api-server';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';
import { testAccessToken } from '@portal/testing/test-tokens';
import { UserSettingsLoader } from '../src/session/user-settings-loader';

let answer: FakeAnswer = { status: 200, body: {} };
let server: FakeApiServer;

beforeAll(async () => {
  server = await startFakeApiServer(() => answer);
  setPortalConfig({ ...testRuntimeConfig, memberApiBaseUrl: `${server.origin}/member/portal/v1` });
});
afterAll(() => server.close());

beforeEach(() => {
  resetSessionState();
  errorDialogStore.getState().close();
  server.received.length = 0;
  sessionStore.getState().setTokens({ accessToken: testAccessToken(), refreshToken: 'r', userId: 'ava.medical' });
});

const plan = { memberId: 'H1000100101', displayName: 'Ava', contractType: 'Medical' } as SelectedPlan;

describe('UserSettingsLoader', () => {
  it('loads the settings once a plan is selected, so a changed display name greets the member after a reload', async () => {
    answer = { status: 200, body: { displayName: 'Avi', tosChecked: true, backToAboutTab: false } };
    render(<UserSettingsLoader />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.received).toHaveLength(0);

    sessionStore.getState().selectPlan(plan);
    await waitFor(() => expect(sessionStore.getState().settings).toEqual({ displayName: 'Avi', tosChecked: true, backToAboutTab: false }));
    expect(server.received.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /member/portal/v1/users/ava.medical/settings']);
  });

  it('keeps the plan’s name, without an error dialog, when the call fails', async () => {
    answer = { status: 500, body: { code: 'BP-NFA-100', message: 'down' } };
    sessionStore.getState().selectPlan(plan);
    render(<UserSettingsLoader />);
    await waitFor(() => expect(server.received).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sessionStore.getState().settings).toEqual({});
    expect(errorDialogStore.getState().error).toBeNull();
  });
});
