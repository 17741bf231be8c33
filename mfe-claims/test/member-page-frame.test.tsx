import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelectedPlan } from '@portal/contracts/domain';
import { sessionStore } from '@portal/session';
import { MemberPageFrame } from '../src/page/member-page-frame';

function Counter({ memberId }: { memberId: string }) {
  const [clicks, setClicks] = useState(0);
  return <button onClick={() => setClicks(clicks + 1)}>{`${memberId}: ${clicks} clicks`}</button>;
}

beforeEach(() => sessionStore.getState().reset());

describe('MemberPageFrame', () => {
  it("greets the member and draws the member's part once a plan is chosen, afresh for another plan", async () => {
    render(
      <MemberPageFrame title="Traveling abroad" memberPart={(memberId) => <Counter memberId={memberId} />}>
        <p>Before you go</p>
      </MemberPageFrame>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Before you go')).toBeInTheDocument();

    act(() => sessionStore.getState().selectPlan({ displayName: 'AVA MEDICAL', memberId: 'M100200' } as SelectedPlan));
    expect(screen.getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava Medical · Member ID M100200');
    await userEvent.click(screen.getByRole('button', { name: 'M100200: 0 clicks' }));
    expect(screen.getByRole('button', { name: 'M100200: 1 clicks' })).toBeInTheDocument();

    act(() => sessionStore.getState().selectPlan({ displayName: 'AVA MEDICAL', memberId: 'M100201' } as SelectedPlan));
    expect(screen.getByRole('button', { name: 'M100201: 0 clicks' })).toBeInTheDocument();
  });
});
