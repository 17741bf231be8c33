// /health-records: the member's personal health record; a policyholder can also open the records of
// dependents until they turn 18. Who those are comes with the family roster, each with what the member
// API's access policy lets the user read (record-visibility.ts).
import '../app-name';
import { useState } from 'react';
import type { SelectedPlan } from '@portal/contracts/domain';
import { useFamilyRoster } from '../family/api';
import { useMemberDisplayName, useSession } from '@portal/session';
import { PageFrame, selectClassName } from '@portal/ui';
import { HealthRecordView } from './health-record-view';
import { dependentRecordAgeLimit, visibleRecords, type FamilyMember } from './record-visibility';
import styles from './health-records.module.css';

function MemberPicker({
  members,
  selfId,
  selected,
  onSelect,
}: {
  members: FamilyMember[];
  selfId: string;
  selected: string;
  onSelect: (id: string) => void;
}) {
  return (
    <div className={styles.picker}>
      <label htmlFor="phr-member" className={styles.pickerLabel}>
        Whose health record
      </label>
      <select id="phr-member" className={selectClassName()} value={selected} onChange={(event) => onSelect(event.target.value)}>
        {members.map((member) => (
          <option key={member.memberId} value={member.memberId}>
            {member.memberId === selfId ? `${member.name || 'You'} (you)` : member.name || member.memberId}
          </option>
        ))}
      </select>
    </div>
  );
}

function FamilyRecords({ plan }: { plan: SelectedPlan }) {
  // The family roster: the adults on it are counted as keeping their records private.
  const roster = useFamilyRoster();
  const [selected, setSelected] = useState(plan.memberId);
  const { visible, privateCount } = visibleRecords(roster, plan.memberId);
  // A member who is no longer visible (e.g. turned 18 since the list loaded) falls back to the member's own record.
  const shown = visible.some((member) => member.memberId === selected) ? selected : plan.memberId;

  return (
    <>
      <section aria-labelledby="phr-family-heading" className={styles.family}>
        <h2 id="phr-family-heading">Your family’s records</h2>
        {visible.length > 1 ? (
          <MemberPicker members={visible} selfId={plan.memberId} selected={shown} onSelect={setSelected} />
        ) : (
          <p>There are no family members under {dependentRecordAgeLimit} on your plan.</p>
        )}
        {privateCount > 0 && (
          <p className={styles.note}>
            Family members aged {dependentRecordAgeLimit} or older keep their health records private. They can see their own record with
            their own account.
          </p>
        )}
      </section>
      <HealthRecordView key={shown} memberId={shown} isSelf={shown === plan.memberId} />
    </>
  );
}

export default function HealthRecordsPage() {
  const name = useMemberDisplayName();
  const plan = useSession((state) => state.selectedPlan);
  return (
    <PageFrame
      className={styles.page}
      title="Personal health record"
      lead="Your conditions, medications, allergies, immunizations and recent visits in one place. It comes from your claims and what your providers send us, so it may not include everything. Share it with your doctors to help them care for you."
      greeting={{ name, memberId: plan?.memberId }}
    >
      {plan &&
        (plan.isPolicyHolder ? (
          <FamilyRecords key={plan.memberId} plan={plan} />
        ) : (
          <HealthRecordView key={plan.memberId} memberId={plan.memberId} isSelf />
        ))}
    </PageFrame>
  );
}
