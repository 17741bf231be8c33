// /spending-details: deductible and out-of-pocket progress for the member and the family, as bars a
// member reads at a glance with the figures as text, and each family member's share.
import '../app-name';
import { Link } from '@portal/routing';
import { useApiData } from '@portal/api-client/use-api-data';
import { useRights, useRightsAllow } from '@portal/rights';
import { useMemberDisplayName, useSession } from '@portal/session';
import { LoadFailure, MemberGreeting, formatMoney, formatPersonName } from '@portal/ui';
import { formatDate } from '@portal/ui/dates';
import { hiddenClaimMembers, listOfNames } from '../claims/claim-members';
import { ProgressMeter } from './progress-meter';
import { loadSpending, type AccumulatorPair, type SpendingDetails } from './spending-api';
import styles from './spending.module.css';

export default function SpendingDetailsPage() {
  const name = useMemberDisplayName();
  const memberId = useSession((state) => state.selectedPlan?.memberId ?? '');
  const data = useApiData((signal) => loadSpending(memberId, signal), `spending:${memberId}`);
  return (
    <article className={styles.page}>
      <h1>Spending Details</h1>
      <MemberGreeting name={name} memberId={memberId} />
      {data.status === 'loading' && <p role="status">Loading your spending details…</p>}
      {data.status === 'failed' && <LoadFailure message={data.message} onRetry={data.retry} />}
      {data.status === 'ready' && data.data === null && (
        <div className={styles.empty}>
          <p>Spending information isn&apos;t available for this plan yet.</p>
          <p>
            It shows here once we process your first claim of the plan year. You can see your claims on the <Link to="/claims">Claims</Link> page.
          </p>
        </div>
      )}
      {data.status === 'ready' && data.data !== null && <Spending spending={data.data} memberId={memberId} />}
      <Explanations />
    </article>
  );
}

/** In-network bars first (what most members use), out-of-network ones a click away. */
function AccumulatorGroup({ title, deductible, outOfPocket }: { title: string; deductible: AccumulatorPair; outOfPocket: AccumulatorPair }) {
  return (
    <div className={styles.group}>
      <h3>{title}</h3>
      <div className={styles.meters}>
        <ProgressMeter label="Deductible" met={deductible.inNetwork.met} limit={deductible.inNetwork.limit} />
        <ProgressMeter label="Out-of-pocket maximum" met={outOfPocket.inNetwork.met} limit={outOfPocket.inNetwork.limit} />
      </div>
      <details className={styles.outOfNetwork}>
        <summary>Out-of-network amounts</summary>
        <div className={styles.meters}>
          <ProgressMeter label="Out-of-network deductible" met={deductible.outOfNetwork.met} limit={deductible.outOfNetwork.limit} />
          <ProgressMeter label="Out-of-network out-of-pocket maximum" met={outOfPocket.outOfNetwork.met} limit={outOfPocket.outOfNetwork.limit} />
        </div>
      </details>
    </div>
  );
}

function Spending({ spending, memberId }: { spending: SpendingDetails; memberId: string }) {
  const accessible = useRights((state) => state.accessibleMembers);
  const showHra = useRightsAllow('healthReimbursementAccount');
  const hidden = hiddenClaimMembers(accessible, memberId);
  return (
    <>
      <p className={styles.lead}>
        {spending.planYear} plan year, as of {formatDate(spending.asOf)}. Amounts are in network unless marked out of network.
      </p>

      <section aria-labelledby="spending-member-heading" className={styles.section}>
        <h2 id="spending-member-heading">Your spending</h2>
        <AccumulatorGroup title={formatPersonName(spending.member.name)} deductible={spending.member.deductible} outOfPocket={spending.member.outOfPocket} />
        {spending.benefitMaximum && (
          <ProgressMeter label="Annual benefit maximum" met={spending.benefitMaximum.used} limit={spending.benefitMaximum.limit} verb="used" />
        )}
      </section>

      {spending.family && (
        <section aria-labelledby="spending-family-heading" className={styles.section}>
          <h2 id="spending-family-heading">Family spending</h2>
          <AccumulatorGroup title="Your family together" deductible={spending.family.deductible} outOfPocket={spending.family.outOfPocket} />
        </section>
      )}

      {spending.familyMembers.length > 1 && (
        <section aria-labelledby="spending-family-details-heading" className={styles.section}>
          <h2 id="spending-family-details-heading">Family spending details</h2>
          <div className={styles.tableScroll} role="region" aria-labelledby="spending-family-caption" tabIndex={0}>
            <table className={styles.table}>
              <caption id="spending-family-caption">What each family member has paid toward the in-network deductible and out-of-pocket maximum</caption>
              <thead>
                <tr>
                  <th scope="col">Member</th>
                  <th scope="col" className={styles.number}>
                    Deductible met
                  </th>
                  <th scope="col" className={styles.number}>
                    Out-of-pocket met
                  </th>
                </tr>
              </thead>
              <tbody>
                {spending.familyMembers.map((member) => (
                  <tr key={member.memberId}>
                    <th scope="row">{formatPersonName(member.name)}</th>
                    <td className={styles.number}>{formatMoney(member.deductibleMet)}</td>
                    <td className={styles.number}>{formatMoney(member.outOfPocketMet)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {hidden.length > 0 && (
            <p className={styles.muted}>
              {listOfNames(hidden)} {hidden.length === 1 ? 'isn’t' : 'aren’t'} listed: family members 18 and older choose whether to share their
              information with you by turning on family access.
            </p>
          )}
        </section>
      )}

      <p>
        <Link to="/claims">See your claims</Link>
        {showHra && (
          <>
            {' · '}
            <Link to="/health-reimbursement">Your health reimbursement account</Link>
          </>
        )}
      </p>
    </>
  );
}

function Explanations() {
  return (
    <section aria-labelledby="spending-terms-heading" className={styles.terms}>
      <h2 id="spending-terms-heading">What these mean</h2>
      <dl>
        <dt>Deductible</dt>
        <dd>What you pay for covered care each plan year before your plan starts to pay its share.</dd>
        <dt>Out-of-pocket maximum</dt>
        <dd>The most you pay for covered care in a plan year, including your deductible, copays and coinsurance. After that, your plan pays 100%.</dd>
        <dt>Family amounts</dt>
        <dd>On a family plan, everyone&apos;s costs count toward the family deductible and out-of-pocket maximum as well as their own.</dd>
      </dl>
    </section>
  );
}
