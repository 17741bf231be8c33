import { act, render, screen } from '@testing-library/react';
import type { SelectedPlan } from '@portal/contracts/domain';
import { sessionStore, useIsSignedIn, useMemberDisplayName } from '@portal/session';

function Probe() {
  const name = useMemberDisplayName();
  const signedIn = useIsSignedIn();
  return <p>{`${signedIn ? 'signed in' : 'signed out'} as ${name ?? 'nobody'}`}</p>;
}

beforeEach(() => sessionStore.getState().reset());

describe('session hooks', () => {
  it('re-render when the store changes, preferring the chosen display name over the plan name', () => {
    render(<Probe />);
    expect(screen.getByText('signed out as nobody')).toBeInTheDocument();
    act(() => {
      sessionStore.getState().setTokens({ accessToken: 'a.b.c', refreshToken: null, userId: 'ava.medical' });
      sessionStore.getState().selectPlan({ displayName: 'Ava Medical' } as SelectedPlan);
    });
    expect(screen.getByText('signed in as Ava Medical')).toBeInTheDocument();
    act(() => sessionStore.getState().updateSettings({ displayName: 'Ava M.' }));
    expect(screen.getByText('signed in as Ava M.')).toBeInTheDocument();
  });
});
