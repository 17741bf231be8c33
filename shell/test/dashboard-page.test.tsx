import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portal/routing';
import { PortalApiError } from '@portal/api-client';
import type { RightsRecord, SelectedPlan } from '@portal/contracts/domain';
import { rightsStore } from '@portal/rights';
import { sessionStore } from '@portal/session';
import { DashboardPage } from '../src/dashboard/dashboard-page';
import { dashboardData } from '../src/dashboard/dashboard-data';

// The HTTP boundary: each test decides what the dashboard's calls return.
jest.mock('../src/dashboard/dashboard-data', () => ({
  dashboardData: { recentClaims: jest.fn(), spending: jest.fn(), idCards: jest.fn(), primaryCareProvider: jest.fn(), documents: jest.fn() },
}));
const data = jest.mocked(dashboardData);

const plan = { memberId: 'H1', displayName: 'Ava', contractType: 'Medical', lobDisplayName: 'Blue Select', tier1: 'ABCBS', isActive: true } as SelectedPlan;
const allRights: RightsRecord = {
  claims: true,
  deductible: true,
  idCards: true,
  choosePrimaryCareProvider: true,
  findCareAndCostOptions: [{ type: 'embold' }],
  whosCovered: true,
  programs: [{ programId: 'a' }, { programId: 'b' }],
  forms: true,
};

function renderDashboard(rights: RightsRecord, selected: SelectedPlan = plan) {
  act(() => {
    sessionStore.getState().reset();
    sessionStore.getState().selectPlan(selected);
    rightsStore.getState().setRights(rights, []);
  });
  return render(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  data.recentClaims.mockResolvedValue({
    claims: [{ claimId: 'C1', patientName: 'Ava Medical', claimType: 'Medical', status: 'Paid', serviceDate: '2026-10-01', providerName: 'Dr. Lee', billed: 200, planPaid: 150, memberOwe: 50 }],
    total: 1,
  });
  data.spending.mockResolvedValue({
    planYear: 2026,
    member: { name: 'Ava', deductible: { inNetwork: { limit: 1000, met: 400, remaining: 600 } }, outOfPocket: { inNetwork: { limit: 5000, met: 900, remaining: 4100 } } },
    family: { deductible: { inNetwork: { limit: 2000, met: 700, remaining: 1300 } }, outOfPocket: { inNetwork: { limit: 10000, met: 1200, remaining: 8800 } } },
    familyMembers: [],
    benefitMaximum: null,
  });
  data.idCards.mockResolvedValue({ cards: [{ memberId: 'H1', name: 'Ava Medical', policyType: 'Medical', planName: 'Blue Select', groupId: 'G1', effectiveDate: '2024-01-01', customerServicePhone: '800' }] });
  data.primaryCareProvider.mockResolvedValue({ provider: null, effectiveDate: null });
  data.documents.mockResolvedValue({ documents: [] });
});

describe('DashboardPage', () => {
  it('shows what matters now: claims, deductible and family progress as text, ID card, care buttons, programs and the PCP prompt', async () => {
    renderDashboard(allRights);
    const claims = await screen.findByRole('region', { name: 'Recent claims' });
    expect(await within(claims).findByText('You owe $50.00')).toBeInTheDocument();
    expect(within(claims).getByRole('link', { name: /Dr\. Lee/ })).toHaveAttribute('href', '/claim-details/C1');
    const deductible = screen.getByRole('region', { name: 'Deductible progress' });
    expect(await within(deductible).findByText('$400.00 of $1,000.00')).toBeInTheDocument();
    expect(within(deductible).getByRole('progressbar', { name: 'Family deductible' })).toHaveAttribute('value', '700');
    expect(await screen.findByRole('heading', { name: 'Choose your primary care physician' })).toBeInTheDocument();
    const care = screen.getByRole('region', { name: 'Care and costs' });
    expect(within(care).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/find-care', '/cost-estimates', '/coverage-and-copays']);
    expect(screen.getByRole('region', { name: 'Programs' })).toHaveTextContent('2 health and wellness programs');
  });

  it('says a pending claim’s amount is not yet known instead of $0.00', async () => {
    data.recentClaims.mockResolvedValue({
      claims: [{ claimId: 'C2', patientName: 'Ava Medical', claimType: 'Medical', status: 'Pending', serviceDate: '2026-10-20', providerName: 'Dr. Lee', billed: 200, planPaid: null, memberOwe: null }],
      total: 1,
    });
    renderDashboard(allRights);
    const claims = await screen.findByRole('region', { name: 'Recent claims' });
    expect(await within(claims).findByText('You owe: Not yet known')).toBeInTheDocument();
    expect(within(claims).queryByText(/\$0\.00/)).not.toBeInTheDocument();
  });

  it('hides each card whose page the rights or the contract type refuse', async () => {
    const { unmount } = renderDashboard({ idCards: true });
    expect(screen.queryByRole('region', { name: 'Recent claims' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Deductible progress' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Programs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Care and costs' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ID card' })).toBeInTheDocument();
    expect(data.recentClaims).not.toHaveBeenCalled();
    expect(await screen.findByText('G1')).toBeInTheDocument();
    unmount();

    renderDashboard(allRights, { ...plan, contractType: 'Dental' });
    expect(screen.queryByRole('region', { name: 'Recent claims' })).not.toBeInTheDocument();
    expect(await screen.findByText('G1')).toBeInTheDocument();
  });

  it('keeps the other cards working when one call fails, and Try again reloads only that card', async () => {
    data.recentClaims.mockRejectedValueOnce(new PortalApiError('BP-NFA-100', '500', 500, null, []));
    renderDashboard(allRights);
    const claims = screen.getByRole('region', { name: 'Recent claims' });
    expect(await within(claims).findByRole('alert')).toHaveTextContent('An error occurred');
    expect(await screen.findByText('$400.00 of $1,000.00')).toBeInTheDocument();
    await userEvent.click(within(claims).getByRole('button', { name: 'Try again' }));
    expect(await within(claims).findByText('You owe $50.00')).toBeInTheDocument();
    expect(data.recentClaims).toHaveBeenCalledTimes(2);
  });
});
