// Reads each remote's manifest and composes the portal from them (@portal/rights composePortal,
// docs/remote-manifest.md). Where a manifest comes from: remotes.json carries it inline when the shell's
// server (or the deploy step) put it there, so the shell asks no remote for anything it does not load;
// otherwise, or when a QA override points the remote elsewhere, it is fetched from remote-manifest.json
// beside the remote's mf-manifest.json (all in parallel, revalidated like remotes.json: no-cache). A
// remote whose manifest is unreachable (or does not answer within the remote load deadline) falls back
// to the inline copy; one with neither, or with an
// invalid one, is left out: its pages show the unavailable panel, its menu entries are absent, and every
// other remote works. Public shell pages (/login) never wait for this and, when they are the first page,
// never read the manifests at all (see bootstrap.tsx).
import type { RemoteManifest } from '@portal/contracts/remote-manifest';
import type { RemoteRegistry } from '@portal/contracts/remote-registry';
import { composePortal, markComposing, portalCompositionStore } from '@portal/rights';
import { fetchWithinDeadline, remoteLoadDeadlineMs } from './remote-load-deadline';

// The validator loads with the first composition, never with /login's start-up code.
const loadValidator = () => import('@portal/contracts/remote-manifest');

let manifestUrls: Readonly<Record<string, string>> = {};
let inlineManifests: Readonly<Record<string, unknown>> = {};
let composing: Promise<void> | null = null;

async function fetchManifest(mfManifestUrl: string): Promise<unknown> {
  // remoteManifestUrl of @portal/contracts/remote-manifest, inlined: that module is the lazy validator.
  // A remote that does not answer in time is one whose manifest could not be read.
  const response = await fetchWithinDeadline(
    new URL('remote-manifest.json', mfManifestUrl).href,
    { credentials: 'omit' },
    remoteLoadDeadlineMs,
  );
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return response.json();
}

async function readManifest(name: string, mfManifestUrl: string): Promise<RemoteManifest | null> {
  const validator = loadValidator();
  const inline = inlineManifests[name];
  let json = inline;
  try {
    if (inline === undefined) json = await fetchManifest(mfManifestUrl);
  } catch (error) {
    console.error(`[portal] ${name} could not be loaded: its manifest ${error instanceof Error ? error.message : 'could not be read'}`);
    json = undefined;
  }
  if (json === undefined) json = fallbackManifests[name];
  if (json === undefined) return null;
  const parsed = (await validator).parseRemoteManifest(json, name);
  if (parsed.ok) return parsed.value;
  console.error(`[portal] ${name} could not be loaded: its manifest is invalid: ${parsed.errors.join('; ')}`);
  return null;
}

let fallbackManifests: Readonly<Record<string, unknown>> = {};

/**
 * The mf-manifest.json URL of each remote in use (the registry's, or a QA override's), in remotes.json's
 * order, and the registry with the manifests it carries inline: used as they are for a remote at its
 * registry URL, and as the fallback for one a QA override points elsewhere.
 */
export function setRemoteManifestUrls(urls: Readonly<Record<string, string>>, registry?: RemoteRegistry): void {
  manifestUrls = urls;
  const entries = Object.entries(registry ?? {}) as [string, RemoteRegistry[keyof RemoteRegistry]][];
  fallbackManifests = Object.fromEntries(
    entries.filter(([, entry]) => entry.remoteManifest !== undefined).map(([name, entry]) => [name, entry.remoteManifest]),
  );
  inlineManifests = Object.fromEntries(
    entries
      .filter(([name, entry]) => entry.remoteManifest !== undefined && urls[name] === entry.manifest)
      .map(([name, entry]) => [name, entry.remoteManifest]),
  );
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

/**
 * Runs once the portal is next composed, as the composition is stored: before React renders what
 * it composes (a store subscriber runs inside the update). At once when it is composed already.
 */
export function whenPortalComposed(callback: () => void): void {
  if (portalCompositionStore.getState().status === 'composed') {
    callback();
    return;
  }
  const unsubscribe = portalCompositionStore.subscribe((state) => {
    if (state.status !== 'composed') return;
    unsubscribe();
    callback();
  });
}

/** Reads the manifests again (Retry on the unavailable panel of a remote whose manifest failed). */
export function recomposePortal(): Promise<void> {
  return readAndCompose();
}
