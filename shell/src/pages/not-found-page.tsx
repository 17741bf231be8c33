import { Link } from 'react-router-dom';
import { useIsSignedIn } from '@portal/session';

export function NotFoundPage() {
  const signedIn = useIsSignedIn();
  return (
    <>
      <h1 tabIndex={-1}>We can&apos;t find that page</h1>
      <p>The page you asked for doesn&apos;t exist or isn&apos;t available for your plan.</p>
      <p>{signedIn ? <Link to="/settings/about">Go to the portal home</Link> : <Link to="/login">Go to the sign-in page</Link>}</p>
    </>
  );
}
