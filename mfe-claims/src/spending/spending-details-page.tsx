// /spending-details: deductible and out-of-pocket progress for the member and the family, as bars a
// member reads at a glance with the figures as text, and each family member's share.
import '../app-name';
import { Link } from '@portal/routing';
import { useAnsweredOnce, useApiData } from '@portal/api-client/use-api-data';
import { useRightsAllow } from '@portal/rights';
import { useMemberGreeting, useSelectedMemberId } from '@portal/session';
import { Card, CardGrid, LoadFailure, Money, PageFrame, formatPersonName, LoadingStatus, Section } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import { DataTable } from '@portal/ui/data-table';
import { hiddenFamilyMembers, listOfNames } from '../claims/claim-members';
import { useFamilyRoster } from '../family/api';
import { loadSpending, type AccumulatorPair, type SpendingDetails } from './api';
import { AccumulatorMeter, BenefitMaximumMeter } from './spending-meters';
import styles from './spending.module.css';

export default function SpendingDetailsPage() {
  const greeting = useMemberGreeting();
  const memberId = useSelectedMemberId();
  const data = useApiData((signal) => loadSpending(memberId, signal), `spending:${memberId}`);
  // The explanations below the figures show once the figures have answered, so they are not pushed
  // down the page when the figures arrive.
  const spendingAnswered = useAnsweredOnce(data);
  return (
    <PageFrame title="Spending details" greeting={greeting}>
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
      {spendingAnswered && <Explanations />}
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
        <AccumulatorMeter label="Deductible" limitName="deductible" amounts={deductible.inNetwork} />
        <AccumulatorMeter label="Out-of-pocket maximum" limitName="out-of-pocket maximum" amounts={outOfPocket.inNetwork} />
      </CardGrid>
      <details className={styles.outOfNetwork}>
        <summary>Out-of-network amounts</summary>
        <CardGrid>
          <AccumulatorMeter label="Out-of-network deductible" limitName="out-of-network deductible" amounts={deductible.outOfNetwork} />
          <AccumulatorMeter
            label="Out-of-network out-of-pocket maximum"
            limitName="out-of-network out-of-pocket maximum"
            amounts={outOfPocket.outOfNetwork}
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

      <Section heading="Your spending" className={styles.section}>
        <AccumulatorGroup
          title={formatPersonName(spending.member.name)}
          deductible={spending.member.deductible}
          outOfPocket={spending.member.outOfPocket}
        />
        {spending.benefitMaximum && (
          <BenefitMaximumMeter label="Annual benefit maximum" limitName="annual benefit maximum" maximum={spending.benefitMaximum} />
        )}
      </Section>

      {spending.family && (
        <Section heading="Family spending" className={styles.section}>
          <AccumulatorGroup
            title="Your family together"
            deductible={spending.family.deductible}
            outOfPocket={spending.family.outOfPocket}
          />
        </Section>
      )}

      {spending.familyMembers.length > 1 && (
        <Section heading="Family spending details" className={styles.section}>
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
        </Section>
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
    <Section heading="What these mean" className={styles.terms}>
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
    </Section>
  );
}
