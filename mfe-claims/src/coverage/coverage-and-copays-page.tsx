// /coverage-and-copays: the plan's coverage from the FHIR Coverage search with the retention rule of
// docs/product/claims-and-care.md#care-coverage-retention, copays and coinsurance (pharmacy tiers grouped), and who is covered (the Patient
// search; a policyholder sees the family). Each section reads the coverage on its own; the shared
// load makes that one Coverage call, and a failure in one search leaves the other sections working.
import '../app-name';
import { useAnsweredOnce } from '@portal/api-client/use-api-data';
import { useSession, useMemberGreeting } from '@portal/session';
import type { SelectedPlan } from '@portal/contracts/domain';
import { Button, CardGrid, LoadFailure, PageFrame, LoadingStatus, Section } from '@portal/ui';
import { insurerToday } from '@portal/ui/dates/days';
import { coverageIdentifier, useCoverages, usePatients } from './coverage-data';
import { coverageView } from './coverage-view';
import { CopaysTables } from './copays-tables';
import { CoverageSummary } from './coverage-summary';
import { CoveredMembers } from './covered-members';
import styles from './coverage.module.css';
import pageStyles from '../page/page.module.css';

function useCoverageView(plan: SelectedPlan) {
  const coverages = useCoverages(coverageIdentifier(plan));
  return coverages.status === 'ready'
    ? { ...coverages, view: coverageView(coverages.data, plan, insurerToday()) }
    : { ...coverages, view: null };
}

function CoverageSection({ plan }: { plan: SelectedPlan }) {
  const coverages = useCoverageView(plan);
  const view = coverages.view;
  return (
    <Section heading="Your coverage" headingId="coverage-heading">
      {coverages.status === 'loading' && <LoadingStatus>Loading your coverage…</LoadingStatus>}
      {coverages.status === 'failed' && <LoadFailure message={coverages.message} onRetry={coverages.retry} />}
      {view &&
        (view.current.length === 0 && view.past.length === 0 ? (
          <p className={styles.empty}>
            We don&apos;t have any coverage on record for this plan in the last 36 months. If you think this is wrong, please call the
            customer service number on your member ID card.
          </p>
        ) : (
          <>
            {view.current.length === 0 ? (
              <p>You have no active coverage on this plan.</p>
            ) : (
              <CardGrid>
                {view.current.map((coverage) => (
                  <CoverageSummary key={coverage.id} coverage={coverage} />
                ))}
              </CardGrid>
            )}
            {view.past.length > 0 && (
              <>
                <h3>Coverage that ended in the last 36 months</h3>
                <CardGrid>
                  {view.past.map((coverage) => (
                    <CoverageSummary key={coverage.id} coverage={coverage} />
                  ))}
                </CardGrid>
              </>
            )}
          </>
        ))}
    </Section>
  );
}

function CopaysSection({ plan }: { plan: SelectedPlan }) {
  const coverages = useCoverageView(plan);
  return (
    <Section heading="Copays and coinsurance">
      <p className={pageStyles.note}>
        A copay is a set dollar amount you pay for a covered service. Coinsurance is your share of the cost, as a percentage, usually after
        you meet your deductible.
      </p>
      {coverages.view && <CopaysTables coverage={coverages.view.costSource} />}
      {/* The coverage section announces the failure; this one only offers the same Try again. */}
      {coverages.status === 'failed' && (
        <div className={styles.empty}>
          <p>Your copays and coinsurance could not be loaded.</p>
          <Button variant="secondary" onClick={coverages.retry}>
            Try again
          </Button>
        </div>
      )}
    </Section>
  );
}

function WhoIsCovered({ plan }: { plan: SelectedPlan }) {
  const coverages = useCoverageView(plan);
  return (
    <CoveredMembers
      identifier={coverageIdentifier(plan)}
      memberId={plan.memberId}
      isPolicyHolder={plan.isPolicyHolder}
      retained={coverages.view?.retained ?? null}
    />
  );
}

/**
 * The coverage first; the copays and who is covered once it has answered, so the coverage cards
 * arriving do not push them down. Who is covered is searched at once all the same (a shared load).
 */
function CoverageSections({ plan }: { plan: SelectedPlan }) {
  const coverageAnswered = useAnsweredOnce(useCoverages(coverageIdentifier(plan)));
  usePatients(coverageIdentifier(plan));
  return (
    <>
      <CoverageSection plan={plan} />
      {coverageAnswered && (
        <>
          <CopaysSection plan={plan} />
          <WhoIsCovered plan={plan} />
        </>
      )}
    </>
  );
}

export default function CoverageAndCopaysPage() {
  const greeting = useMemberGreeting();
  const plan = useSession((state) => state.selectedPlan);
  return (
    <PageFrame
      className={pageStyles.page}
      title="Coverage and copays"
      lead="Your coverage, what you pay for care and prescriptions, and who your plan covers."
      greeting={greeting}
    >
      {plan && <CoverageSections plan={plan} />}
    </PageFrame>
  );
}
