// The runtime configuration the shell loaded at start, readable by every app (API base URLs, the
// identity provider). Set once by the shell before anything renders.
import type { PortalRuntimeConfig } from '@portal/contracts/runtime-config';

let current: PortalRuntimeConfig | null = null;

export function setPortalConfig(config: PortalRuntimeConfig): void {
  current = config;
}

export function getPortalConfig(): PortalRuntimeConfig {
  if (!current) throw new Error('The portal configuration has not been loaded yet.');
  return current;
}
