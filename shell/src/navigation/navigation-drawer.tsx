// Below the desktop breakpoint the navigation lives in a drawer opened by a menu button
// (docs/product/routes-and-guards.md#layout-navigation). The button is plain markup with the state a dialog trigger announces; the drawer itself
// (navigation-drawer-panel.tsx, with Radix's dialog) starts loading when a member reaches for the
// button (`loadOnIntent` in @portal/ui), so the dialog library is not part of a page's first download
// (docs/performance.md#what-the-budgets-meet).
import { useId, useRef, useState, type ComponentType } from 'react';
import type { NavigationModel } from '@portal/rights';
import { loadOnIntent } from '@portal/ui';
import type { NavigationDrawerPanelProps } from './navigation-drawer-panel';
import { useClosesOnNavigation } from './use-closes-on-navigation';
import styles from './navigation-drawer.module.css';

type DrawerPanel = ComponentType<NavigationDrawerPanelProps>;

// Kept once loaded, so later openings (and the first one after a touch or hover loaded it) are immediate.
let loadedPanel: DrawerPanel | null = null;
const loadDrawerPanel = () =>
  import('./navigation-drawer-panel').then((module) => {
    loadedPanel = module.default;
    return module.default;
  });

export function NavigationDrawer({ model }: { model: NavigationModel }) {
  const [open, setOpen] = useClosesOnNavigation(false);
  const drawerId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [Panel, setPanel] = useState<DrawerPanel | null>(() => loadedPanel);
  const toggle = () => {
    if (open || Panel) return setOpen(!open);
    void loadDrawerPanel().then((panel) => {
      setPanel(() => panel);
      setOpen(true);
    });
  };
  return (
    <>
      <button
        ref={menuButton}
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={toggle}
        {...loadOnIntent(loadDrawerPanel)}
      >
        <span aria-hidden="true" className={styles.burger} />
        {/* Named at every width by the global portal-visually-hidden class; the visible word goes on a phone. */}
        <span className="portal-visually-hidden">Menu</span>
        <span className={styles.menuLabel} aria-hidden="true">
          Menu
        </span>
      </button>
      {open && Panel && <Panel model={model} id={drawerId} onClose={() => setOpen(false)} menuButton={menuButton} />}
    </>
  );
}
