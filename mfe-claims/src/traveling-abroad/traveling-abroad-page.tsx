import '../app-name';
import { Link } from '@portal/routing';
import { pathAllowed, useRights } from '@portal/rights';
import { useMemberDisplayName, useSession, useSelectedMemberId } from '@portal/session';
import { PageFrame } from '@portal/ui';
import { CoverageAbroadSection } from './coverage-abroad-section';
import styles from './traveling-abroad.module.css';

/** Coverage when traveling abroad: what to do before and during a trip, and how to file a claim afterwards. */
export default function TravelingAbroadPage() {
  const name = useMemberDisplayName();
  const plan = useSession((state) => state.selectedPlan);
  const rights = useRights((state) => state.rights);
  const memberId = useSelectedMemberId();
  const canOpenDocuments = pathAllowed('/documents', plan, rights);
  return (
    <PageFrame
      className={styles.page}
      title="Traveling abroad"
      lead="Your plan covers emergency and urgent care when you travel outside the United States."
      greeting={{ name, memberId }}
    >
      {memberId && <CoverageAbroadSection key={memberId} memberId={memberId} />}
      <section aria-labelledby="abroad-before-heading">
        <h2 id="abroad-before-heading">Before you go</h2>
        <ul>
          <li>Take your member ID card with you. Providers abroad use the member ID on the front.</li>
          <li>If you take prescription drugs, bring enough for the whole trip in their original containers.</li>
          <li>Save the phone numbers above in your phone, so you can call for help finding a doctor or hospital.</li>
        </ul>
      </section>
      <section aria-labelledby="abroad-care-heading">
        <h2 id="abroad-care-heading">If you need care</h2>
        <ul>
          <li>In an emergency, go to the nearest hospital.</li>
          <li>Keep itemized bills and receipts. If you pay the provider yourself, file a claim with them when you return.</li>
          <li>Claims must be filed within 1 year of the date of service.</li>
        </ul>
      </section>
      <section aria-labelledby="abroad-claim-heading">
        <h2 id="abroad-claim-heading">How to file an international claim</h2>
        <ol className={styles.steps}>
          <li>Ask the provider for an itemized bill that shows each service, its date and its charge, and keep your proof of payment.</li>
          <li>
            Fill in the international claim form
            {canOpenDocuments && (
              <>
                {' '}
                (find it in <Link to="/documents">Documents and Forms</Link>)
              </>
            )}
            . Include the patient&apos;s name and member ID, and what the care was for.
          </li>
          <li>If the bills are not in English, include a translation if you can.</li>
          <li>Send the form with the itemized bills and receipts within 1 year of the date of service.</li>
          <li>After we process the claim, you will find it in your claims with its explanation of benefits.</li>
        </ol>
      </section>
    </PageFrame>
  );
}
