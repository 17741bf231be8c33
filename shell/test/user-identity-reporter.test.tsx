import { render, waitFor } from '@testing-library/react';
import { createHash, createHmac, webcrypto } from 'node:crypto';
import { setSessionRecorder, type RecordedIdentity } from '@portal/api-client';
import type { SelectedPlan } from '@portal/contracts/domain';
import { rightsStore } from '@portal/rights';
import { resetSessionState, sessionStore, setPortalConfig } from '@portal/session';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';
import { pseudonymousUserKey, UserIdentityReporter } from '../src/session/user-identity-reporter';

// jsdom has no SubtleCrypto; Node's is the same Web Crypto API the browser runs.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const identities: RecordedIdentity[] = [];
setSessionRecorder({ recordApiError: () => undefined, identify: (identity) => identities.push(identity) });

const sessionRecordingKey = 'k'.repeat(40);

beforeEach(() => {
  setPortalConfig({ ...testRuntimeConfig, sessionRecordingKey });
  identities.length = 0;
  resetSessionState();
  sessionStore.getState().setTokens({ accessToken: 'a.b.c', refreshToken: 'r', userId: 'ava.medical' });
});

describe('UserIdentityReporter', () => {
  it('reports nothing until a plan is selected, then a keyed hash with the brand and contract type only', async () => {
    render(<UserIdentityReporter />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(identities).toEqual([]);

    sessionStore.getState().selectPlan({ memberId: 'H1000100101', tier1: 'ABCBS', contractType: 'Medical', displayName: 'Ava' } as SelectedPlan);
    rightsStore.getState().setRights({ claims: true }, []);
    await waitFor(() => expect(identities).toHaveLength(1));
    const [identity] = identities;
    expect(identity).toEqual({ userKey: await pseudonymousUserKey('ava.medical', sessionRecordingKey), brandTier: 'ABCBS', contractType: 'Medical' });
    expect(identity?.userKey).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(identity)).not.toMatch(/ava|H1000100101/i);
  });

  it('is an HMAC under the deployment key: not the bare SHA-256 of the username, and another key gives another identity', async () => {
    const key = await pseudonymousUserKey('ava.medical', sessionRecordingKey);
    const expected = createHmac('sha256', sessionRecordingKey).update('ava.medical').digest('hex');
    expect(key).toBe(expected);
    expect(key).not.toBe(createHash('sha256').update('ava.medical').digest('hex'));
    expect(key).not.toBe(createHash('sha256').update('member-portal:ava.medical').digest('hex'));
    expect(await pseudonymousUserKey('ava.medical', 'x'.repeat(40))).not.toBe(key);
  });

  it('sends no identity when the deployment has no key', async () => {
    setPortalConfig(testRuntimeConfig);
    render(<UserIdentityReporter />);
    sessionStore.getState().selectPlan({ memberId: 'H1000100101', tier1: 'ABCBS', contractType: 'Medical', displayName: 'Ava' } as SelectedPlan);
    rightsStore.getState().setRights({ claims: true }, []);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(identities).toEqual([]);
  });
});
