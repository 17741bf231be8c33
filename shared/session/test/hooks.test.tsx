import { act, render, screen } from '@testing-library/react';
import type { SelectedPlan } from '@portal/contracts/domain';
import { selectedMemberId, sessionStore, useIsSignedIn, useMemberDisplayName, useSelectedMemberId } from '@portal/session';

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

  it("read the selected member id in one place: empty before a plan is chosen, the plan's member id after", () => {
    function MemberIdProbe() {
      return <p>{`member id: ${useSelectedMemberId() || 'none'}`}</p>;
    }
    render(<MemberIdProbe />);
    expect(screen.getByText('member id: none')).toBeInTheDocument();
    expect(selectedMemberId(sessionStore.getState())).toBe('');
    act(() => sessionStore.getState().selectPlan({ memberId: 'M100200' } as SelectedPlan));
    expect(screen.getByText('member id: M100200')).toBeInTheDocument();
    expect(selectedMemberId(sessionStore.getState())).toBe('M100200');
  });
});
