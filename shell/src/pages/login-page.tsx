import { Link, useLocation, useNavigate } from 'react-router-dom';
import { genericMessages } from '@portal/contracts/error-messages';
import { startSignIn, useIsSignedIn } from '@portal/session';
import { Button, buttonClassName } from '@portal/ui';
import type { LoginPageState } from '../session/use-sign-out-handler';
import { LandingCarousel } from './landing-carousel';
import styles from './login-page.module.css';

/** The landing page: sign in or register. */
export function LoginPage() {
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const signedOutReason = (useLocation().state as LoginPageState | null)?.signedOutReason;
  const signIn = () => {
    if (signedIn) navigate('/select-plan');
    else void startSignIn();
  };
  return (
    <div className={styles.landing}>
      {signedOutReason === 'timeout' && (
        <p role="status" className={styles.notice}>
          {genericMessages.timeout}
        </p>
      )}
      <h1 tabIndex={-1}>Welcome to your Member Portal</h1>
      <div className={styles.actions}>
        <Button onClick={signIn}>Sign In</Button>
        <Link className={buttonClassName('secondary')} to="/register">
          Register
        </Link>
      </div>
      <LandingCarousel />
      <p>
        <Link to="/account-help">Need help with your account?</Link>
      </p>
    </div>
  );
}
