import { Link } from 'react-router-dom';
import { dashboardPath } from '@portal/contracts/route-table';
import { useIsSignedIn, useSession } from '@portal/session';

export function NotFoundPage() {
  const signedIn = useIsSignedIn();
  const contractType = useSession((state) => state.selectedPlan?.contractType);
  const home = signedIn ? (contractType ? dashboardPath(contractType) : '/select-plan') : '/login';
  return (
    <>
      <h1 tabIndex={-1}>We can&apos;t find that page</h1>
      <p>The page you asked for doesn&apos;t exist or isn&apos;t available for your plan.</p>
      <p>
        <Link to={home}>{signedIn ? 'Go to the portal home' : 'Go to the sign-in page'}</Link>
      </p>
    </>
  );
}
