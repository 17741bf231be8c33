// The profile panel's display name and greeting are names too: title-cased per word (docs/product/validation.md#format-phone),
// whatever case the plan or the member's settings carry.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portal/routing';
import type { SelectedPlan } from '@portal/contracts/domain';
import { rightsStore } from '@portal/rights';
import { resetSessionState, sessionStore } from '@portal/session';
import { ProfilePanel } from '../src/layout/profile-panel';

beforeEach(() => {
  resetSessionState();
  act(() => {
    sessionStore.getState().selectPlan({
      memberId: 'H1',
      contractType: 'Medical',
      tier1: 'ABCBS',
      displayName: 'AVA MARTINEZ',
      lobDisplayName: 'Blue Select',
      origEffDate: '2024-01-01',
    } as SelectedPlan);
    sessionStore.getState().setMemberships({ active: [], inactive: [] });
    rightsStore.getState().setRights({}, []);
  });
});

describe('profile panel names', () => {
  it('shows the plan’s display name title-cased on the button and in the greeting', async () => {
    render(
      <MemoryRouter>
        <ProfilePanel />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Profile: Ava Martinez' }));
    expect(screen.getByRole('group', { name: 'Your profile' })).toHaveTextContent(/Good (Morning|Afternoon|Evening), Ava Martinez/);
  });

  it('title-cases a display name the member chose in lower case', () => {
    act(() => sessionStore.getState().updateSettings({ displayName: 'ava m.' }));
    render(
      <MemoryRouter>
        <ProfilePanel />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Profile: Ava M.' })).toBeInTheDocument();
  });
});
