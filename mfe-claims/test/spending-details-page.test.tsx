import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portal/routing';
import SpendingDetailsPage from '../src/spending/spending-details-page';
import type { SpendingDetails } from '../src/spending/api';
import { api, avaPlan, failure, familyMember, ok, requests, signIn, startMemberApi, stopMemberApi } from './support/claims-member-api';

const pair = (inMet: number, inLimit: number) => ({
  inNetwork: { limit: inLimit, met: inMet, remaining: Math.max(0, inLimit - inMet) },
  outOfNetwork: { limit: inLimit * 2, met: 0, remaining: inLimit * 2 },
});

const spending: SpendingDetails = {
  planYear: 2026,
  asOf: '2026-11-20',
  member: { memberId: 'H1000100101', name: 'Ava Medical', deductible: pair(400, 3000), outOfPocket: pair(8500, 8500) },
  family: { deductible: pair(640, 6000), outOfPocket: pair(1275.5, 17000) },
  familyMembers: [
    { memberId: 'H1000100101', name: 'Ava Medical', deductibleMet: 400, outOfPocketMet: 850 },
    { memberId: 'H1000100103', name: 'Mia Medical', deductibleMet: 50, outOfPocketMet: 120.25 },
  ],
  benefitMaximum: null,
};

beforeAll(startMemberApi);
afterAll(stopMemberApi);
beforeEach(() => {
  signIn();
  api.respond = () => ok(spending);
});

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/spending-details']}>
      <SpendingDetailsPage />
    </MemoryRouter>,
  );
  return user;
}

describe('/spending-details', () => {
  it('shows deductible and out-of-pocket progress as bars with the figures as text', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your spending details…');
    const yours = await screen.findByRole('region', { name: 'Your spending' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Spending details']);
    expect(screen.getByText(/2026 plan year, as of 11\/20\/2026/)).toBeInTheDocument();
    const deductible = within(yours).getByRole('progressbar', { name: 'Deductible' });
    expect(deductible).toHaveAttribute('value', '400');
    expect(deductible).toHaveAttribute('max', '3000');
    expect(within(yours).getByText('$400.00 of $3,000.00 met (13%)')).toBeInTheDocument();
    expect(within(yours).getByText('$2,600.00 remaining')).toBeInTheDocument();
    expect(within(yours).getByText('$8,500.00 of $8,500.00 met (100%)')).toBeInTheDocument();
    expect(within(yours).getByText('Reached for this plan year')).toBeInTheDocument();
    expect(within(yours).getByRole('progressbar', { name: 'Out-of-network deductible' })).toHaveAttribute('max', '6000');
    expect(requests().map((request) => request.path)).toEqual(['members/H1000100101/spending']);
  });

  it('shows family progress and each family member, and says whose figures are not shared', async () => {
    renderPage();
    const family = await screen.findByRole('region', { name: 'Family spending' });
    expect(within(family).getByRole('progressbar', { name: 'Deductible' })).toHaveAttribute('value', '640');
    expect(within(family).getByText('$1,275.50 of $17,000.00 met (7%)')).toBeInTheDocument();
    const table = within(screen.getByRole('region', { name: 'Family spending details' })).getByRole('table');
    expect(within(table).getByRole('row', { name: /Mia Medical/ })).toHaveTextContent('Mia Medical$50.00$120.25');
    // The adults are named from the family roster, which loads on its own.
    expect(await screen.findByText(/Noah Medical isn’t listed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your health reimbursement account' })).toHaveAttribute('href', '/health-reimbursement');
  });

  it('names the members whose spending, not whose claims, the policy withholds', async () => {
    // Noah shares his spending but not his claims; Mia shares her claims but not her spending.
    const noah = familyMember('H1000100102', 'Noah', 'Medical', false);
    const mia = familyMember('H1000100103', 'Mia', 'Medical');
    signIn({
      family: [
        familyMember('H1000100101', 'Ava', 'Medical'),
        { ...noah, access: { ...noah.access, spending: true } },
        { ...mia, access: { ...mia.access, spending: false } },
      ],
    });
    renderPage();
    await screen.findByRole('region', { name: 'Family spending details' });
    expect(await screen.findByText(/Mia Medical isn’t listed/)).toBeInTheDocument();
    expect(screen.queryByText(/Noah Medical/)).not.toBeInTheDocument();
  });

  it('has no family sections for a member on their own', async () => {
    signIn({
      plan: { ...avaPlan, isPolicyHolder: false },
      family: [familyMember('H1000100101', 'Ava', 'Medical')],
      rights: { deductible: true },
    });
    api.respond = () => ok({ ...spending, family: null, familyMembers: [spending.familyMembers[0]] });
    renderPage();
    await screen.findByRole('region', { name: 'Your spending' });
    expect(screen.queryByRole('region', { name: 'Family spending' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Family spending details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Your health reimbursement account' })).not.toBeInTheDocument();
  });

  it('says when the plan has no deductible instead of drawing an empty bar', async () => {
    api.respond = () => ok({ ...spending, family: { deductible: pair(0, 0), outOfPocket: pair(10, 100) } });
    renderPage();
    const family = await screen.findByRole('region', { name: 'Family spending' });
    expect(within(family).getByText('Your plan has no deductible.')).toBeInTheDocument();
    expect(within(family).queryByRole('progressbar', { name: 'Deductible' })).not.toBeInTheDocument();
  });

  it('helps when the plan has no spending information yet', async () => {
    api.respond = () => failure(404, 'BP-NFA-404');
    renderPage();
    expect(await screen.findByText("Spending information isn't available for this plan yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claims' })).toHaveAttribute('href', '/claims');
  });

  it('shows the explanations once the figures have answered, so the figures do not push them down', async () => {
    api.respond = () => ({ ...ok(spending), delayMs: 150 });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your spending details…');
    expect(screen.queryByRole('region', { name: 'What these mean' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Your spending' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What these mean' })).toBeInTheDocument();
  });

  it('shows a failure with Try again, and the explanations stay', async () => {
    api.respond = () => failure(500);
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred. We’re working on a fix. Please try again later.');
    expect(screen.getByRole('region', { name: 'What these mean' })).toBeInTheDocument();
    api.respond = () => ok(spending);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your spending' })).toBeInTheDocument();
  });
});
