import '../app-name';
import { useMemberDisplayName, useSession } from '@portal/session';
import { MemberGreeting } from '@portal/ui';

/** How to reach member services. */
export default function ContactUsPage() {
  const name = useMemberDisplayName();
  const memberId = useSession((state) => state.selectedPlan?.memberId);
  return (
    <article>
      <h1>Contact Us</h1>
      <MemberGreeting name={name} memberId={memberId} />
      <p>Call the customer service number on the back of your member ID card. Have your member ID ready.</p>
      <p>For questions about a prescription, our pharmacy team is available from 7 a.m. to 8 p.m. Central time.</p>
    </article>
  );
}
