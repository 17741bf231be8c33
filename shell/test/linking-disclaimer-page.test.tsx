import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@portal/routing';
import type { SelectedPlan } from '@portal/contracts/domain';
import { resetSessionState, sessionStore } from '@portal/session';
import { brandOf } from '@portal/ui';
import { LinkingDisclaimerPage } from '../src/pages/public/linking-disclaimer/linking-disclaimer-page';

function renderFor(plan: Partial<SelectedPlan>) {
  resetSessionState();
  sessionStore.getState().selectPlan({ memberId: 'M1', contractType: 'Dental', isActive: true, ...plan } as SelectedPlan);
  return render(
    <MemoryRouter>
      <LinkingDisclaimerPage />
    </MemoryRouter>,
  );
}

describe('/linking-disclaimer', () => {
  it('shows the selected plan’s brand disclaimer under one h1, with a way back to the dashboard', () => {
    renderFor({ tier1: 'OCTAVE' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Linking disclaimer']);
    expect(screen.getByText(brandOf('OCTAVE').linkingDisclaimer)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dental/dashboard');
  });

  it('uses the default brand’s disclaimer for a plan without a known tier', () => {
    renderFor({ tier1: undefined });
    expect(screen.getByText(brandOf('ABCBS').linkingDisclaimer)).toBeInTheDocument();
  });
});
