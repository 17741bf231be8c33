import { render, waitFor } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { setSessionRecorder, type RecordedIdentity } from '@portal/api-client';
import type { SelectedPlan } from '@portal/contracts/domain';
import { rightsStore } from '@portal/rights';
import { resetSessionState, sessionStore } from '@portal/session';
import { pseudonymousUserKey, UserIdentityReporter } from '../src/session/user-identity-reporter';

// jsdom has no SubtleCrypto; Node's is the same Web Crypto API the browser runs.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const identities: RecordedIdentity[] = [];
setSessionRecorder({ recordApiError: () => undefined, identify: (identity) => identities.push(identity) });

beforeEach(() => {
  identities.length = 0;
  resetSessionState();
  sessionStore.getState().setTokens({ accessToken: 'a.b.c', refreshToken: 'r', userId: 'ava.medical' });
});

describe('UserIdentityReporter', () => {
  it('reports nothing until a plan is selected, then a hashed key with the brand and contract type only', async () => {
    render(<UserIdentityReporter />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(identities).toEqual([]);

    sessionStore.getState().selectPlan({ memberId: 'H1000100101', tier1: 'ABCBS', contractType: 'Medical', displayName: 'Ava' } as SelectedPlan);
    rightsStore.getState().setRights({ claims: true }, []);
    await waitFor(() => expect(identities).toHaveLength(1));
    const [identity] = identities;
    expect(identity).toEqual({ userKey: await pseudonymousUserKey('ava.medical'), brandTier: 'ABCBS', contractType: 'Medical' });
    expect(identity?.userKey).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(identity)).not.toMatch(/ava|H1000100101/i);
  });
});
