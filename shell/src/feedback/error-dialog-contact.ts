// Where the error dialog's "contact us" leads (docs/product/errors-and-messages.md#errors-dialog): /contact-us on authenticated pages
// except plan selection, /contact everywhere else. Decided by the page the member is on, not by
// whether a token exists: a signed-in member on /login, a public page or not-found gets /contact too.
import type { RouteDefinition } from '@portal/contracts/route-table';

export function errorDialogContactPath(
  route: Pick<RouteDefinition, 'access' | 'planOptional'> | undefined,
  signedIn: boolean,
): '/contact-us' | '/contact' {
  // The terms of use are an authenticated page only when a token exists (docs/product/routes-and-guards.md#routes-public).
  const authenticatedPage = route?.access === 'authenticated' || (route?.access === 'authenticated-when-token' && signedIn);
  // Plan selection is authenticated, but /contact-us needs a plan.
  return authenticatedPage && signedIn && route?.planOptional !== true ? '/contact-us' : '/contact';
}
