import { Link } from '@portal/routing';
import { dashboardPath } from '@portal/contracts/route-table';
import { useIsSignedIn, useIsStaff, useSession } from '@portal/session';
import { signedInHomePath } from '../session/signed-in-start';

/**
 * Why not-found shows: no route matches, the plan's contract type or rights refuse the route, or the
 * route's page is still to be delivered by its remote. Members see the same page; tests read the reason.
 */
export type NotFoundReason = 'unmatched' | 'refused' | 'pending';

export function NotFoundPage({ reason = 'unmatched' }: { reason?: NotFoundReason }) {
  const signedIn = useIsSignedIn();
  const contractType = useSession((state) => state.selectedPlan?.contractType);
  const staff = useIsStaff();
  const home = signedIn ? (contractType && !staff ? dashboardPath(contractType) : signedInHomePath(staff)) : '/login';
  return (
    <div data-not-found-reason={reason}>
      <h1 tabIndex={-1}>We can&apos;t find that page</h1>
      <p>The page you asked for doesn&apos;t exist or isn&apos;t available for your plan.</p>
      <p>
        <Link to={home}>{signedIn ? 'Go to the portal home' : 'Go to the sign-in page'}</Link>
      </p>
    </div>
  );
}
