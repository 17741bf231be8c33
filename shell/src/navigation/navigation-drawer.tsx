// Below the desktop breakpoint the navigation lives in a drawer opened by a menu button (SPEC
// section 2). Radix's dialog keeps focus inside it and gives it back to the button on close; the first
// entry takes focus 100 ms after opening, once the slide-in has settled (SPEC section 2).
import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { NavigationModel } from '@portal/rights';
import { MainNavigation } from './main-navigation';
import { useClosesOnNavigation } from './use-closes-on-navigation';
import styles from './navigation-drawer.module.css';

export const drawerFocusDelayMs = 100;

export function NavigationDrawer({ model }: { model: NavigationModel }) {
  const [open, setOpen] = useClosesOnNavigation(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.menuButton}>
        <span aria-hidden="true" className={styles.burger} />
        {/* Named at every width by the global portal-visually-hidden class; the visible word goes on a phone. */}
        <span className="portal-visually-hidden">Menu</span>
        <span className={styles.menuLabel} aria-hidden="true">
          Menu
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.drawer}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            window.setTimeout(() => bodyRef.current?.querySelector<HTMLElement>('a, button')?.focus(), drawerFocusDelayMs);
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
            <Dialog.Close className={styles.close}>Close menu</Dialog.Close>
          </div>
          <div ref={bodyRef}>
            <MainNavigation model={model} orientation="vertical" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
