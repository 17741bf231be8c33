import { Outlet } from 'react-router-dom';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { useRouteChangeEffects } from './use-route-change-effects';
import { ErrorDialogHost } from '../feedback/lazy-dialogs';
import { LoadingOverlay } from '../feedback/loading-overlay';
import { Notice } from '../notice/notice';
import { SessionTimeout } from '../session/session-timeout';
import { useOutageCheck } from '../session/outage-check';
import { useSignOutHandler } from '../session/use-sign-out-handler';
import { useBrand } from './use-brand';
import styles from './layout.module.css';

export function Layout() {
  const mainRef = useRouteChangeEffects();
  const brand = useBrand();
  useSignOutHandler();
  useOutageCheck();
  return (
    <div className={styles.page} data-brand={brand.tier}>
      <a className={styles.skipLink} href="#main-content">
        Skip to main content
      </a>
      <Notice />
      <SiteHeader />
      <main id="main-content" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <LoadingOverlay />
      <SessionTimeout />
      <ErrorDialogHost />
    </div>
  );
}
