// The header (docs/product/routes-and-guards.md#layout-profile-panel). Signed out, or on a basic-template page: only the logo, linking to
// login. Signed in before a plan is selected: the profile button (with Sign Out). With a plan: the
// home link to the plan's dashboard, the bell, the profile panel and the navigation. On phones and
// tablets it is one row of icon buttons (menu, logo, bell, profile); above 1279 px the full
// navigation bar sits under it.
import { lazy, Suspense } from 'react';
import { Link } from '@portal/routing';
import { dashboardPath } from '@portal/contracts/route-table';
import { useRights } from '@portal/rights';
import { useIsSignedIn, useIsStaff, useSession } from '@portal/session';
import { useSignedInHomePath } from '../session/signed-in-start';
import { BrandLogo } from '../brand/brand-logo';
import { BrandVariants } from '../brand/brand-variants';
import { MenuButtonPlaceholder } from '../navigation/menu-button-placeholder';
import { NotificationBell } from '../navigation/notification-bell';
import { ProfilePanel } from './profile-panel';
import styles from './site-header.module.css';

const SignedInNavigation = lazy(() => import('../navigation/signed-in-navigation'));

export function SiteHeader({ variant, showNavigation }: { variant: 'full' | 'basic'; showNavigation: boolean }) {
  const signedIn = useIsSignedIn();
  const contractType = useSession((state) => state.selectedPlan?.contractType);
  // planSelected (docs/product/session.md#session-first-plan) follows the rights' loaded state.
  const planSelected = useRights((state) => state.loaded);
  const full = variant === 'full' && signedIn;
  const withPlan = full && planSelected && contractType !== undefined;
  const staff = useIsStaff();
  const staffHome = useSignedInHomePath(full && staff);
  // The home link goes by contract type (docs/product/routes-and-guards.md#layout-profile-panel); a staff session's to the staff home
  // (docs/product/roles-and-rights.md#rights-staff); signed out it leads to login.
  const home = withPlan ? dashboardPath(contractType) : full && staff ? staffHome : '/login';
  // A plan chosen earlier whose rights are still loading: the menu button's place is kept for it.
  const navigationPending = full && showNavigation && contractType !== undefined && !withPlan;
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {navigationPending && <MenuButtonPlaceholder />}
        {withPlan && showNavigation && (
          <Suspense fallback={<MenuButtonPlaceholder />}>
            <SignedInNavigation placement="menu-button" />
          </Suspense>
        )}
        <Link to={home} className={styles.logo}>
          <BrandVariants>{(brand) => <BrandLogo brand={brand} wordmarkOnNarrowScreens={!full} />}</BrandVariants>
          <span className="portal-visually-hidden"> Member Portal home</span>
        </Link>
        {full && (
          <div className={styles.actions}>
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
