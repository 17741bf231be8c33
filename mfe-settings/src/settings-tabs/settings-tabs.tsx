// The settings tab bar: links to the four real URLs (so each tab can be bookmarked, shared and reached
// with Back), the current one marked with aria-current="page". Links rather than an ARIA tablist,
// because each tab is its own page.
import { NavLink } from '@portal/routing';
import styles from './settings-tabs.module.css';

export const settingsTabs = [
  { path: '/settings/profile', label: 'Profile' },
  { path: '/settings/privacy-security', label: 'Privacy and Security' },
  { path: '/settings/preferences', label: 'Preferences' },
  { path: '/settings/about', label: 'About' },
] as const;

export function SettingsTabs() {
  return (
    <nav aria-label="Settings" className={styles.tabs}>
      <ul className={styles.list}>
        {settingsTabs.map((tab) => (
          <li key={tab.path}>
            {/* NavLink sets aria-current="page" on the tab of the current URL. */}
            <NavLink to={tab.path} end className={({ isActive }) => (isActive ? `${styles.tab} ${styles.current}` : styles.tab)}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
