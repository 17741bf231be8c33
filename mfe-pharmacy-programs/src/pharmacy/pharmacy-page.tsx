import '../app-name';
import { useMemberDisplayName, useSession } from '@portal/session';
import { MemberGreeting } from '@portal/ui';

/** Pharmacy center: prescriptions, pharmacies and pharmacy support. */
export default function PharmacyPage() {
  const name = useMemberDisplayName();
  const memberId = useSession((state) => state.selectedPlan?.memberId);
  return (
    <article>
      <h1>Pharmacy</h1>
      <MemberGreeting name={name} memberId={memberId} />
      <p>Manage your prescriptions, find a pharmacy in your network and compare drug prices.</p>
      <h2>Pharmacy support</h2>
      <p>Our pharmacy team answers questions about prescriptions and coverage from 7 a.m. to 8 p.m. Central time.</p>
    </article>
  );
}
