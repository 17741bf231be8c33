import { Link } from '@portal/routing';
import { Card, DataList, formatPersonName } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import type { PriorAuthorization } from './api';
import { StatusLabel } from './status-label';
import { statusWording } from './status-wording';
import styles from './authorizations.module.css';

/** The dates of service as one phrase: "06/01/2026 to 06/12/2026", or the start alone. */
export function serviceDates(startDate: string, endDate: string | null): string {
  return endDate ? `${formatDate(startDate)} to ${formatDate(endDate)}` : `From ${formatDate(startDate)}`;
}

/** One request in the list, short enough to scan: its type and provider are on its details page. */
export function AuthorizationCard({ authorization }: { authorization: PriorAuthorization }) {
  const wording = statusWording(authorization.status);
  return (
    <Card
      as="article"
      headingLevel={3}
      title={<Link to={`/authorizations/${encodeURIComponent(authorization.authId)}`}>{authorization.service}</Link>}
      aside={<StatusLabel status={authorization.status} />}
    >
      {wording && <p className={styles.explanation}>{wording.explanation}</p>}
      <DataList
        items={[
          ['Patient', formatPersonName(authorization.patientName)],
          ['Requested', formatDate(authorization.requestedDate)],
          ['Decision', authorization.decisionDate ? formatDate(authorization.decisionDate) : 'Not decided yet'],
          ['Dates of service', serviceDates(authorization.startDate, authorization.endDate)],
          ['Authorization number', authorization.authId],
        ]}
      />
    </Card>
  );
}
