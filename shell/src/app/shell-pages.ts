import { createElement, lazy, type ComponentType } from 'react';
import type { ShellPageId } from '@portal/contracts/route-table';
import { AuthSuccessPage } from '../pages/auth-success-page';
import { BypassOutagePage } from '../pages/bypass-outage-page';
import { InitiateLoginPage } from '../pages/initiate-login-page';
import { LoginPage } from '../pages/login-page';
import { NotFoundPage } from '../pages/not-found-page';
import { OutagePage } from '../pages/outage-page';
import { SelectPlanPage } from '../pages/select-plan-page';

/** A page whose code loads on demand, and can be asked to start loading before it renders. */
type LazyPage = ComponentType & { preload(): Promise<unknown> };

function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  const preload = () => load().then((Page) => (loaded = Page));
  const LazyLoaded = lazy(() => preload().then((Page) => ({ default: Page })));
  // Code already in (started while the plan loaded) renders at once: React.lazy would still suspend
  // for a tick, and React keeps a fallback it has shown on screen for 300 ms before the page.
  const Page = () => createElement(loaded ?? LazyLoaded);
  return Object.assign(Page, { preload });
}

// Signed-in pages load on demand, so the landing page never downloads them.
const DashboardPage = lazyPage(() => import('../dashboard/dashboard-page').then((module) => module.DashboardPage));
const LinkingPage = lazyPage(() => import('../pages/linking-page').then((module) => module.LinkingPage));
// Public pages load on demand too: /login never downloads the forms kit or the terms' text.
const ContactPage = lazyPage(() => import('../pages/public/contact/contact-page').then((module) => module.ContactPage));
const BrandResourcesPage = lazyPage(() =>
  import('../pages/public/brand-resources/brand-resources-page').then((module) => module.BrandResourcesPage),
);
const TermsOfUsePage = lazyPage(() => import('../pages/public/terms-of-use/terms-of-use-page').then((module) => module.TermsOfUsePage));
const LinkingDisclaimerPage = lazyPage(() =>
  import('../pages/public/linking-disclaimer/linking-disclaimer-page').then((module) => module.LinkingDisclaimerPage),
);

export const shellPages: Record<ShellPageId, ComponentType> = {
  login: LoginPage,
  'not-found': NotFoundPage,
  'initiate-login': InitiateLoginPage,
  'auth-success': AuthSuccessPage,
  outage: OutagePage,
  'bypass-outage': BypassOutagePage,
  'select-plan': SelectPlanPage,
  dashboard: DashboardPage,
  linking: LinkingPage,
  contact: ContactPage,
  'brand-resources': BrandResourcesPage,
  'terms-of-use': TermsOfUsePage,
  'linking-disclaimer': LinkingDisclaimerPage,
};

/** Starts loading a shell page's code when it loads on demand (a failure shows when it renders). */
export function preloadShellPage(page: ShellPageId): void {
  const Page = shellPages[page];
  if ('preload' in Page && typeof Page.preload === 'function') void (Page as LazyPage).preload().catch(() => undefined);
}
