// One navigation entry: a route link, an external-app handoff (a button: the partner window must open
// in the click) or an outside link (new tab when it contains http). Whatever opens a new tab says so
// in its name and shows the kit's external-link mark, in the bar and the drawer alike.
import type { KeyboardEventHandler } from 'react';
import { NavLink } from '@portal/routing';
import { launchExternalApp, opensInNewTab } from '@portal/api-client/partner-handoff';
import type { NavigationEntry } from '@portal/rights';
import { OpensInNewTab } from '@portal/ui';
import styles from './main-navigation.module.css';

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
          <OpensInNewTab />
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
          {newTab && <OpensInNewTab />}
        </a>
      );
    }
  }
}
