// One navigation entry: a route link, an external-app handoff (a button: the partner window must open
// in the click) or an outside link (new tab when it contains http, SPEC section 4).
import type { KeyboardEventHandler } from 'react';
import { NavLink } from '@portal/routing';
import { launchExternalApp, opensInNewTab } from '@portal/api-client/partner-handoff';
import type { NavigationEntry } from '@portal/rights';
import styles from './main-navigation.module.css';

const newTabHint = <span className="portal-visually-hidden"> (opens in a new tab)</span>;

export function NavigationEntryLink({ entry, onKeyDown }: { entry: NavigationEntry; onKeyDown?: KeyboardEventHandler }) {
  switch (entry.kind) {
    case 'route':
      return (
        <NavLink to={entry.to} className={styles.link} onKeyDown={onKeyDown}>
          {entry.label}
        </NavLink>
      );
    case 'external-app':
      return (
        <button type="button" className={styles.link} onKeyDown={onKeyDown} onClick={() => void launchExternalApp(entry.app)}>
          {entry.label}
          {newTabHint}
        </button>
      );
    case 'link': {
      const newTab = opensInNewTab(entry.href);
      return (
        <a
          href={entry.href}
          className={styles.link}
          onKeyDown={onKeyDown}
          {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {entry.label}
          {newTab && newTabHint}
        </a>
      );
    }
  }
}
