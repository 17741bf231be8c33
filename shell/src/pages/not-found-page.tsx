import { Link } from '@portal/routing';
import { dashboardPath } from '@portal/contracts/route-table';
import { useIsSignedIn, useIsStaff, useSession } from '@portal/session';
import { useSignedInHomePath } from '../session/signed-in-start';

/**
 * Why not-found shows: no route matches (every remote's manifest was read, docs/remote-manifest.md), or
 * the plan's contract type or rights refuse the route. Members see the same page; tests read the reason.
 */
export type NotFoundReason = 'unmatched' | 'refused';

export function NotFoundPage({ reason = 'unmatched' }: { reason?: NotFoundReason }) {
  const signedIn = useIsSignedIn();
  const contractType = useSession((state) => state.selectedPlan?.contractType);
  const staff = useIsStaff();
  const signedInHome = useSignedInHomePath(signedIn && staff);
  const home = signedIn ? (contractType && !staff ? dashboardPath(contractType) : signedInHome) : '/login';
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
