// /claim-details/:id: what the member owes in plain language first, then the claim's facts, its
// services, the explanation of benefits (PDF) and how to appeal.
import '../app-name';
import { Link, useParams } from '@portal/routing';
import { PortalApiError } from '@portal/api-client';
import { useApiData } from '@portal/api-client/use-api-data';
import { useSelectedMemberId } from '@portal/session';
import { Card, DataList, LoadFailure, PageFrame, StatusBadge, formatPersonName, LoadingStatus, Section } from '@portal/ui';
import { claimStatusColor, isPendingClaim } from '@portal/contracts/claim-status';
import { formatDate } from '@portal/ui/dates/display';
import { ClaimAmounts } from '../claims/claim-amounts';
import { loadClaim, type ClaimDetail } from '../claims/api';
import { claimOutcomeText, statusMeaning, youOweText } from '../claims/claim-phrases';
import { useResetFiltersOnEntry } from '../claims/use-reset-filters-on-entry';
import { appealDecisionDays } from './appeal-rules';
import { EobButton } from './eob-button';
import { ServiceLines } from './service-lines';
import styles from './claim-details.module.css';

/** A claim that is not there (or not this member's to see) is an answer, not a failure to retry. */
async function loadClaimOrNull(memberId: string, claimId: string, signal: AbortSignal): Promise<ClaimDetail | null> {
  try {
    return await loadClaim(memberId, claimId, signal);
  } catch (error) {
    if (error instanceof PortalApiError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

export default function ClaimDetailsPage() {
  useResetFiltersOnEntry();
  const claimId = useParams().id ?? '';
  const memberId = useSelectedMemberId();
  const data = useApiData((signal) => loadClaimOrNull(memberId, claimId, signal), `claim:${memberId}:${claimId}`);

  return (
    <PageFrame width="medium" className={styles.page} title="Claim details" back={{ to: '/claims', label: 'Back to claims' }}>
      {data.status === 'loading' && <LoadingStatus>Loading your claim…</LoadingStatus>}
      {data.status === 'failed' && <LoadFailure message={data.message} onRetry={data.retry} />}
      {data.status === 'ready' && data.data === null && (
        <div className={styles.missing}>
          <p>We couldn&apos;t find this claim. It may belong to a family member whose claims you can&apos;t see.</p>
          <p>
            <Link to="/claims">See all your claims</Link>
          </p>
        </div>
      )}
      {data.status === 'ready' && data.data !== null && <Claim claim={data.data} />}
    </PageFrame>
  );
}

function Claim({ claim }: { claim: ClaimDetail }) {
  const pending = isPendingClaim(claim.status);
  return (
    <>
      <p className={styles.lead}>
        {claim.providerName} · {formatDate(claim.serviceDate)} · {formatPersonName(claim.patientName)}
      </p>

      <Card title="What you owe" tone="highlight">
        <p className={styles.oweAmount}>{youOweText(claim)}</p>
        <p>{claimOutcomeText(claim)}</p>
        {!pending && <p className={styles.muted}>This is not a bill. If you owe anything, your provider will send you a bill.</p>}
        <ClaimAmounts claim={claim} className={styles.figures} />
      </Card>

      <Section heading="Claim information">
        <DataList
          items={[
            [
              'Status',
              <>
                <StatusBadge color={claimStatusColor(claim.status)}>{claim.status}</StatusBadge> {statusMeaning(claim.status)}
              </>,
            ],
            ['Claim number', claim.claimId],
            ['Patient', formatPersonName(claim.patientName)],
            ['Provider', `${claim.providerName} (NPI ${claim.providerNpi})`],
            ['Claim type', claim.claimType],
            ['Date of service', formatDate(claim.serviceDate)],
            ['Received', formatDate(claim.receivedDate)],
            ['Processed', claim.processedDate ? formatDate(claim.processedDate) : 'Not yet'],
          ]}
        />
      </Section>

      <Section heading="Services">
        {claim.lines.length > 0 ? (
          <ServiceLines lines={claim.lines} pending={pending} />
        ) : (
          <p>There are no service details for this claim.</p>
        )}
      </Section>

      <Section heading="Explanation of benefits">
        {claim.eobUrl ? (
          <>
            <p>Your explanation of benefits (EOB) shows how we processed this claim. It is not a bill.</p>
            <EobButton url={claim.eobUrl} />
          </>
        ) : (
          <p>The explanation of benefits for this claim will be ready once we finish processing it.</p>
        )}
      </Section>

      {/* There is no decision to disagree with until the claim is processed. */}
      {!pending && (
        <Section heading="Disagree with this decision?" className={styles.appeal}>
          {claim.appealDeadline && (
            <p>
              You can ask us to review how we processed this claim (an appeal). Send your appeal by{' '}
              <strong>{formatDate(claim.appealDeadline)}</strong>.
            </p>
          )}
          <p>We make a decision within {appealDecisionDays} days of receiving your appeal.</p>
          <p>
            To start an appeal, call the customer service number on the back of your member ID card or{' '}
            <Link to="/contact-us">contact us</Link>.
          </p>
        </Section>
      )}
    </>
  );
}
