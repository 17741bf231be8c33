import { lazy, type ComponentType } from 'react';
import type { ShellPageId } from '@portal/contracts/route-table';
import { AuthSuccessPage } from '../pages/auth-success-page';
import { BypassOutagePage } from '../pages/bypass-outage-page';
import { InitiateLoginPage } from '../pages/initiate-login-page';
import { LoginPage } from '../pages/login-page';
import { NotFoundPage } from '../pages/not-found-page';
import { OutagePage } from '../pages/outage-page';
import { SelectPlanPage } from '../pages/select-plan-page';

// Signed-in pages load on demand, so the landing page never downloads them.
const DashboardPage = lazy(() => import('../dashboard/dashboard-page').then((module) => ({ default: module.DashboardPage })));
const LinkingPage = lazy(() => import('../pages/linking-page').then((module) => ({ default: module.LinkingPage })));
// Public pages load on demand too: /login never downloads the forms kit or the terms' text.
const ContactPage = lazy(() => import('../pages/public/contact/contact-page').then((module) => ({ default: module.ContactPage })));
const BrandResourcesPage = lazy(() => import('../pages/public/brand-resources/brand-resources-page').then((module) => ({ default: module.BrandResourcesPage })));
const TermsOfUsePage = lazy(() => import('../pages/public/terms-of-use/terms-of-use-page').then((module) => ({ default: module.TermsOfUsePage })));
const LinkingDisclaimerPage = lazy(() =>
  import('../pages/public/linking-disclaimer/linking-disclaimer-page').then((module) => ({ default: module.LinkingDisclaimerPage })),
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
