// /health-reimbursement: the account's balance first, what went in and out, and every transaction.
import '../app-name';
import { Link } from '@portal/routing';
import { useApiData } from '@portal/api-client/use-api-data';
import { useMemberGreeting, useSelectedMemberId } from '@portal/session';
import { Card, DataList, LoadFailure, PageFrame, formatMoney, LoadingStatus, Section } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import { DataTable } from '@portal/ui/data-table';
import { accountMovement } from '../formatting/money';
import { loadHra, type HealthReimbursementAccount } from './api';
import { hraTotals } from './hra-totals';
import styles from './health-reimbursement.module.css';

export default function HealthReimbursementPage() {
  const greeting = useMemberGreeting();
  const memberId = useSelectedMemberId();
  const data = useApiData((signal) => loadHra(memberId, signal), `hra:${memberId}`);
  return (
    <PageFrame width="medium" title="Health reimbursement account" greeting={greeting}>
      {data.status === 'loading' && <LoadingStatus>Loading your account…</LoadingStatus>}
      {data.status === 'failed' && <LoadFailure message={data.message} onRetry={data.retry} />}
      {data.status === 'ready' && data.data === null && (
        <div className={styles.empty}>
          <p>You don&apos;t have a health reimbursement account with this plan.</p>
          <p>
            If your employer offers one, it shows here once it&apos;s set up. You can still see what you&apos;ve spent toward your
            deductible on the <Link to="/spending-details">Spending details</Link> page.
          </p>
        </div>
      )}
      {data.status === 'ready' && data.data !== null && <Account account={data.data} />}
    </PageFrame>
  );
}

function Account({ account }: { account: HealthReimbursementAccount }) {
  const { added, paidOut } = hraTotals(account.transactions);
  return (
    <>
      <Card title="Available balance" tone="highlight">
        <p className={styles.balanceAmount}>{formatMoney(account.balance)}</p>
        <p>
          This money helps pay your deductible, copays and coinsurance. When we process a claim for covered care, we pay your share from
          this account first, while there is a balance.
        </p>
      </Card>

      <Section heading="Account details">
        <DataList
          items={[
            ['Account number', account.accountNumber],
            ['Plan year', String(account.planYear)],
            ['Yearly amount', formatMoney(account.annualAllocation)],
            ['Carried over from last year', formatMoney(account.rollover)],
            ['Added this plan year', formatMoney(added)],
            ['Paid out this plan year', formatMoney(paidOut)],
          ]}
        />
      </Section>

      <Section heading="Transactions" className={styles.transactions}>
        <DataTable
          caption="Transactions, newest first"
          emptyText="There are no transactions yet this plan year. Payments show here when we use your account to pay for a claim."
          rows={account.transactions}
          rowKey={(transaction) => transaction.id}
          columns={[
            {
              header: 'Description',
              rowHeader: true,
              cell: (transaction) => (
                <>
                  {transaction.description}
                  {transaction.claimId && (
                    <>
                      {' '}
                      <Link to={`/claim-details/${encodeURIComponent(transaction.claimId)}`}>
                        View claim<span className="portal-visually-hidden"> {transaction.claimId}</span>
                      </Link>
                    </>
                  )}
                </>
              ),
            },
            { header: 'Date', cell: (transaction) => formatDate(transaction.date) },
            { header: 'Type', cell: (transaction) => accountMovement(transaction.amount).kind },
            {
              header: 'Amount',
              numeric: true,
              cell: (transaction) => {
                const movement = accountMovement(transaction.amount);
                // Green for money in; payments keep the body text colour (the sign and the Type column carry it).
                return (
                  <span className={movement.kind === 'Deposit' ? styles.deposit : undefined}>
                    {movement.kind === 'Deposit' ? '+' : '−'}
                    {movement.amount}
                  </span>
                );
              },
            },
          ]}
        />
      </Section>
    </>
  );
}
