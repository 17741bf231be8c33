import { act, render, waitFor } from '@testing-library/react';
import { setSessionRecorder, type RecordedIdentity } from '@portal/api-client';
import type { SelectedPlan } from '@portal/contracts/domain';
import { rightsStore } from '@portal/rights';
import { resetSessionState, sessionStore, setPortalConfig } from '@portal/session';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';
import { testAccessToken } from '@portal/testing/test-tokens';
import { sessionRecordingIdOf, UserIdentityReporter } from '../src/session/user-identity-reporter';

const identities: RecordedIdentity[] = [];
setSessionRecorder({ recordApiError: () => undefined, identify: (identity) => identities.push(identity) });

/** What the identity provider puts in Ava's tokens: an HMAC the portal cannot compute (no key here). */
const avaRecordingId = 'a3'.repeat(32);
const avaPlan = { memberId: 'H1000100101', tier1: 'ABCBS', contractType: 'Medical', displayName: 'Ava' } as SelectedPlan;

function signIn(accessToken: string) {
  sessionStore.getState().setTokens({ accessToken, refreshToken: 'r', userId: 'ava.medical' });
}

function selectPlan() {
  act(() => {
    sessionStore.getState().selectPlan(avaPlan);
    rightsStore.getState().setRights({ claims: true }, []);
  });
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

beforeEach(() => {
  setPortalConfig(testRuntimeConfig);
  identities.length = 0;
  resetSessionState();
});

describe('UserIdentityReporter', () => {
  it('reports nothing until a plan is selected, then the id from the access token with the brand and contract type only', async () => {
    signIn(testAccessToken('ava.medical', { session_recording_id: avaRecordingId }));
    render(<UserIdentityReporter />);
    await settle();
    expect(identities).toEqual([]);

    selectPlan();
    await waitFor(() => expect(identities).toHaveLength(1));
    expect(identities[0]).toEqual({ userKey: avaRecordingId, brandTier: 'ABCBS', contractType: 'Medical' });
    expect(JSON.stringify(identities)).not.toMatch(/ava|H1000100101/i);
  });

  it('reports once per member: a rotated token with the same id reports nothing again', async () => {
    signIn(testAccessToken('ava.medical', { session_recording_id: avaRecordingId }));
    render(<UserIdentityReporter />);
    selectPlan();
    await waitFor(() => expect(identities).toHaveLength(1));
    act(() => signIn(testAccessToken('ava.medical', { session_recording_id: avaRecordingId, jti: 'rotated' })));
    await settle();
    expect(identities).toHaveLength(1);
  });

  it('sends no identity when the token has no id, or something that is not an HMAC-SHA256', async () => {
    for (const claims of [
      {},
      { session_recording_id: 'ava.medical' },
      { session_recording_id: 'A3'.repeat(32) },
      { session_recording_id: 42 },
    ]) {
      identities.length = 0;
      resetSessionState();
      signIn(testAccessToken('ava.medical', claims));
      const { unmount } = render(<UserIdentityReporter />);
      selectPlan();
      await settle();
      expect(identities).toEqual([]);
      unmount();
    }
  });

  it('takes the id as the token carries it, computing nothing', () => {
    expect(sessionRecordingIdOf(testAccessToken('ava.medical', { session_recording_id: avaRecordingId }))).toBe(avaRecordingId);
    expect(sessionRecordingIdOf(null)).toBeNull();
    expect(sessionRecordingIdOf('not-a-token')).toBeNull();
  });
});
