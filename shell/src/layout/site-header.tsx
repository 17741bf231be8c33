import { Link, NavLink } from 'react-router-dom';
import { requestSignOut, useIsSignedIn, useMemberDisplayName } from '@portal/session';
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
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/login" className={styles.logo}>
          Member Portal
        </Link>
        {signedIn && (
          <div className={styles.profile}>
            {displayName && <span data-testid="shell-display-name">Hello, {displayName}</span>}
            <button type="button" className={styles.signOut} onClick={() => requestSignOut()}>
              Sign Out
            </button>
          </div>
        )}
      </div>
      {signedIn && (
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
