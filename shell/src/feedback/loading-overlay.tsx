// The page-level loading overlay: covers the page while a page-level load runs, announced politely,
// with the kit's slow-load line once the load has run for 8 seconds.
import { useStore } from 'zustand';
import { pageLoadingStore } from '@portal/api-client';
import { SlowLoadNotice } from '@portal/ui';
import styles from './loading-overlay.module.css';

export function LoadingOverlay() {
  const loading = useStore(pageLoadingStore, (state) => state.running > 0);
  if (!loading) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.content}>
        <span className={styles.spinner} aria-hidden="true" />
        <span className="portal-visually-hidden">Loading</span>
        <SlowLoadNotice />
      </div>
    </div>
  );
}
