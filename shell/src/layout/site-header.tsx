// The header (SPEC section 2). Signed out, or on a basic-template page: only the logo, linking to
// login. Signed in before a plan is selected: the profile button (with Sign Out). With a plan: the
// home link to the plan's dashboard, the bell, the profile panel and the navigation.
import { lazy, Suspense } from 'react';
import { Link } from '@portal/routing';
import { dashboardPath } from '@portal/contracts/route-table';
import { useRights } from '@portal/rights';
import { useIsSignedIn, useSession } from '@portal/session';
import { MenuButtonPlaceholder } from '../navigation/menu-button-placeholder';
import { NotificationBell } from '../navigation/notification-bell';
import { BrandLogo } from './brand-logo';
import { ProfilePanel } from './profile-panel';
import { useBrand } from './use-brand';
import styles from './site-header.module.css';

const SignedInNavigation = lazy(() => import('../navigation/signed-in-navigation'));

export function SiteHeader({ variant, showNavigation }: { variant: 'full' | 'basic'; showNavigation: boolean }) {
  const signedIn = useIsSignedIn();
  const brand = useBrand();
  const contractType = useSession((state) => state.selectedPlan?.contractType);
  // planSelected (SPEC section 4) follows the rights' loaded state.
  const planSelected = useRights((state) => state.loaded);
  const full = variant === 'full' && signedIn;
  const withPlan = full && planSelected && contractType !== undefined;
  // The home link goes by contract type (SPEC section 2); signed out it leads to login.
  const home = withPlan ? dashboardPath(contractType) : '/login';
  // A plan chosen earlier whose rights are still loading: the menu button's place is kept for it.
  const navigationPending = full && showNavigation && contractType !== undefined && !withPlan;
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.start}>
          {navigationPending && <MenuButtonPlaceholder />}
          {withPlan && showNavigation && (
            <Suspense fallback={<MenuButtonPlaceholder />}>
              <SignedInNavigation placement="menu-button" />
            </Suspense>
          )}
          <Link to={home} className={styles.logo} aria-label={`${brand.name} Member Portal home`}>
            <BrandLogo brand={brand} />
          </Link>
        </div>
        {full && (
          <div className={styles.profile}>
            {withPlan && <NotificationBell />}
            <ProfilePanel />
          </div>
        )}
      </div>
      {withPlan && showNavigation && (
        <Suspense fallback={null}>
          <SignedInNavigation placement="bar" />
        </Suspense>
      )}
    </header>
  );
}
