// The landing page (docs/product/routes-and-guards.md#routes-public): Sign In and Register, help with an account and the brand's help
// line, and the two-slide carousel. Pre-rendered at build time (docs/performance.md#the-pre-rendered-landing-page), so everything here is the same for every member until the portal hydrates it; what differs
// by brand is in BrandVariants.
import { Link, useLocation, useNavigate } from '@portal/routing';
import { genericMessages } from '@portal/contracts/error-messages';
import { signInUnavailableMessage, useIsSignedIn, useIsStaff } from '@portal/session';
import { Button, buttonClassName, Columns, ErrorAlert, LoadingStatus, Notice } from '@portal/ui';
import { useAnnounceLandingHydrated } from '../landing/hydrate-landing-page';
import type { LoginPageState } from '../session/use-sign-out-handler';
import { useStartSignIn } from '../session/use-start-sign-in';
import { LandingCarousel } from './landing-carousel';
import { LandingHelpLine } from './landing-help-line';
import { useSignedInHomePath } from '../session/signed-in-start';
import styles from './login-page.module.css';

/** Why the member is back here, when the sign-out was not their own choice. */
const signedOutNotices: Record<NonNullable<LoginPageState['signedOutReason']>, string> = {
  timeout: genericMessages.timeout,
  'account-deleted': 'Your online account has been deleted. Your health plan coverage has not changed. You can register again at any time.',
  'ended-in-another-tab': 'You signed out in another tab or window, so you are signed out here too.',
};

/** The landing page: sign in or register. */
export function LoginPage() {
  const signedIn = useIsSignedIn();
  const staff = useIsStaff();
  const navigate = useNavigate();
  const signedOutReason = (useLocation().state as LoginPageState | null)?.signedOutReason;
  useAnnounceLandingHydrated();
  const { start, state: signInStart } = useStartSignIn();
  const home = useSignedInHomePath(signedIn && staff);
  const signIn = () => {
    if (signedIn) navigate(home);
    else start();
  };
  return (
    <>
      {signedOutReason && (
        <Notice role="status">
          <p>{signedOutNotices[signedOutReason]}</p>
        </Notice>
      )}
      {/* Phones: welcome, buttons and help first, the carousel under them; side by side from 64rem. */}
      <Columns split="halves">
        <div className={styles.welcome}>
          <h1 tabIndex={-1}>Welcome to your Member Portal</h1>
          <p className={styles.lead}>See your claims, ID card, benefits and messages, any time.</p>
          {signInStart === 'failed' && (
            <ErrorAlert>
              <p>{signInUnavailableMessage}</p>
            </ErrorAlert>
          )}
          {signInStart === 'starting' && <LoadingStatus>Taking you to sign in…</LoadingStatus>}
          <div className={styles.actions}>
            <Button className={styles.action} onClick={signIn}>
              Sign In
            </Button>
            <Link className={`${buttonClassName('secondary')} ${styles.action}`} to="/register">
              Register
            </Link>
          </div>
          <p className={styles.accountHelp}>
            <Link to="/account-help">Need help with your account?</Link>
          </p>
          <LandingHelpLine />
        </div>
        <LandingCarousel />
      </Columns>
    </>
  );
}
