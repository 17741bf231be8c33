// Reads each remote's manifest (remote-manifest.json beside its mf-manifest.json, docs/remote-manifest.md)
// and composes the portal from them (@portal/rights composePortal). All are fetched in parallel, once
// per page load, revalidated like remotes.json (the servers send them no-cache). A manifest that is
// missing or invalid leaves its remote out: its pages show the unavailable panel, its menu entries are
// absent, and every other remote works. Public shell pages (/login) never wait for this and, when
// they are the first page, never fetch the manifests at all (see bootstrap.tsx).
import type { RemoteManifest } from '@portal/contracts/remote-manifest';
import { composePortal, markComposing, portalCompositionStore } from '@portal/rights';

// The validator loads with the first composition, never with /login's start-up code.
const loadValidator = () => import('@portal/contracts/remote-manifest');

let manifestUrls: Readonly<Record<string, string>> = {};
let composing: Promise<void> | null = null;

async function readManifest(name: string, mfManifestUrl: string): Promise<RemoteManifest | null> {
  try {
    const validator = loadValidator();
    // remoteManifestUrl of @portal/contracts/remote-manifest, inlined: that module is the lazy validator.
    const response = await fetch(new URL('remote-manifest.json', mfManifestUrl).href, { credentials: 'omit' });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const json: unknown = await response.json();
    const parsed = (await validator).parseRemoteManifest(json, name);
    if (!parsed.ok) throw new Error(`is invalid: ${parsed.errors.join('; ')}`);
    return parsed.value;
  } catch (error) {
    console.error(`[portal] the manifest of ${name} ${error instanceof Error ? error.message : 'could not be read'}`);
    return null;
  }
}

/** The registry's (or a QA override's) mf-manifest.json URL of each remote, in remotes.json's order. */
export function setRemoteManifestUrls(urls: Readonly<Record<string, string>>): void {
  manifestUrls = urls;
  composing = null;
}

/** Starts (once) reading every remote's manifest and composing the portal; resolves when composed. */
export function ensurePortalComposed(): Promise<void> {
  if (composing) return composing;
  // Composed already (by an earlier read, or by a test harness): nothing to read.
  if (portalCompositionStore.getState().status === 'composed') return Promise.resolve();
  return readAndCompose();
}

function readAndCompose(): Promise<void> {
  markComposing();
  const names = Object.keys(manifestUrls);
  composing = Promise.all(names.map((name) => readManifest(name, manifestUrls[name]!))).then((manifests) => {
    const composition = composePortal(Object.fromEntries(names.map((name, index) => [name, manifests[index] ?? null])));
    for (const problem of composition.problems) console.error(`[portal] ${problem}`);
  });
  return composing;
}

/** Reads the manifests again (Retry on the unavailable panel of a remote whose manifest failed). */
export function recomposePortal(): Promise<void> {
  return readAndCompose();
}
