import '../app-name';
import { useMemberDisplayName, useSession } from '@portal/session';
import { MemberGreeting } from '@portal/ui';

/** Coverage when traveling abroad: what to do before and during a trip outside the country. */
export default function TravelingAbroadPage() {
  const name = useMemberDisplayName();
  const memberId = useSession((state) => state.selectedPlan?.memberId);
  return (
    <article>
      <h1>Traveling Abroad</h1>
      <MemberGreeting name={name} memberId={memberId} />
      <p>Your plan covers emergency and urgent care when you travel outside the United States.</p>
      <h2>Before you go</h2>
      <ul>
        <li>Take your member ID card with you. Providers abroad use the member ID on the front.</li>
        <li>If you take prescription drugs, bring enough for the whole trip in their original containers.</li>
      </ul>
      <h2>If you need care</h2>
      <ul>
        <li>In an emergency, go to the nearest hospital.</li>
        <li>Keep itemized bills and receipts. If you pay the provider yourself, file a claim with them when you return.</li>
        <li>Claims must be filed within 1 year of the date of service.</li>
      </ul>
    </article>
  );
}
