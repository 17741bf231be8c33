// What a signed-in start asks for first, fetched before the shell's code has run: the build names the
// files of the HTTP client (axios and its interceptors), the remote manifests' validator and the
// signed-in navigation in a meta element (tools/lib/startup-preload-plugin.mjs), and, when a session
// is kept in this tab, each becomes a <link rel="preload">, as a script or a stylesheet. They then download beside the shell's start-up scripts instead of a round trip
// after them. A signed-out visitor (a public page) fetches none of them.
import { readSessionItem, sessionKeys } from '@portal/session/session-storage-keys';

/** The name of the meta element the build writes (signedInPreloadsMetaName in the plugin). */
export const signedInPreloadsMetaName = 'portal-signed-in-preloads';

export function preloadSignedInStart(doc: Document): void {
  if (!readSessionItem(sessionKeys.accessToken)) return;
  const files = doc.querySelector(`meta[name="${signedInPreloadsMetaName}"]`)?.getAttribute('content')?.split(' ') ?? [];
  for (const href of files) {
    // Only the portal's own files: the list is the build's, never anything from the address.
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', href.endsWith('.css') ? 'style' : 'script');
    link.href = href;
    doc.head.append(link);
  }
}
