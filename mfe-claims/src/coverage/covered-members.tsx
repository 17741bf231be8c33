import { formatDate, LoadFailure } from '@portal/ui';
import { memberCoverageStatus } from './coverage-view';
import type { FhirCoverage, FhirPatient } from '@portal/api-client/fhir-coverage';
import { patientName } from './member-names';
import { usePatients } from './coverage-data';
import styles from './coverage.module.css';

function statusText(retained: readonly FhirCoverage[] | null, memberId: string): string | null {
  if (!retained) return null;
  const status = memberCoverageStatus(retained, memberId);
  if (status.kind === 'active') return 'Covered';
  if (status.kind === 'ended') return `Coverage ended ${formatDate(status.end)}`;
  return 'No coverage in the last 36 months';
}

function MemberRow({ patient, isSelf, retained }: { patient: FhirPatient; isSelf: boolean; retained: readonly FhirCoverage[] | null }) {
  const status = statusText(retained, patient.id);
  return (
    <li className={styles.member}>
      <p className={styles.memberName}>
        {patientName(patient) || 'Name not on file'}
        {isSelf && <span className={styles.you}> (you)</span>}
      </p>
      <p>
        Member ID {patient.id} · Born {formatDate(patient.birthDate)}
        {status && <> · {status}</>}
      </p>
    </li>
  );
}

/**
 * Who the plan covers, from the Patient search: the whole family for a policyholder (searched by
 * contract id), the member alone otherwise. Coverage states come from the retained coverages, when loaded.
 */
export function CoveredMembers({
  identifier,
  memberId,
  isPolicyHolder,
  retained,
}: {
  identifier: string;
  memberId: string;
  isPolicyHolder: boolean;
  retained: readonly FhirCoverage[] | null;
}) {
  const patients = usePatients(identifier);
  return (
    <section aria-labelledby="covered-heading">
      <h2 id="covered-heading">Who is covered</h2>
      {patients.status === 'loading' && <p role="status">Loading who is covered…</p>}
      {patients.status === 'failed' && <LoadFailure message={patients.message} onRetry={patients.retry} />}
      {patients.status === 'ready' &&
        (patients.data.length === 0 ? (
          <p className={styles.empty}>We couldn&apos;t find the members of this plan. Please call the customer service number on your member ID card.</p>
        ) : (
          <>
            {isPolicyHolder && patients.data.length > 1 && <p>As the policyholder, you see everyone on your plan.</p>}
            <ul className={styles.members}>
              {[...patients.data]
                .sort((a, b) => Number(b.id === memberId) - Number(a.id === memberId))
                .map((patient) => (
                  <MemberRow key={patient.id} patient={patient} isSelf={patient.id === memberId} retained={retained} />
                ))}
            </ul>
          </>
        ))}
    </section>
  );
}
