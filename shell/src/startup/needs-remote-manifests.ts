// Whether the first page needs the remotes' manifests (docs/remote-manifest.md): every page but the
// shell's public ones (the landing page, outage, contact), whose first render must not wait for, or
// fetch, anything of the remotes (/login fetches no remote file). Sign-in's return
// (/auth-success) leads to a signed-in page, so it starts them beside the token exchange.
import { routeFor } from '@portal/rights';

export function needsRemoteManifests(pathname: string): boolean {
  const route = routeFor(pathname);
  if (route?.page.kind === 'shell' && route.page.page === 'auth-success') return true;
  return !(route && route.page.kind === 'shell' && route.access === 'public');
}
