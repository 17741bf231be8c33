// The runtime remote registry (docs/decisions/0004-remotes-found-at-run-time.md): `remotes.json` beside the shell's index.html
// maps each remote's federation name to its `mf-manifest.json` URL and a version. Replacing an entry
// (or deploying a new build to the same URL) changes the running portal without a shell rebuild.

export const remoteNames = ['mfe_claims', 'mfe_pharmacy_programs', 'mfe_messages', 'mfe_settings', 'mfe_registration'] as const;

export type RemoteName = (typeof remoteNames)[number];

/**
 * How long what loading a remote fetches (its mf-manifest.json, its remoteEntry.js, the chunks of an
 * exposed module) may take to arrive before the shell gives up and shows the unavailable panel with
 * Retry. A remote's own chunk loading gives up after the same time (its build's chunkLoadTimeout), so
 * Retry asks for a chunk afresh instead of waiting on the one that never came.
 */
export const remoteLoadDeadlineMs = 15_000;

export interface RemoteRegistryEntry {
  /** Absolute http(s) URL of the remote's mf-manifest.json. */
  manifest: string;
  /** Version of the deployed build, shown in support views and sent nowhere else. */
  version: string;
  /**
   * The remote's manifest (its remote-manifest.json), inline, as the shell's server or a deploy step
   * puts it: the shell then composes the portal without a request to the remote (docs/remote-manifest.md).
   * Validated by the shell with parseRemoteManifest, like a fetched one.
   */
  remoteManifest?: unknown;
}

export type RemoteRegistry = Record<RemoteName, RemoteRegistryEntry>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: string[] };

export function isRemoteName(value: string): value is RemoteName {
  return (remoteNames as readonly string[]).includes(value);
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A URL on this machine (localhost or a loopback address), where plain http is acceptable. */
export function isLoopbackUrl(value: string): boolean {
  try {
    return loopbackHosts.has(new URL(value).hostname);
  } catch {
    return false;
  }
}

/**
 * Remote code must come over https: a manifest over plain http could be swapped on the network, and
 * with it every script of the remote. Plain http is accepted only on this machine.
 */
function isSecureManifestUrl(value: string): boolean {
  return new URL(value).protocol === 'https:' || isLoopbackUrl(value);
}

/** Validates the parsed JSON of remotes.json: `{ "remotes": { "<name>": { manifest, version } } }`. */
export function parseRemoteRegistry(json: unknown): ParseResult<RemoteRegistry> {
  const errors: string[] = [];
  const remotes = (json as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    return { ok: false, errors: ['remotes.json must be an object with a "remotes" object'] };
  }
  const entries = remotes as Record<string, unknown>;
  for (const key of Object.keys(entries)) {
    if (!isRemoteName(key)) errors.push(`unknown remote "${key}"`);
  }
  const registry: Partial<RemoteRegistry> = {};
  for (const name of remoteNames) {
    const entry = entries[name] as { manifest?: unknown; version?: unknown } | undefined;
    if (!entry || typeof entry !== 'object') {
      errors.push(`remote "${name}" is missing`);
      continue;
    }
    if (!isHttpUrl(entry.manifest) || !entry.manifest.endsWith('.json')) {
      errors.push(`remote "${name}": "manifest" must be an http(s) URL of an mf-manifest.json`);
      continue;
    }
    if (!isSecureManifestUrl(entry.manifest)) {
      errors.push(`remote "${name}": "manifest" must be an https URL (plain http only on localhost)`);
      continue;
    }
    if (typeof entry.version !== 'string' || entry.version.trim() === '') {
      errors.push(`remote "${name}": "version" must be a non-empty string`);
      continue;
    }
    const inline = (entry as { remoteManifest?: unknown }).remoteManifest;
    registry[name] = { manifest: entry.manifest, version: entry.version, ...(inline === undefined ? {} : { remoteManifest: inline }) };
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: registry as RemoteRegistry };
}

/**
 * QA overrides in QA builds only (never in a production bundle: shell/src/remotes/remote-registration.ts):
 * `?remote.<name>=<manifest URL>` on any page, remembered for the browser session.
 * `?remote.<name>=` (empty) removes the override. Only manifests on this machine or on an origin of
 * the deployment's allow-list (config.json `qaRemoteOrigins`) are taken: a link from anyone else
 * cannot load their code into the portal.
 */
export const remoteOverrideStorageKey = 'portal.remoteOverrides';
export const remoteOverrideQueryPrefix = 'remote.';

/** Whether a QA override may point at this URL: loopback, or an origin of the allow-list. */
export function isAllowedOverrideUrl(value: string, allowedOrigins: readonly string[]): boolean {
  if (!isHttpUrl(value)) return false;
  return isLoopbackUrl(value) || allowedOrigins.includes(new URL(value).origin);
}

export function readRemoteOverrides(
  search: string,
  stored: string | null,
  allowedOrigins: readonly string[] = [],
): { overrides: Partial<Record<RemoteName, string>>; errors: string[] } {
  const errors: string[] = [];
  let overrides: Partial<Record<RemoteName, string>> = {};
  if (stored) {
    try {
      const parsed = JSON.parse(stored) as Record<string, unknown>;
      for (const [name, url] of Object.entries(parsed)) {
        if (isRemoteName(name) && typeof url === 'string' && isAllowedOverrideUrl(url, allowedOrigins)) overrides[name] = url;
      }
    } catch {
      overrides = {};
    }
  }
  const params = new URLSearchParams(search);
  for (const [key, value] of params) {
    if (!key.startsWith(remoteOverrideQueryPrefix)) continue;
    const name = key.slice(remoteOverrideQueryPrefix.length);
    if (!isRemoteName(name)) {
      errors.push(`unknown remote "${name}" in ${key}`);
    } else if (value === '') {
      delete overrides[name];
    } else if (!isHttpUrl(value)) {
      errors.push(`${key} must be an http(s) URL`);
    } else if (isAllowedOverrideUrl(value, allowedOrigins)) {
      overrides[name] = value;
    } else {
      errors.push(`${key} must be on localhost or an origin of config.json "qaRemoteOrigins"`);
    }
  }
  return { overrides, errors };
}
