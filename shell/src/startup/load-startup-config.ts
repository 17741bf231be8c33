// Reads the deployment's runtime configuration and remote registry, both served beside index.html
// with no-cache, so a redeploy of either takes effect on the next page load without a shell rebuild.
import { parseRemoteRegistry, type RemoteRegistry } from '@portal/contracts/remote-registry';
import { parseRuntimeConfig, type PortalRuntimeConfig } from '@portal/contracts/runtime-config';

export interface StartupConfig {
  config: PortalRuntimeConfig;
  registry: RemoteRegistry;
}

export class StartupConfigError extends Error {
  constructor(
    message: string,
    readonly details: string[],
  ) {
    super(message);
    this.name = 'StartupConfigError';
  }
}

/**
 * A JSON file or answer; a failure names the URL and status only. The servers send these files with
 * Cache-Control: no-cache, so they are always revalidated. The request keeps the default cache mode
 * and credentials so that it takes up the preload index.html starts for the two deployment files.
 */
export async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new StartupConfigError(`${url} answered ${response.status}`, []);
  try {
    return await response.json();
  } catch {
    throw new StartupConfigError(`${url} is not valid JSON`, []);
  }
}

export async function loadStartupConfig(): Promise<StartupConfig> {
  const [configJson, registryJson] = await Promise.all([fetchJson('/config.json'), fetchJson('/remotes.json')]);
  const config = parseRuntimeConfig(configJson);
  if (!config.ok) throw new StartupConfigError('config.json is invalid', config.errors);
  const registry = parseRemoteRegistry(registryJson);
  if (!registry.ok) throw new StartupConfigError('remotes.json is invalid', registry.errors);
  return { config: config.value, registry: registry.value };
}
