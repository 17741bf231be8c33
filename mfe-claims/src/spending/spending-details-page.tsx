// /spending-details: deductible and out-of-pocket progress for the member and the family, as bars a
// member reads at a glance with the figures as text, and each family member's share.
import '../app-name';
import { Link } from '@portal/routing';
import { useApiData } from '@portal/api-client/use-api-data';
import { useRightsAllow } from '@portal/rights';
import { useMemberDisplayName, useSelectedMemberId } from '@portal/session';
import { Card, CardGrid, LoadFailure, Money, PageFrame, ProgressMeter, formatPersonName, LoadingStatus } from '@portal/ui';
import { formatDate } from '@portal/ui/dates';
import { DataTable } from '@portal/ui/data-table';
import { hiddenFamilyMembers, listOfNames } from '../claims/claim-members';
import { useFamilyRoster } from '../family/api';
import { loadSpending, type AccumulatorPair, type SpendingDetails } from './api';
import styles from './spending.module.css';

export default function SpendingDetailsPage() {
  const name = useMemberDisplayName();
  const memberId = useSelectedMemberId();
  const data = useApiData((signal) => loadSpending(memberId, signal), `spending:${memberId}`);
  return (
    <PageFrame title="Spending details" greeting={{ name, memberId }}>
      {data.status === 'loading' && <LoadingStatus>Loading your spending details…</LoadingStatus>}
      {data.status === 'failed' && <LoadFailure message={data.message} onRetry={data.retry} />}
      {data.status === 'ready' && data.data === null && (
        <div className={styles.empty}>
          <p>Spending information isn&apos;t available for this plan yet.</p>
          <p>
            It shows here once we process your first claim of the plan year. You can see your claims on the <Link to="/claims">Claims</Link>{' '}
            page.
          </p>
        </div>
      )}
      {data.status === 'ready' && data.data !== null && <Spending spending={data.data} memberId={memberId} />}
      <Explanations />
    </PageFrame>
  );
}

/** In-network bars first (what most members use), out-of-network ones a click away. */
function AccumulatorGroup({
  title,
  deductible,
  outOfPocket,
}: {
  title: string;
  deductible: AccumulatorPair;
  outOfPocket: AccumulatorPair;
}) {
  return (
    <Card as="div" title={title} headingLevel={3}>
      <CardGrid>
        <ProgressMeter label="Deductible" limitName="deductible" value={deductible.inNetwork.met} limit={deductible.inNetwork.limit} />
        <ProgressMeter
          label="Out-of-pocket maximum"
          limitName="out-of-pocket maximum"
          value={outOfPocket.inNetwork.met}
          limit={outOfPocket.inNetwork.limit}
        />
      </CardGrid>
      <details className={styles.outOfNetwork}>
        <summary>Out-of-network amounts</summary>
        <CardGrid>
          <ProgressMeter
            label="Out-of-network deductible"
            limitName="out-of-network deductible"
            value={deductible.outOfNetwork.met}
            limit={deductible.outOfNetwork.limit}
          />
          <ProgressMeter
            label="Out-of-network out-of-pocket maximum"
            limitName="out-of-network out-of-pocket maximum"
            value={outOfPocket.outOfNetwork.met}
            limit={outOfPocket.outOfNetwork.limit}
          />
        </CardGrid>
      </details>
    </Card>
  );
}

function Spending({ spending, memberId }: { spending: SpendingDetails; memberId: string }) {
  const roster = useFamilyRoster();
  const showHra = useRightsAllow('healthReimbursementAccount');
  // Whose spending the policy withholds (kind `spending`, not `claims`: docs/security.md, "Who may read or change whose data").
  const hidden = hiddenFamilyMembers(roster, 'spending', memberId);
  return (
    <>
      <p className={styles.lead}>
        {spending.planYear} plan year, as of {formatDate(spending.asOf)}. Amounts are in network unless marked out of network.
      </p>

      <section aria-labelledby="spending-member-heading" className={styles.section}>
        <h2 id="spending-member-heading">Your spending</h2>
        <AccumulatorGroup
          title={formatPersonName(spending.member.name)}
          deductible={spending.member.deductible}
          outOfPocket={spending.member.outOfPocket}
        />
        {spending.benefitMaximum && (
          <ProgressMeter
            label="Annual benefit maximum"
            limitName="annual benefit maximum"
            value={spending.benefitMaximum.used}
            limit={spending.benefitMaximum.limit}
            verb="used"
          />
        )}
      </section>

      {spending.family && (
        <section aria-labelledby="spending-family-heading" className={styles.section}>
          <h2 id="spending-family-heading">Family spending</h2>
          <AccumulatorGroup
            title="Your family together"
            deductible={spending.family.deductible}
            outOfPocket={spending.family.outOfPocket}
          />
        </section>
      )}

      {spending.familyMembers.length > 1 && (
        <section aria-labelledby="spending-family-details-heading" className={styles.section}>
          <h2 id="spending-family-details-heading">Family spending details</h2>
          <DataTable
            caption="What each family member has paid toward the in-network deductible and out-of-pocket maximum"
            rows={spending.familyMembers}
            rowKey={(member) => member.memberId}
            columns={[
              { header: 'Member', rowHeader: true, cell: (member) => formatPersonName(member.name) },
              { header: 'Deductible met', numeric: true, cell: (member) => <Money amount={member.deductibleMet} /> },
              { header: 'Out-of-pocket met', numeric: true, cell: (member) => <Money amount={member.outOfPocketMet} /> },
            ]}
          />
          {hidden.length > 0 && (
            <p className={styles.muted}>
              {listOfNames(hidden)} {hidden.length === 1 ? 'isn’t' : 'aren’t'} listed: family members 18 and older choose whether to share
              their information with you by turning on family access.
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
        <dd>
          The most you pay for covered care in a plan year, including your deductible, copays and coinsurance. After that, your plan pays
          100%.
        </dd>
        <dt>Family amounts</dt>
        <dd>On a family plan, everyone&apos;s costs count toward the family deductible and out-of-pocket maximum as well as their own.</dd>
      </dl>
    </section>
  );
}
