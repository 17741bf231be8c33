import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portal/routing';
import HealthReimbursementPage from '../src/health-reimbursement/health-reimbursement-page';
import type { HealthReimbursementAccount } from '../src/health-reimbursement/api';
import { api, failure, ok, requests, signIn, startMemberApi, stopMemberApi } from './support/claims-member-api';

const account: HealthReimbursementAccount = {
  accountNumber: 'HRA-55120-01',
  planYear: 2026,
  balance: 1365,
  annualAllocation: 1500,
  rollover: 250,
  transactions: [
    { id: 'HRA1002', date: '2026-11-12', description: 'Reimbursement: physical therapy', amount: -38, claimId: '202600100007' },
    { id: 'HRA1001', date: '2026-10-20', description: 'Reimbursement: office visit', amount: -347, claimId: null },
    { id: 'HRA1000', date: '2026-01-02', description: 'Annual employer contribution', amount: 1500, claimId: null },
  ],
};

beforeAll(startMemberApi);
afterAll(stopMemberApi);
beforeEach(() => {
  signIn();
  api.respond = () => ok(account);
});

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/health-reimbursement']}>
      <HealthReimbursementPage />
    </MemoryRouter>,
  );
  return user;
}

describe('/health-reimbursement', () => {
  it('shows the balance first, then the account and what went in and out', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
    const balance = await screen.findByRole('region', { name: 'Available balance' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Health reimbursement account']);
    expect(within(balance).getByText('$1,365.00')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Account details' });
    expect(within(details).getByText('Account number').nextSibling).toHaveTextContent('HRA-55120-01');
    expect(within(details).getByText('Carried over from last year').nextSibling).toHaveTextContent('$250.00');
    expect(within(details).getByText('Added this plan year').nextSibling).toHaveTextContent('$1,500.00');
    expect(within(details).getByText('Paid out this plan year').nextSibling).toHaveTextContent('$385.00');
    expect(requests().map((request) => request.path)).toEqual(['members/H1000100101/hra']);
  });

  it('lists transactions newest first, as deposits and payments, with a link to the claim paid', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Transactions, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['11/12/2026', 'Payment', '−$38.00'],
      ['10/20/2026', 'Payment', '−$347.00'],
      ['01/02/2026', 'Deposit', '+$1,500.00'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: /View claim/ })).toHaveAttribute('href', '/claim-details/202600100007');
  });

  it('says when there are no transactions yet', async () => {
    api.respond = () => ok({ ...account, transactions: [] });
    renderPage();
    expect(await screen.findByText(/There are no transactions yet this plan year/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('helps a member whose plan has no account', async () => {
    api.respond = () => failure(404, 'BP-NFA-404');
    renderPage();
    expect(await screen.findByText("You don't have a health reimbursement account with this plan.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spending details' })).toHaveAttribute('href', '/spending-details');
  });

  it('shows a failure with Try again', async () => {
    api.respond = () => failure(500);
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    api.respond = () => ok(account);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Available balance' })).toBeInTheDocument();
  });
});
