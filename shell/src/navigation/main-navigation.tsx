// The signed-in navigation: Home, the Care and Policy menus and the top-level entries (Sign Out
// last), as the WAI-ARIA disclosure navigation pattern (buttons with aria-expanded, plain lists of
// links). The menus are mutually exclusive (one open value) and close on mouse leave, on Escape, on
// Tab out of the last item, on a click elsewhere and on any navigation.
// Why not Radix's navigation menu: its focus proxy is an aria-hidden element that takes focus, which
// axe reports (aria-hidden-focus) on every open menu.
import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { NavigationEntry, NavigationModel } from '@portal/rights';
import { requestSignOut } from '@portal/session';
import { NavigationEntryLink } from './navigation-entry-link';
import { useClosesOnNavigation } from './use-closes-on-navigation';
import styles from './main-navigation.module.css';

interface MainNavigationProps {
  model: NavigationModel;
  /** The bar (desktop) or the drawer's list. */
  orientation: 'horizontal' | 'vertical';
}

type MenuId = 'care' | 'policy';

const menus: readonly { id: MenuId; label: string }[] = [
  { id: 'care', label: 'Care' },
  { id: 'policy', label: 'Policy' },
];

export function MainNavigation({ model, orientation }: MainNavigationProps) {
  const [openMenu, setOpenMenu] = useClosesOnNavigation<MenuId | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const idPrefix = useId();
  const close = () => setOpenMenu(null);

  useEffect(() => {
    if (!openMenu) return undefined;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openMenu, setOpenMenu]);

  const closeOnTabOut = (event: KeyboardEvent) => {
    if (event.key === 'Tab' && !event.shiftKey) close();
  };
  const closeOnMouseLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') close();
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !openMenu) return;
    close();
    event.currentTarget.querySelector<HTMLElement>('button[aria-expanded]')?.focus();
  };

  const menuEntries: Record<MenuId, NavigationEntry[]> = { care: model.care, policy: model.policy };
  return (
    <nav ref={navRef} aria-label="Main" className={orientation === 'horizontal' ? styles.bar : styles.drawerList}>
      <ul className={styles.list}>
        {model.home && (
          <li>
            <NavigationEntryLink entry={model.home} />
          </li>
        )}
        {menus.map((menu) => {
          const entries = menuEntries[menu.id];
          // A menu shows only with at least one entry (docs/product/roles-and-rights.md#rights-menu-visibility).
          if (entries.length === 0) return null;
          const open = openMenu === menu.id;
          const listId = `${idPrefix}-${menu.id}`;
          return (
            <li key={menu.id} className={styles.menu} onPointerLeave={closeOnMouseLeave} onKeyDown={closeOnEscape}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={listId}
                data-state={open ? 'open' : 'closed'}
                onClick={() => setOpenMenu(open ? null : menu.id)}
              >
                {menu.label}
                <span aria-hidden="true" className={styles.chevron} />
              </button>
              <div className={styles.content} hidden={!open}>
                <ul id={listId} className={styles.menuList} aria-label={`${menu.label} menu`}>
                  {entries.map((entry, index) => (
                    <li key={entry.id}>
                      <NavigationEntryLink entry={entry} onKeyDown={index === entries.length - 1 ? closeOnTabOut : undefined} />
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
        {model.topLevel.map((entry) => (
          <li key={entry.id}>
            <NavigationEntryLink entry={entry} />
          </li>
        ))}
        {/* Last of the top-level entries: sign-out leads to the sign-in page. The same path as the
            profile panel's, here too because a phone's member looks for it in the menu. */}
        <li>
          <button type="button" className={styles.link} onClick={() => requestSignOut()}>
            Sign Out
          </button>
        </li>
      </ul>
    </nav>
  );
}
