// @ts-check
// The two deployment files served beside the shell's index.html: config.json (base URLs) and
// remotes.json (the remote registry). `pnpm start` and `pnpm dev` generate them for this machine; a real
// deployment uploads its own (see docs/deploy.md#deploying-a-remote).
import fs from 'node:fs';
import path from 'node:path';
import { apps, portOf, sandboxUrl, workspaceRoot } from './apps.mjs';

/**
 * @param {{ environment?: 'development' | 'test' | 'production', env?: NodeJS.ProcessEnv, apiOrigin?: string }} [options]
 *   apiOrigin: where the browser calls the member API and FHIR when a gateway in front of the sandbox
 *   serves them (the portal's own origin under `pnpm start`, see apiGateway); the sandbox otherwise.
 */
export function runtimeConfig({ environment = 'development', env = process.env, apiOrigin } = {}) {
  const sandbox = sandboxUrl(env);
  const api = apiOrigin ?? sandbox;
  // Live chat: the sandbox's simulated provider by default; PORTAL_CHAT_URL='' (or 'off') offers no chat.
  const chatUrl = env.PORTAL_CHAT_URL ?? `${sandbox}/sandbox/chat`;
  const chat =
    chatUrl && chatUrl !== 'off'
      ? {
          provider: env.PORTAL_CHAT_PROVIDER || 'genesys',
          adapter: 'sandbox',
          baseUrl: chatUrl,
          campaign: env.PORTAL_CHAT_CAMPAIGN || 'MemberPortal',
        }
      : undefined;
  return {
    environment,
    memberApiBaseUrl: env.PORTAL_MEMBER_API_URL || `${api}/member/portal/v1`,
    fhirBaseUrl: env.PORTAL_FHIR_URL || `${api}/fhir/R4`,
    oidcIssuer: env.PORTAL_OIDC_ISSUER || `${sandbox}/oidc`,
    oidcClientId: env.PORTAL_OIDC_CLIENT_ID || 'member-portal',
    ...(chat ? { chat } : {}),
    // QA builds may load a remote from these origins besides localhost (comma-separated origins).
    qaRemoteOrigins: (env.PORTAL_QA_REMOTE_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    // No session-recording key: this file is public. The sandbox's identity provider puts the member's
    // session-recording id in the access token (SESSION_RECORDING_SECRET, sandbox/README.md).
  };
}

/**
 * The gateway `pnpm start` puts in front of the sandbox: the shell's server hands /member/ and /fhir/
 * to it, so the portal calls its API on its own origin, as behind a production gateway
 * (docs/deploy.md), and no call waits for a CORS preflight. Each prefix goes to one fixed upstream
 * origin. Off when the API is elsewhere (PORTAL_MEMBER_API_URL or PORTAL_FHIR_URL set) or with
 * PORTAL_API_GATEWAY=off.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} shellOrigin
 * @returns {{ routes: Record<string, string>, origin: string } | null}
 */
export function apiGateway(env, shellOrigin) {
  if (env.PORTAL_API_GATEWAY === 'off' || env.PORTAL_MEMBER_API_URL || env.PORTAL_FHIR_URL) return null;
  const sandbox = new URL(sandboxUrl(env)).origin;
  return { routes: { '/member/': sandbox, '/fhir/': sandbox }, origin: shellOrigin };
}

/** @param {string} appDir */
function packageVersion(appDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(workspaceRoot, appDir, 'package.json'), 'utf8'));
  return String(pkg.version);
}

/**
 * The registry for remotes served on this machine's ports.
 * @param {{ host?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export function localRemoteRegistry({ host = 'localhost', env = process.env } = {}) {
  /** @type {Record<string, { manifest: string, version: string }>} */
  const remotes = {};
  for (const app of apps.filter((candidate) => candidate.kind === 'remote')) {
    remotes[app.federationName] = {
      manifest: `http://${host}:${portOf(app, env)}/mf-manifest.json`,
      version: packageVersion(app.dir),
    };
  }
  return { remotes };
}

/**
 * The origins a shell page may load code from: its remotes, and nothing else.
 * @param {{ remotes: Record<string, { manifest: string }> }} registry
 */
export function remoteOrigins(registry) {
  return [...new Set(Object.values(registry.remotes).map((remote) => new URL(remote.manifest).origin))];
}

/**
 * The origins a shell page calls: the member API, FHIR, the identity provider and the chat provider.
 * @param {ReturnType<typeof runtimeConfig>} config
 */
export function serviceOrigins(config) {
  const urls = [config.memberApiBaseUrl, config.fhirBaseUrl, config.oidcIssuer, ...(config.chat ? [config.chat.baseUrl] : [])];
  return [...new Set(urls.map((url) => new URL(url).origin))];
}
