import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portal/routing';
import { PortalApiError } from '@portal/api-client';
import type { RightsRecord, SelectedPlan } from '@portal/contracts/domain';
import { rightsStore } from '@portal/rights';
import { sessionStore } from '@portal/session';
import { DashboardPage } from '../src/dashboard/dashboard-page';
import { planLead } from '../src/dashboard/plan-lead';

// Every card is a remote's: loadRemote loads the module the remote's manifest names from its
// source, as the browser loads it from the remote's build, once the frame has rendered (at once here).
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => jest.requireActual('../../tools/lib/jest-remote-modules.cjs').loadRemoteFromSource(id),
  registerRemotes: jest.fn(),
}));
jest.mock('../src/remotes/when-idle', () => ({ whenIdle: (callback: () => void) => (callback(), () => undefined), savesData: () => true }));

interface ClaimSummary {
  claimId: string;
  patientName: string;
  claimType: string;
  status: string;
  serviceDate: string;
  providerName: string;
  billed: number;
  planPaid: number | null;
  memberOwe: number | null;
}
type ClaimDetail = ClaimSummary & { lines: { procedureCode: string; description: string }[] };
type ClaimsPage = { claims: ClaimSummary[]; total: number };
type Accumulator = { limit: number; met: number; remaining: number };
type Spending = {
  planYear: number;
  member: { name: string; deductible: { inNetwork: Accumulator }; outOfPocket: { inNetwork: Accumulator } };
  family: { deductible: { inNetwork: Accumulator }; outOfPocket: { inNetwork: Accumulator } } | null;
  familyMembers: unknown[];
  benefitMaximum: { limit: number; used: number; remaining: number } | null;
};

// The HTTP boundary: each test decides what the dashboard's calls return, whichever remote's card makes them.
const mockData = {
  recentClaims: jest.fn<Promise<ClaimsPage>, [string, AbortSignal?]>(),
  latestClaims: jest.fn<Promise<ClaimsPage>, [string, number, AbortSignal?]>(),
  pendingClaims: jest.fn<Promise<ClaimsPage>, [string, AbortSignal?]>(),
  claimDetail: jest.fn<Promise<ClaimDetail>, [string, string, AbortSignal?]>(),
  spending: jest.fn<Promise<Spending>, [string, AbortSignal?]>(),
  idCards: jest.fn<Promise<{ cards: unknown[] }>, [string, AbortSignal?]>(),
  primaryCareProvider: jest.fn<Promise<{ provider: unknown; effectiveDate: string | null }>, [string, AbortSignal?]>(),
  documents: jest.fn<Promise<{ documents: unknown[] }>, [string, AbortSignal?]>(),
  bills: jest.fn<Promise<{ balanceDue: number; nextDueDate: string | null }>, [string, AbortSignal?]>(),
  autopay: jest.fn<Promise<{ enrolled: boolean; draftDay: number }>, [string, AbortSignal?]>(),
};
const data = mockData;

type CallOptions = { params?: Record<string, string>; query?: Record<string, string | number>; signal?: AbortSignal };
function mockMemberApi(call: { path: string }, { params = {}, query = {}, signal }: CallOptions): Promise<unknown> {
  const memberId = params.memberId!;
  switch (call.path) {
    case 'members/{memberId}/claims':
      if (query.status === 'Pending') return mockData.pendingClaims(memberId, signal);
      return query.pageSize === 3
        ? mockData.recentClaims(memberId, signal)
        : mockData.latestClaims(memberId, Number(query.pageSize), signal);
    case 'members/{memberId}/claims/{claimId}':
      return mockData.claimDetail(memberId, params.claimId!, signal);
    case 'members/{memberId}/spending':
      return mockData.spending(memberId, signal);
    case 'members/{memberId}/id-cards':
      return mockData.idCards(memberId, signal);
    case 'members/{memberId}/pcp':
      return mockData.primaryCareProvider(memberId, signal);
    case 'members/{memberId}/documents':
      return mockData.documents(memberId, signal);
    case 'members/{memberId}/bills':
      return mockData.bills(memberId, signal);
    case 'members/{memberId}/autopay':
      return mockData.autopay(memberId, signal);
    default:
      throw new Error(`unexpected call ${call.path}`);
  }
}
jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  apiRequest: (call: { path: string }, options: CallOptions) => mockMemberApi(call, options),
  callApi: (call: { path: string }, options: CallOptions) => mockMemberApi(call, options),
}));

