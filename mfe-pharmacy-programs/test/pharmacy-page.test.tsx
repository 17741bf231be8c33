import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SelectedPlan } from '@portal/contracts/domain';
import { sessionStore } from '@portal/session';
import Page from '../src/pharmacy/pharmacy-page';

const plan = { memberId: 'M100', displayName: 'Ava Medical', contractType: 'Medical' } as SelectedPlan;

beforeEach(() => {
  sessionStore.getState().reset();
  sessionStore.getState().selectPlan(plan);
});

describe('Pharmacy page', () => {
  it('has one page heading and says whose information it shows', () => {
    render(<Page />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pharmacy');
    expect(screen.getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava Medical · Member ID M100');
  });

  it('follows changes to the shared session store', () => {
    render(<Page />, { wrapper: MemoryRouter });
    act(() => sessionStore.getState().updateSettings({ displayName: 'Ava M.' }));
    expect(screen.getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava M.');
  });
});
