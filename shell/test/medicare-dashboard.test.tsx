// A Medicare Advantage member's dashboard speaks Medicare's words and links the plan's benefit
// documents; a commercial plan's dashboard does neither.
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@portal/routing';
import type { RightsRecord, SelectedPlan } from '@portal/contracts/domain';
import { rightsStore } from '@portal/rights';
import { sessionStore } from '@portal/session';
import { DashboardPage } from '../src/dashboard/dashboard-page';
import { planLead } from '../src/dashboard/plan-lead';

// Every card is a remote's: loaded from the remote's source, at once.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => jest.requireActual('../../tools/lib/jest-remote-modules.cjs').loadRemoteFromSource(id),
  registerRemotes: jest.fn(),
}));
jest.mock('../src/remotes/when-idle', () => ({ whenIdle: (callback: () => void) => (callback(), () => undefined), savesData: () => true }));

const accumulator = (limit: number, met: number) => ({ inNetwork: { limit, met, remaining: limit - met } });
// The HTTP boundary: the deductible card's spending; every other card finds nothing.
const answers: Record<string, unknown> = {
  'members/{memberId}/spending': {
    planYear: 2026,
    member: { name: 'Dan', deductible: accumulator(250, 31.31), outOfPocket: accumulator(4900, 659.26) },
    family: null,
    familyMembers: [],
    benefitMaximum: null,
  },
  'members/{memberId}/claims': { claims: [], total: 0 },
  'members/{memberId}/id-cards': { cards: [] },
  'members/{memberId}/documents': { documents: [] },
};
const answerFor = (call: { path: string }) => (call.path in answers ? Promise.resolve(answers[call.path]) : new Promise(() => undefined));
jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  apiRequest: (call: { path: string }) => answerFor(call),
  callApi: (call: { path: string }) => answerFor(call),
}));

const plansBenefits = 'https://www.example.com/medicare/2026-plan-benefits';
// The memberships response also names the plan kind (not part of the plan's type).
const medicarePlan = {
  memberId: 'M4',
  displayName: 'Dan',
  contractType: 'Medical',
  lobDisplayName: 'Octave Blue Medicare Advantage PPO',
  tier1: 'OCTAVE',
  isActive: true,
  isPolicyHolder: true,
  planKind: 'medicare',
} as unknown as SelectedPlan;
const medicareRights: RightsRecord = { claims: true, deductible: true, maPlanBenefits: true, maPlanBenefitsLink: plansBenefits };
const individualPlan = {
  ...medicarePlan,
  memberId: 'H1',
  lobDisplayName: 'Blue Select',
  tier1: 'ABCBS',
  planKind: 'individual',
} as unknown as SelectedPlan;

function renderDashboard(plan: SelectedPlan, rights: RightsRecord) {
  act(() => {
    sessionStore.getState().reset();
    sessionStore.getState().selectPlan(plan);
    rightsStore.getState().setRights(rights, []);
  });
  return render(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
  );
}

test('a Medicare Advantage plan is called one under the welcome', () => {
  expect(planLead(medicarePlan, { medicare: true })).toBe('Octave Blue Medicare Advantage PPO · Medicare Advantage plan · Member ID M4');
  expect(planLead(individualPlan)).toBe('Blue Select · Medical · Member ID H1');
});

test('a Medicare Advantage member sees the maximum out-of-pocket and the plan’s benefit documents', async () => {
  renderDashboard(medicarePlan, medicareRights);
  expect(screen.getByText(/Medicare Advantage plan · Member ID M4/)).toBeInTheDocument();
  const deductible = await screen.findByRole('region', { name: 'Deductible progress' });
  expect(await within(deductible).findByRole('progressbar', { name: 'Maximum out-of-pocket' })).toBeInTheDocument();
  const benefits = screen.getByRole('region', { name: 'Your Medicare Advantage plan benefits' });
  const link = within(benefits).getByRole('link', { name: 'Evidence of Coverage and Summary of Benefits (opens in a new tab)' });
  expect(link).toHaveAttribute('href', plansBenefits);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
});

test('a member of another plan sees neither', async () => {
  renderDashboard(individualPlan, { claims: true, deductible: true });
  const deductible = await screen.findByRole('region', { name: 'Deductible progress' });
  expect(await within(deductible).findByRole('progressbar', { name: 'Your out-of-pocket' })).toBeInTheDocument();
  expect(screen.queryByText(/Medicare/)).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Evidence of Coverage/ })).not.toBeInTheDocument();
});

test('a benefits address that is not a web page is not linked', () => {
  renderDashboard(medicarePlan, { ...medicareRights, maPlanBenefitsLink: 'javascript:alert(1)' });
  expect(screen.queryByRole('link', { name: /Evidence of Coverage/ })).not.toBeInTheDocument();
});