const plan = {
  memberId: 'H1',
  displayName: 'Ava',
  contractType: 'Medical',
  lobDisplayName: 'Blue Select',
  tier1: 'ABCBS',
  isActive: true,
  isPolicyHolder: true,
} as SelectedPlan;
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

/** The "You owe" line of a claim row (the amount is the kit's Money, in its own element). */
const owes = (text: string) => (_: string, element: Element | null) => element?.tagName === 'STRONG' && element.textContent === text;

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
    claims: [
      {
        claimId: 'C1',
        patientName: 'Ava Medical',
        claimType: 'Medical',
        status: 'Paid',
        serviceDate: '2026-10-01',
        providerName: 'Dr. Lee',
        billed: 200,
        planPaid: 150,
        memberOwe: 50,
      },
    ],
    total: 1,
  });
  data.spending.mockResolvedValue({
    planYear: 2026,
    member: {
      name: 'Ava',
      deductible: { inNetwork: { limit: 1000, met: 400, remaining: 600 } },
      outOfPocket: { inNetwork: { limit: 5000, met: 900, remaining: 4100 } },
    },
    family: {
      deductible: { inNetwork: { limit: 2000, met: 700, remaining: 1300 } },
      outOfPocket: { inNetwork: { limit: 10000, met: 1200, remaining: 8800 } },
    },
    familyMembers: [],
    benefitMaximum: null,
  });
  data.idCards.mockResolvedValue({
    cards: [
      {
        memberId: 'H1',
        name: 'Ava Medical',
        policyType: 'Medical',
        planName: 'Blue Select',
        groupId: 'G1',
        effectiveDate: '2024-01-01',
        customerServicePhone: '800',
      },
    ],
  });
  data.primaryCareProvider.mockResolvedValue({ provider: null, effectiveDate: null });
  data.documents.mockResolvedValue({ documents: [] });
  data.pendingClaims.mockResolvedValue({
    claims: [
      {
        claimId: 'C2',
        patientName: 'Ava Medical',
        claimType: 'Medical',
        status: 'Pending',
        serviceDate: '2026-11-18',
        providerName: 'Dr. Tran',
        billed: 95,
        planPaid: null,
        memberOwe: null,
      },
    ],
    total: 1,
  });
  data.bills.mockResolvedValue({ balanceDue: 487.25, nextDueDate: '2026-11-30' });
  data.autopay.mockResolvedValue({ enrolled: false, draftDay: 26 });
});

