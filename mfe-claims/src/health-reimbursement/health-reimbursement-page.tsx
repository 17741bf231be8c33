// /health-reimbursement: the account's balance first, what went in and out, and every transaction.
import '../app-name';
import { Link } from '@portal/routing';
import { useApiData } from '@portal/api-client/use-api-data';
import { useMemberDisplayName, useSession } from '@portal/session';
import { DataList, LoadFailure, MemberGreeting, formatMoney } from '@portal/ui';
import { formatDate } from '@portal/ui/dates';
import { accountMovement } from '../formatting/money';
import { loadHra, type HealthReimbursementAccount } from './hra-api';
import { hraTotals } from './hra-totals';
import styles from './health-reimbursement.module.css';

export default function HealthReimbursementPage() {
  const name = useMemberDisplayName();
  const memberId = useSession((state) => state.selectedPlan?.memberId ?? '');
  const data = useApiData((signal) => loadHra(memberId, signal), `hra:${memberId}`);
  return (
    <article className={styles.page}>
      <h1>Health Reimbursement Account</h1>
      <MemberGreeting name={name} memberId={memberId} />
      {data.status === 'loading' && <p role="status">Loading your account…</p>}
      {data.status === 'failed' && <LoadFailure message={data.message} onRetry={data.retry} />}
      {data.status === 'ready' && data.data === null && (
        <div className={styles.empty}>
          <p>You don&apos;t have a health reimbursement account with this plan.</p>
          <p>
            If your employer offers one, it shows here once it&apos;s set up. You can still see what you&apos;ve spent toward your deductible on the{' '}
            <Link to="/spending-details">Spending Details</Link> page.
          </p>
        </div>
      )}
      {data.status === 'ready' && data.data !== null && <Account account={data.data} />}
    </article>
  );
}

function Account({ account }: { account: HealthReimbursementAccount }) {
  const { added, paidOut } = hraTotals(account.transactions);
  return (
    <>
      <section aria-labelledby="hra-balance-heading" className={styles.balance}>
        <h2 id="hra-balance-heading">Available balance</h2>
        <p className={styles.balanceAmount}>{formatMoney(account.balance)}</p>
        <p>
          This money helps pay your deductible, copays and coinsurance. When we process a claim for covered care, we pay your share from this account
          first, while there is a balance.
        </p>
      </section>

      <section aria-labelledby="hra-account-heading">
        <h2 id="hra-account-heading">Account details</h2>
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
      </section>

      <section aria-labelledby="hra-transactions-heading" className={styles.transactions}>
        <h2 id="hra-transactions-heading">Transactions</h2>
        {account.transactions.length === 0 ? (
          <p>There are no transactions yet this plan year. Payments show here when we use your account to pay for a claim.</p>
        ) : (
          <div className={styles.tableScroll} role="region" aria-labelledby="hra-transactions-caption" tabIndex={0}>
            <table className={styles.table}>
              <caption id="hra-transactions-caption">Transactions, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Description</th>
                  <th scope="col">Type</th>
                  <th scope="col" className={styles.number}>
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {account.transactions.map((transaction) => {
                  const movement = accountMovement(transaction.amount);
                  return (
                    <tr key={transaction.id}>
                      <td>{formatDate(transaction.date)}</td>
                      <th scope="row" className={styles.description}>
                        {transaction.description}
                        {transaction.claimId && (
                          <>
                            {' '}
                            <Link to={`/claim-details/${encodeURIComponent(transaction.claimId)}`}>
                              View claim<span className="portal-visually-hidden"> {transaction.claimId}</span>
                            </Link>
                          </>
                        )}
                      </th>
                      <td>{movement.kind}</td>
                      <td className={styles.number} data-kind={movement.kind.toLowerCase()}>
                        {movement.kind === 'Deposit' ? '+' : '−'}
                        {movement.amount}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
