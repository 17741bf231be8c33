// Opens the connections to the remotes' hosts while the shell starts, so that a page's first remote
// files do not wait for a new connection's handshake: a round trip or two on a slow network, before
// each host's first file. Two for each host: the shell reads a remote's manifests with fetch (a CORS
// request without credentials) and the federation runtime adds its entry and chunks as plain script
// elements, and a browser keeps those two kinds of request on separate connections. Nothing is fetched.
import { preconnect } from 'react-dom';

/** The hosts of these remote URLs other than the page's own (that connection is open already). */
export function remoteHosts(urls: Readonly<Record<string, string>>, pageOrigin: string): string[] {
  const hosts = new Set<string>();
  for (const url of Object.values(urls)) {
    try {
      const { origin } = new URL(url, pageOrigin);
      if (origin !== pageOrigin && /^https?:/.test(origin)) hosts.add(origin);
    } catch {
      // remotes.json is validated before this; an address that does not parse is simply not warmed.
    }
  }
  return [...hosts];
}

export function preconnectRemoteHosts(urls: Readonly<Record<string, string>>, pageOrigin = window.location.origin): void {
  for (const host of remoteHosts(urls, pageOrigin)) {
    preconnect(host);
    preconnect(host, { crossOrigin: 'anonymous' });
  }
}