describe('DashboardPage', () => {
  it('shows what matters now: claims, deductible and family progress as text, ID card, care buttons, programs and the PCP prompt', async () => {
    renderDashboard(allRights);
    const claims = await screen.findByRole('region', { name: 'Recent claims' });
    expect(await within(claims).findByText(owes('You owe $50.00'))).toBeInTheDocument();
    expect(within(claims).getByRole('link', { name: /Dr\. Lee/ })).toHaveAttribute('href', '/claim-details/C1');
    const deductible = screen.getByRole('region', { name: 'Deductible progress' });
    expect(await within(deductible).findByText('$400.00 of $1,000.00 met (40%)')).toBeInTheDocument();
    expect(within(deductible).getByRole('progressbar', { name: 'Family deductible' })).toHaveAttribute('value', '700');
    expect(await screen.findByRole('heading', { name: 'Choose your primary care physician' })).toBeInTheDocument();
    const care = screen.getByRole('region', { name: 'Care and costs' });
    expect(
      within(care)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/find-care', '/cost-estimates', '/coverage-and-copays']);
    expect(screen.getByRole('region', { name: 'Programs' })).toHaveTextContent('2 health and wellness programs');
  });

  it('says in a sentence that the plan has no deductible, never "Your plan has no your deductible."', async () => {
    data.spending.mockResolvedValue({
      planYear: 2026,
      member: {
        name: 'Ava',
        deductible: { inNetwork: { limit: 0, met: 0, remaining: 0 } },
        outOfPocket: { inNetwork: { limit: 5000, met: 900, remaining: 4100 } },
      },
      family: null,
      familyMembers: [],
      benefitMaximum: null,
    });
    renderDashboard(allRights);
    const deductible = await screen.findByRole('region', { name: 'Deductible progress' });
    expect(await within(deductible).findByText('Your plan has no deductible.')).toBeInTheDocument();
    expect(deductible).not.toHaveTextContent(/no your/i);
    expect(within(deductible).queryByRole('progressbar', { name: 'Your deductible' })).not.toBeInTheDocument();
  });

  it('says the plan kind in the lead only when the plan’s name does not', () => {
    expect(planLead({ lobDisplayName: 'Blue Select', contractType: 'Medical', memberId: 'H1' })).toBe(
      'Blue Select · Medical · Member ID H1',
    );
    expect(planLead({ lobDisplayName: 'Health Advantage Vision', contractType: 'Vision', memberId: 'V1' })).toBe(
      'Health Advantage Vision · Member ID V1',
    );
    expect(planLead({ lobDisplayName: 'Health Advantage Dental Plus', contractType: 'Dental', memberId: 'D1' })).toBe(
      'Health Advantage Dental Plus · Member ID D1',
    );
    expect(planLead({ lobDisplayName: 'Visionary Care Plan', contractType: 'Vision', memberId: 'V2' })).toBe(
      'Visionary Care Plan · Vision · Member ID V2',
    );
  });

  it('says a pending claim’s amount is not yet known instead of $0.00', async () => {
    data.recentClaims.mockResolvedValue({
      claims: [
        {
          claimId: 'C2',
          patientName: 'Ava Medical',
          claimType: 'Medical',
          status: 'Pending',
          serviceDate: '2026-10-20',
          providerName: 'Dr. Lee',
          billed: 200,
          planPaid: null,
          memberOwe: null,
        },
      ],
      total: 1,
    });
    renderDashboard(allRights);
    const claims = await screen.findByRole('region', { name: 'Recent claims' });
    expect(await within(claims).findByText('Not yet known')).toBeInTheDocument();
    expect(within(claims).queryByText(/\$0\.00/)).not.toBeInTheDocument();
  });

  it("shows people's names title-cased, whatever case they came in (docs/product/claims-and-care.md#care-coverage-retention)", async () => {
    data.recentClaims.mockResolvedValue({
      claims: [
        {
          claimId: 'C1',
          patientName: 'AVA MEDICAL',
          claimType: 'Medical',
          status: 'Paid',
          serviceDate: '2026-10-01',
          providerName: 'Dr. Lee',
          billed: 200,
          planPaid: 150,
          memberOwe: 50,
        },
      ],
      total: 1,
    });
    renderDashboard(allRights, { ...plan, displayName: 'AVA' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeInTheDocument();
    const claims = await screen.findByRole('region', { name: 'Recent claims' });
    expect(await within(claims).findByText('10/01/2026 · Ava Medical')).toBeInTheDocument();
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
    expect(await screen.findByText('$400.00 of $1,000.00 met (40%)')).toBeInTheDocument();
    await userEvent.click(within(claims).getByRole('button', { name: 'Try again' }));
    expect(await within(claims).findByText(owes('You owe $50.00'))).toBeInTheDocument();
    expect(data.recentClaims).toHaveBeenCalledTimes(2);
  });

  it('says what needs attention first: the bill with Pay now, claims in process and unread messages', async () => {
    renderDashboard({ ...allRights, payBill: true });
    const attention = screen.getByRole('region', { name: 'Needs your attention' });
    const bill = within(attention).getByRole('region', { name: 'Your bill' });
    expect(await within(bill).findByText('$487.25 due by 11/30/2026')).toBeInTheDocument();
    expect(within(bill).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/payment-center');
    const pending = within(attention).getByRole('region', { name: 'Claims in process' });
    expect(await within(pending).findByText('1 claim is being processed.')).toBeInTheDocument();
    expect(pending).toHaveTextContent('Dr. Tran, 11/18/2026');
    expect(within(attention).getByRole('region', { name: 'Messages' })).toBeInTheDocument();
  });

  it('keeps the attention cards in their loaded shape while they load, so nothing below them moves', async () => {
    data.bills.mockReturnValue(new Promise(() => undefined));
    data.pendingClaims.mockReturnValue(new Promise(() => undefined));
    renderDashboard({ ...allRights, payBill: true });
    const attention = screen.getByRole('region', { name: 'Needs your attention' });
    // Each card says it is loading, and draws its usual lines (figure and text) hidden from assistive technology.
    const bars = (name: string) => {
      const card = within(attention).getByRole('region', { name });
      return card.querySelectorAll('[aria-hidden="true"] .placeholderLine').length;
    };
    expect(within(within(attention).getByRole('region', { name: 'Your bill' })).getByRole('status')).toHaveTextContent(
      'Loading your bill…',
    );
    expect(bars('Your bill')).toBe(4);
    expect(bars('Claims in process')).toBe(8);
    expect(within(within(attention).getByRole('region', { name: 'Messages' })).getByRole('status')).toHaveTextContent(
      'Checking for new messages…',
    );
    expect(bars('Messages')).toBe(2);
  });

  it('with autopay on, says autopay will pay the bill on the 26th and offers no Pay now', async () => {
    data.autopay.mockResolvedValue({ enrolled: true, draftDay: 26 });
    renderDashboard({ ...allRights, payBill: true });
    const bill = screen.getByRole('region', { name: 'Your bill' });
    expect(await within(bill).findByText('Autopay will pay $487.25 on the 26th.')).toBeInTheDocument();
    expect(within(bill).getByText('Your bill is due 11/30/2026. You don’t need to do anything.')).toBeInTheDocument();
    expect(within(bill).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(within(bill).getByRole('link', { name: 'Go to the payment center' })).toHaveAttribute('href', '/payment-center');
  });

  it('shows the bill only to a policyholder whose plan pays online or through Medicare, and asks about autopay only with payBill', async () => {
    const { unmount } = renderDashboard(allRights);
    expect(screen.queryByRole('region', { name: 'Your bill' })).not.toBeInTheDocument();
    unmount();
    const notHolder = renderDashboard({ ...allRights, payBill: true }, { ...plan, isPolicyHolder: false });
    expect(screen.queryByRole('region', { name: 'Your bill' })).not.toBeInTheDocument();
    notHolder.unmount();
    data.bills.mockResolvedValue({ balanceDue: 0, nextDueDate: null });
    renderDashboard({ ...allRights, payBill: false, pageIdentifiers: [{ type: 'medicarePayment' }] });
    expect(await screen.findByText('You’re all paid up. Nothing is due right now.')).toBeInTheDocument();
    expect(data.autopay).not.toHaveBeenCalled();
    expect(data.bills).toHaveBeenCalledTimes(1);
  });

  it('a dental plan gets its annual maximum and next checkup, not the medical cards', async () => {
    data.spending.mockResolvedValue({
      planYear: 2026,
      member: {
        name: 'Ben',
        deductible: { inNetwork: { limit: 50, met: 50, remaining: 0 } },
        outOfPocket: { inNetwork: { limit: 0, met: 0, remaining: 0 } },
      },
      family: null,
      familyMembers: [],
      benefitMaximum: { limit: 3500, used: 420, remaining: 3080 },
    });
    const dentalClaim = (claimId: string, serviceDate: string, procedureCode: string): ClaimDetail => ({
      claimId,
      patientName: 'Ben Okafor',
      claimType: 'Dental',
      status: 'Processed',
      serviceDate,
      providerName: 'Bright Smile Dental',
      billed: 110,
      planPaid: 88,
      memberOwe: 22,
      lines: [{ procedureCode, description: procedureCode }],
    });
    const dentalClaims = [dentalClaim('D1', '2026-10-02', 'D2391'), dentalClaim('D2', '2026-09-01', 'D0120')];
    data.latestClaims.mockResolvedValue({ claims: dentalClaims, total: 2 });
    data.claimDetail.mockImplementation(async (_memberId: string, claimId: string) =>
      dentalClaims.find((claim) => claim.claimId === claimId)!,
    );
    const dental = { ...plan, memberId: 'D1', contractType: 'Dental' } as SelectedPlan;
    renderDashboard(
      {
        claims: true,
        deductible: true,
        idCards: true,
        findCareAndCostOptions: [{ type: 'providerDirectory' }],
        findCareAndCostDisplayText: 'Find a Dentist',
        payBill: true,
        whosCovered: true,
      },
      dental,
    );
    const maximum = screen.getByRole('region', { name: 'Annual maximum' });
    expect(await within(maximum).findByText('$420.00 of $3,500.00 used (12%)')).toBeInTheDocument();
    expect(within(maximum).getByText('$3,080.00 remaining')).toBeInTheDocument();
    expect(within(maximum).getByRole('progressbar', { name: 'Used this year' })).toHaveAttribute('value', '420');
    const checkup = screen.getByRole('region', { name: 'Your next checkup' });
    expect(await within(checkup).findByText(/Your last checkup on record: 09\/01\/2026\./)).toBeInTheDocument();
    expect(within(checkup).getByRole('link', { name: 'Find a dentist' })).toHaveAttribute('href', '/find-care');
    for (const medical of ['Recent claims', 'Deductible progress', 'Claims in process']) {
      expect(screen.queryByRole('region', { name: medical })).not.toBeInTheDocument();
    }
    expect(data.recentClaims).not.toHaveBeenCalled();
    expect(data.pendingClaims).not.toHaveBeenCalled();
  });

  it('a vision plan gets its next eye exam, and no annual maximum', async () => {
    data.latestClaims.mockResolvedValue({ claims: [], total: 0 });
    const vision = { ...plan, memberId: 'V1', contractType: 'Vision', lobDisplayName: 'Health Advantage Vision' } as SelectedPlan;
    renderDashboard({ claims: true, idCards: true }, vision);
    // The plan's name says it is a vision plan: the lead does not say it again ("Vision · Vision").
    expect(screen.getByText('Health Advantage Vision · Member ID V1')).toBeInTheDocument();
    const exam = screen.getByRole('region', { name: 'Your next eye exam' });
    expect(await within(exam).findByText('You can have your eye exam now.')).toBeInTheDocument();
    expect(exam).toHaveTextContent('A routine eye exam is covered once every 12 months.');
    expect(screen.queryByRole('region', { name: 'Annual maximum' })).not.toBeInTheDocument();
    expect(data.spending).not.toHaveBeenCalled();
  });

  it('leaves out the checkup card when the plan does not let the member read claims', async () => {
    renderDashboard({ idCards: true }, { ...plan, contractType: 'Dental' } as SelectedPlan);
    expect(await screen.findByText('G1')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your next checkup' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Annual maximum' })).not.toBeInTheDocument();
    expect(data.latestClaims).not.toHaveBeenCalled();
  });
});
