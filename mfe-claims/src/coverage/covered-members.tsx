import type { AccessibleMember } from '@portal/contracts/domain';
import { membersRefused } from '@portal/rights';
import { useFamilyRoster } from '../family/api';
import { formatPersonName, LoadFailure, LoadingStatus, RowList, Section } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
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
    <>
      <p className={styles.memberName}>
        {patientName(patient) || 'Name not on file'}
        {isSelf && <span className={styles.you}> (you)</span>}
      </p>
      <p>
        Member ID {patient.id} · Born {formatDate(patient.birthDate)}
        {status && <> · {status}</>}
      </p>
    </>
  );
}

/** A member of the plan whose details the access policy keeps private to them (an adult dependent). */
function PrivateMemberRow({ member }: { member: AccessibleMember }) {
  const name = formatPersonName(member.firstName, member.lastName);
  return (
    <>
      <p className={styles.memberName}>{name || 'Name not on file'}</p>
      <p>On your plan. Members 18 or older see their own coverage details with their own account.</p>
    </>
  );
}

/**
 * Who the plan covers, from the Patient search: for a policyholder (searched by contract id) the
 * members whose details the access policy shares (dependents under 18), and by name only the adult
 * dependents who keep theirs private; the member alone otherwise. Coverage states come from the
 * retained coverages, when loaded.
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
  // Adult dependents are on the family roster only, not among the members the user acts for.
  const roster = useFamilyRoster();
  const privateMembers =
    isPolicyHolder && patients.status === 'ready'
      ? membersRefused(roster, 'coverage', memberId).filter((member) => !patients.data.some((patient) => patient.id === member.memberId))
      : [];
  return (
    <Section heading="Who is covered">
      {patients.status === 'loading' && <LoadingStatus>Loading who is covered…</LoadingStatus>}
      {patients.status === 'failed' && <LoadFailure message={patients.message} onRetry={patients.retry} />}
      {patients.status === 'ready' &&
        (patients.data.length === 0 ? (
          <p className={styles.empty}>
            We couldn&apos;t find the members of this plan. Please call the customer service number on your member ID card.
          </p>
        ) : (
          <>
            {isPolicyHolder && patients.data.length + privateMembers.length > 1 && (
              <p>As the policyholder, you see everyone on your plan.</p>
            )}
            <RowList spacing="roomy" itemClassName={styles.member}>
              {[...patients.data]
                .sort((a, b) => Number(b.id === memberId) - Number(a.id === memberId))
                .map((patient) => (
                  <MemberRow key={patient.id} patient={patient} isSelf={patient.id === memberId} retained={retained} />
                ))}
              {privateMembers.map((member) => (
                <PrivateMemberRow key={member.memberId} member={member} />
              ))}
            </RowList>
          </>
        ))}
    </Section>
  );
}
