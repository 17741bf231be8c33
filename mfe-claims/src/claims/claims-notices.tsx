import { Link } from '@portal/routing';
import { Callout } from '@portal/ui';
import type { ClaimMember } from './claim-members';
import { listOfNames } from './claim-members';
import styles from './claims.module.css';

/** The alert notice at the top of the claims list: one sentence, the filing limit behind Read more. */
export function ClaimsAlertNotice() {
  return (
    <Callout
      title="When claims appear"
      moreLabel="More about when claims appear"
      more={
        <p>
          It can take a few weeks after your visit for your provider to send us the claim. Claims must be filed within 1 year of the date of
          service.
        </p>
      }
    >
      <p>A claim shows here once your provider sends it to us.</p>
    </Callout>
  );
}

/** Why some family members' claims are not in the list (docs/product/roles-and-rights.md#rights-family). */
export function FamilyAccessNotice({ hidden }: { hidden: readonly ClaimMember[] }) {
  if (hidden.length === 0) return null;
  return (
    <p className={styles.familyNote}>
      Claims for {listOfNames(hidden)} aren&apos;t shown. Family members 18 and older choose whether to share their claims with you by
      turning on family access in their own account.
    </p>
  );
}

/** The explanation-of-benefit callout. */
export function EobCallout() {
  return (
    <Callout
      title="What is an explanation of benefits?"
      moreLabel="More about EOBs"
      more={
        <>
          <p>It shows what your provider charged, what your plan paid and what you may owe. Open a claim to view its EOB.</p>
          <p>
            To get your EOBs online instead of by mail, turn on paperless EOBs in <Link to="/settings/preferences">your preferences</Link>.
          </p>
        </>
      }
    >
      <p>An explanation of benefits (EOB) is not a bill.</p>
    </Callout>
  );
}
