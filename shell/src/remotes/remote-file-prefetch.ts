// Fetches a remote page's files ahead without running them (docs/performance.md#page-weight-history): the remote's
// mf-manifest.json names, for each exposed module, its remote entry, scripts and styles; each becomes a
// <link rel="prefetch">, which the browser downloads into its HTTP cache at the lowest priority. Running
// them (as loadRemote would) is left to the visit, so a prefetch costs the dashboard no main-thread
// time, only bytes.
import { getInstance } from '@module-federation/enhanced/runtime';

interface ExposeAssets {
  path: string;
  assets: { js: { sync: string[] }; css: { sync: string[] } };
}

interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: ExposeAssets[];
}

function isFederationManifest(value: unknown): value is FederationManifest {
  const manifest = value as Partial<FederationManifest> | null;
  return typeof manifest?.metaData?.remoteEntry?.name === 'string' && Array.isArray(manifest.exposes);
}

/** The manifest URL the runtime loads the remote from (remotes.json's, or a QA build's override). */
function manifestUrlOf(remote: string): string | undefined {
  const registered = getInstance()?.options.remotes.find((candidate) => candidate.name === remote);
  return registered && 'entry' in registered ? registered.entry : undefined;
}

const manifests = new Map<string, Promise<FederationManifest | null>>();

function loadManifest(url: string): Promise<FederationManifest | null> {
  let manifest = manifests.get(url);
  if (!manifest) {
    manifest = fetch(url)
      .then((response) => (response.ok ? response.json() : null))
      .then((json: unknown) => (isFederationManifest(json) ? json : null))
      .catch(() => null);
    manifests.set(url, manifest);
  }
  return manifest;
}

/** The files of one exposed module, as absolute URLs: the remote entry first, then scripts and styles. */
export function exposedModuleFiles(
  manifest: FederationManifest,
  manifestUrl: string,
  module: string,
): { scripts: string[]; styles: string[] } | null {
  const expose = manifest.exposes.find((candidate) => candidate.path === module);
  if (!expose) return null;
  // A remote is built with publicPath 'auto': its files sit beside its manifest.
  const resolve = (file: string) => new URL(file, manifestUrl).href;
  const { remoteEntry } = manifest.metaData;
  return {
    scripts: [resolve(`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`), ...expose.assets.js.sync.map(resolve)],
    styles: expose.assets.css.sync.map(resolve),
  };
}

const hinted = new Set<string>();

function addPrefetchLink(href: string, as: 'script' | 'style'): void {
  if (hinted.has(href)) return;
  hinted.add(href);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = as;
  link.href = href;
  document.head.append(link);
}

/** Prefetch hints for a remote page's files; resolves once they are added (or nothing could be). */
export async function prefetchRemoteModuleFiles(remote: string, module: string): Promise<void> {
  const manifestUrl = manifestUrlOf(remote);
  if (!manifestUrl) return;
  const manifest = await loadManifest(manifestUrl);
  const files = manifest && exposedModuleFiles(manifest, manifestUrl, module);
  if (!files) return;
  files.scripts.forEach((href) => addPrefetchLink(href, 'script'));
  files.styles.forEach((href) => addPrefetchLink(href, 'style'));
}
