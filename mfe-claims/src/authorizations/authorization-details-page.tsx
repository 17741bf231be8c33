// /authorizations/:id: one prior authorization in plain language first (what, for whom, the decision),
// then its details, approved units and the timeline of status changes.
import '../app-name';
import { Link, useParams } from '@portal/routing';
import { PortalApiError } from '@portal/api-client';
import { useApiData } from '@portal/api-client/use-api-data';
import { useSelectedMemberId } from '@portal/session';
import { Card, DataList, LoadFailure, PageFrame, formatPersonName, LoadingStatus, Section } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import { serviceDates } from './authorization-card';
import { AuthorizationUnits } from './authorization-units';
import { authorizationsData, type PriorAuthorizationDetails } from './api';
import { StatusLabel } from './status-label';
import { statusWording } from './status-wording';
import { StatusTimeline } from './status-timeline';
import styles from './authorizations.module.css';

function Details({ authorization }: { authorization: PriorAuthorizationDetails }) {
  const wording = statusWording(authorization.status);
  return (
    <>
      <Card title={authorization.service} tone="highlight">
        <p>
          Status: <StatusLabel status={authorization.status} />
        </p>
        {wording && <p>{wording.summary}</p>}
        <p>
          For {formatPersonName(authorization.patientName)}, {serviceDates(authorization.startDate, authorization.endDate).toLowerCase()}.
        </p>
      </Card>
      <Section heading="Request details">
        <DataList
          items={[
            ['Authorization number', authorization.authId],
            ['Patient', formatPersonName(authorization.patientName)],
            ['Type', authorization.category],
            ...(authorization.diagnosis ? ([['Diagnosis', authorization.diagnosis]] as const) : []),
            ['Requesting provider', authorization.requestingProvider],
            ['Facility', authorization.facility],
            ['Requested', formatDate(authorization.requestedDate)],
            ['Decision', authorization.decisionDate ? formatDate(authorization.decisionDate) : 'Not decided yet'],
            ['Dates of service', serviceDates(authorization.startDate, authorization.endDate)],
          ]}
        />
      </Section>
      <AuthorizationUnits
        unitsRequested={authorization.unitsRequested}
        // The approved figure of a request with no decision on the service is no figure at all.
        unitsApproved={wording?.showsApprovedUnits === false ? undefined : authorization.unitsApproved}
        unitsUsed={authorization.unitsUsed}
      />
      <StatusTimeline history={authorization.history ?? []} />
      <Section heading="Questions about this request?">
        <p>
          Your provider can tell you more about the request. You can also <Link to="/contact-us">contact us</Link>.
        </p>
      </Section>
    </>
  );
}

type Lookup = { found: true; authorization: PriorAuthorizationDetails } | { found: false };

/** A 404 or 403 is not a failure to retry: this member cannot see an authorization with that number. */
function lookUp(memberId: string, authId: string, signal: AbortSignal): Promise<Lookup> {
  return authorizationsData.details(memberId, authId, signal).then(
    (authorization): Lookup => ({ found: true, authorization }),
    (error: unknown) => {
      if (error instanceof PortalApiError && (error.status === 404 || error.status === 403)) return { found: false };
      throw error;
    },
  );
}

function AuthorizationDetails({ memberId, authId }: { memberId: string; authId: string }) {
  const data = useApiData((signal) => lookUp(memberId, authId, signal), `authorization:${memberId}:${authId}`);
  if (data.status === 'loading') return <LoadingStatus>Loading the authorization…</LoadingStatus>;
  if (data.status === 'failed') return <LoadFailure message={data.message} onRetry={data.retry} />;
  if (data.data.found) return <Details authorization={data.data.authorization} />;
  return (
    <div className={styles.empty}>
      <p>We couldn&apos;t find a prior authorization with the number {authId}.</p>
      <p>
        It may belong to an adult family member who doesn&apos;t share their information with you. See{' '}
        <Link to="/authorizations">all your prior authorizations</Link>.
      </p>
    </div>
  );
}

export default function AuthorizationDetailsPage() {
  const { id = '' } = useParams();
  const memberId = useSelectedMemberId();
  return (
    <PageFrame width="medium" title="Prior authorization details" back={{ to: '/authorizations', label: 'Back to prior authorizations' }}>
      {memberId && id && <AuthorizationDetails key={`${memberId}:${id}`} memberId={memberId} authId={id} />}
    </PageFrame>
  );
}
