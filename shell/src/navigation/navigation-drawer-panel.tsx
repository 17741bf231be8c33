// The open drawer (navigation-drawer.tsx): Radix's dialog keeps focus inside it and, when it closes,
// focus goes back to the Menu button. The first entry takes focus 100 ms after
// opening, once the slide-in has settled (docs/product/routes-and-guards.md#routes-public). Its own chunk, so Radix loads only when a
// member opens the menu (docs/performance.md#page-weight-history).
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type RefObject } from 'react';
import type { NavigationModel } from '@portal/rights';
import { MainNavigation } from './main-navigation';
import styles from './navigation-drawer.module.css';

const drawerFocusDelayMs = 100;

export interface NavigationDrawerPanelProps {
  model: NavigationModel;
  id: string;
  onClose: () => void;
  /** The Menu button, which takes focus back when the drawer closes. */
  menuButton: RefObject<HTMLButtonElement | null>;
}

export default function NavigationDrawerPanel({ model, id, onClose, menuButton }: NavigationDrawerPanelProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          id={id}
          className={styles.drawer}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            window.setTimeout(() => bodyRef.current?.querySelector<HTMLElement>('a, button')?.focus(), drawerFocusDelayMs);
          }}
          // Radix gives focus back to its own trigger; the Menu button is ours (navigation-drawer.tsx).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            menuButton.current?.focus();
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
