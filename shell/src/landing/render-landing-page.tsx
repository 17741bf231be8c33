// Build-time only (run in Node by the landing build): the portal's own /login page, rendered to
// HTML with the same components the browser hydrates, so the landing page paints before any
// JavaScript runs and needs none until the member interacts.
import '@portal/ui/tokens.css';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@portal/routing/static';
import type { PortalRuntimeConfig } from '@portal/contracts/runtime-config';
import { setPortalConfig } from '@portal/session';
import { PortalRoutes } from '../app/app';
import { markPageShownBeforeCheck } from '../session/page-shown-before-check';

export const landingPath = '/login';

/**
 * The signed-out landing page reads no deployment setting while rendering (the chat is only for a
 * selected plan), so a placeholder configuration renders what every deployment hydrates.
 */
const buildTimeConfig: PortalRuntimeConfig = {
  environment: 'production',
  memberApiBaseUrl: 'https://prerender.invalid/member',
  fhirBaseUrl: 'https://prerender.invalid/fhir',
  oidcIssuer: 'https://prerender.invalid/oidc',
  oidcClientId: 'prerender',
  qaRemoteOrigins: [],
};

/**
 * The /login page as HTML. renderToString writes the whole page in document order, with no inline
 * script (which the Content-Security-Policy refuses); the page's own parts render without waiting
 * (code loaded on demand is for signed-in members and dialogs, not on this page).
 */
export function renderLandingPage(): string {
  setPortalConfig(buildTimeConfig);
  markPageShownBeforeCheck(landingPath);
  return renderToString(
    <StaticRouter location={landingPath}>
      <PortalRoutes />
    </StaticRouter>,
  );
}
