import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SelectedPlan } from '@portal/contracts/domain';
import { sessionStore } from '@portal/session';
import Page from '../src/account-help/account-help-page';

const plan = { memberId: 'M100', displayName: 'Ava Medical', contractType: 'Medical' } as SelectedPlan;

beforeEach(() => {
  sessionStore.getState().reset();
  sessionStore.getState().selectPlan(plan);
});

describe('Need help with your account? page', () => {
  it('has one page heading and says whose information it shows', () => {
    render(<Page />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Need help with your account?');
    expect(screen.getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava Medical');
  });

  it('follows changes to the shared session store', () => {
    render(<Page />, { wrapper: MemoryRouter });
    act(() => sessionStore.getState().updateSettings({ displayName: 'Ava M.' }));
    expect(screen.getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava M.');
  });
});
