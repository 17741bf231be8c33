import { Outlet } from '@portal/routing';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { useRouteChangeEffects } from './use-route-change-effects';
import { ErrorDialogHost } from '../feedback/lazy-dialogs';
import { LoadingOverlay } from '../feedback/loading-overlay';
import { Notice } from '../notice/notice';
import { SessionTimeout } from '../session/session-timeout';
import { ChatHost } from '../chat/chat-host';
import { UserIdentityReporter } from '../session/user-identity-reporter';
import { UserSettingsLoader } from '../session/user-settings-loader';
import { useOutageCheck } from '../session/outage-check';
import { useSignOutHandler } from '../session/use-sign-out-handler';
import { useDocumentBrand } from '../brand/use-document-brand';
import { useCurrentRoute } from './use-current-route';
import styles from './layout.module.css';

export function Layout() {
  const mainRef = useRouteChangeEffects();
  useDocumentBrand();
  useSignOutHandler();
  const pageMayRender = useOutageCheck();
  const route = useCurrentRoute();
  const variant = route?.template === 'basic' ? 'basic' : 'full';
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main-content">
        Skip to main content
      </a>
      <Notice />
      <SiteHeader variant={variant} showNavigation={!route?.hide?.navigation} />
      <main id="main-content" ref={mainRef} tabIndex={-1} className={styles.main}>
        {pageMayRender && <Outlet />}
      </main>
      {!route?.hide?.footer && <SiteFooter />}
      <LoadingOverlay />
      <SessionTimeout />
      <ChatHost />
      <UserIdentityReporter />
      <UserSettingsLoader />
      <ErrorDialogHost />
    </div>
  );
}
