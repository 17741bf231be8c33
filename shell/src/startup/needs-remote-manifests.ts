// Whether the first page needs the remotes' manifests (docs/remote-manifest.md): every page but the
// shell's public ones (the landing page, sign-in's return, outage, contact), whose first render must
// not wait for, or fetch, anything of the remotes (issue 11: /login fetches no remote file).
import { routeFor } from '@portal/rights';

export function needsRemoteManifests(pathname: string): boolean {
  const route = routeFor(pathname);
  return !(route && route.page.kind === 'shell' && route.access === 'public');
}
