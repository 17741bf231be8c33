import { Link, NavLink } from 'react-router-dom';
import { dashboardPath } from '@portal/contracts/route-table';
import { useRights } from '@portal/rights';
import { useIsSignedIn, useMemberDisplayName, useSession } from '@portal/session';
import { BrandLogo } from './brand-logo';
import { ProfilePanel } from './profile-panel';
import { useBrand } from './use-brand';
import styles from './site-header.module.css';

const signedInLinks = [
  { to: '/traveling-abroad', label: 'Traveling Abroad' },
  { to: '/pharmacy', label: 'Pharmacy' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/settings/about', label: 'Settings' },
];

export function SiteHeader() {
  const signedIn = useIsSignedIn();
  const displayName = useMemberDisplayName();
  const brand = useBrand();
  const contractType = useSession((state) => state.selectedPlan?.contractType);
  // The home link: the plan's dashboard when signed in with a plan, else the landing page.
  const home = signedIn && contractType ? dashboardPath(contractType) : '/login';
  // Before a plan is selected (its rights loaded) only the profile button and sign-out show.
  const planSelected = useRights((state) => state.loaded);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={home} className={styles.logo} aria-label={`${brand.name} Member Portal home`}>
          <BrandLogo brand={brand} />
        </Link>
        {signedIn && (
          <div className={styles.profile}>
            {displayName && <span data-testid="shell-display-name">Hello, {displayName}</span>}
            <ProfilePanel />
          </div>
        )}
      </div>
      {signedIn && planSelected && (
        <nav aria-label="Main" className={styles.nav}>
          <ul>
            {signedInLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
