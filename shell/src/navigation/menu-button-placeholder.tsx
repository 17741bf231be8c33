// Holds the menu button's place while the signed-in navigation loads, so the header does not shift
// when it arrives (cumulative layout shift). Invisible and hidden from assistive technology.
import { useIsDesktop } from './use-is-desktop';
import styles from './navigation-drawer.module.css';

export function MenuButtonPlaceholder() {
  const desktop = useIsDesktop();
  if (desktop) return null;
  return (
    <span className={styles.menuButton} aria-hidden="true" style={{ visibility: 'hidden' }}>
      <span className={styles.burger} />
      <span className={styles.menuLabel}>Menu</span>
    </span>
  );
}
