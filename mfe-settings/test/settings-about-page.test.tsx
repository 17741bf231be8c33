import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SelectedPlan } from '@portal/contracts/domain';
import { sessionStore } from '@portal/session';
import Page from '../src/settings-about/settings-about-page';

const plan = { memberId: 'M100', displayName: 'Ava Medical', contractType: 'Medical' } as SelectedPlan;

beforeEach(() => {
  sessionStore.getState().reset();
  sessionStore.getState().selectPlan(plan);
});

describe('About page', () => {
  it('has one page heading and says whose information it shows', () => {
    render(<Page />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About');
    expect(screen.getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava Medical');
  });

  it('follows changes to the shared session store', () => {
    render(<Page />, { wrapper: MemoryRouter });
    act(() => sessionStore.getState().updateSettings({ displayName: 'Ava M.' }));
    expect(screen.getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava M.');
  });
});

describe('terms of use state', () => {
  it('tells the member whether they accepted the terms of use', () => {
    render(<Page />, { wrapper: MemoryRouter });
    expect(screen.getByText('You have not accepted the terms of use yet.')).toBeInTheDocument();
    act(() => sessionStore.getState().updateSettings({ tosChecked: true }));
    expect(screen.getByText('You have accepted the terms of use.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms-of-use');
  });
});
