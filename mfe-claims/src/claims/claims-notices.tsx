import { Link } from '@portal/routing';
import type { ClaimMember } from './claim-members';
import { listOfNames } from './claim-members';
import styles from './claims.module.css';

/** The alert notice at the top of the claims list. */
export function ClaimsAlertNotice() {
  return (
    <aside className={styles.notice} aria-labelledby="claims-notice-heading">
      <h2 id="claims-notice-heading">When claims appear</h2>
      <p>
        A claim shows here once your provider sends it to us, which can take a few weeks after your visit. Claims must be filed within 1 year of the date
        of service.
      </p>
    </aside>
  );
}

/** Why some family members' claims are not in the list (SPEC section 6). */
export function FamilyAccessNotice({ hidden }: { hidden: readonly ClaimMember[] }) {
  if (hidden.length === 0) return null;
  return (
    <p className={styles.familyNote}>
      Claims for {listOfNames(hidden)} aren&apos;t shown. Family members 18 and older choose whether to share their claims with you by turning on family
      access in their own account.
    </p>
  );
}

/** The explanation-of-benefit callout. */
export function EobCallout() {
  return (
    <aside className={styles.callout} aria-labelledby="eob-callout-heading">
      <h2 id="eob-callout-heading">What is an explanation of benefits?</h2>
      <p>
        An explanation of benefits (EOB) is not a bill. It shows what your provider charged, what your plan paid and what you may owe. Open a claim to view
        its EOB.
      </p>
      <p>
        To get your EOBs online instead of by mail, turn on paperless EOBs in <Link to="/settings/preferences">your preferences</Link>.
      </p>
    </aside>
  );
}
