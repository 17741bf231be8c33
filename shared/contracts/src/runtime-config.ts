// Runtime configuration (`config.json` beside the shell's index.html): every base URL is deployment
// configuration, never a build constant (docs/decisions/0011-sandbox-is-real-software.md).
import type { ParseResult } from './remote-registry';

export type PortalEnvironment = 'development' | 'test' | 'production';

export interface PortalRuntimeConfig {
  environment: PortalEnvironment;
  /** Base of the member API, e.g. http://localhost:4000/member/portal/v1 */
  memberApiBaseUrl: string;
  /** Base of the FHIR R4 API, e.g. http://localhost:4000/fhir/R4 */
  fhirBaseUrl: string;
  /** OpenID Connect issuer, e.g. http://localhost:4000/oidc */
  oidcIssuer: string;
  oidcClientId: string;
  /** Live chat (docs/product/session.md#session-chat); absent: the portal offers no chat. */
  chat?: ChatRuntimeConfig;
  /**
   * Origins a QA override (`?remote.<name>=`) may load a remote from besides this machine; honoured
   * by QA builds only (docs/deploy.md#testing-a-branch-build-qa). Empty when absent.
   */
  qaRemoteOrigins: string[];
  // No session-recording key: config.json is served to every visitor, so a key in it would let anyone
  // test guessed usernames. The identity provider puts the member's id in the access token instead
  // (docs/security.md, "What the browser keeps and shows").
}

/** The chat adapters the shell has: `sandbox` talks to the sandbox's simulated provider. */
export const chatAdapters = ['sandbox'] as const;
export type ChatAdapterName = (typeof chatAdapters)[number];

export interface ChatRuntimeConfig {
  /** The provider this deployment offers; a plan gets chat when its rights' chatType names it. */
  provider: string;
  /** How the shell talks to the provider (optional in config.json; `sandbox` by default). */
  adapter: ChatAdapterName;
  /** Base URL of the provider's chat service, e.g. http://localhost:4000/sandbox/chat */
  baseUrl: string;
  /** The campaign the provider routes chats to. */
  campaign: string;
  /** Colours of the chat widget (#rrggbb; optional in config.json). */
  colors: { primary: string; onPrimary: string };
}

const defaultChatColors: ChatRuntimeConfig['colors'] = { primary: '#00457c', onPrimary: '#ffffff' };

const environments: readonly PortalEnvironment[] = ['development', 'test', 'production'];
const urlKeys = ['memberApiBaseUrl', 'fhirBaseUrl', 'oidcIssuer'] as const;

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const hexColor = /^#[0-9a-fA-F]{6}$/;

/** The optional `chat` section; errors are added to the list. */
function parseChatConfig(json: unknown, errors: string[]): ChatRuntimeConfig | undefined {
  if (json === undefined || json === null) return undefined;
  if (typeof json !== 'object' || Array.isArray(json)) {
    errors.push('"chat" must be an object when present');
    return undefined;
  }
  const input = json as Record<string, unknown>;
  const before = errors.length;
  if (typeof input.provider !== 'string' || input.provider.trim() === '') errors.push('"chat.provider" must be a non-empty string');
  const adapter = input.adapter ?? 'sandbox';
  if (!(chatAdapters as readonly unknown[]).includes(adapter)) errors.push(`"chat.adapter" must be one of ${chatAdapters.join(', ')}`);
  if (!isHttpUrl(input.baseUrl)) errors.push('"chat.baseUrl" must be an http(s) URL');
  if (typeof input.campaign !== 'string' || input.campaign.trim() === '' || input.campaign.length > 100) {
    errors.push('"chat.campaign" must be a non-empty string of at most 100 characters');
  }
  const rawColors = input.colors ?? {};
  const colorsValid = typeof rawColors === 'object' && rawColors !== null && !Array.isArray(rawColors);
  if (!colorsValid) errors.push('"chat.colors" must be an object');
  const colors = (colorsValid ? rawColors : {}) as Record<string, unknown>;
  for (const key of ['primary', 'onPrimary'] as const) {
    if (colors[key] !== undefined && !(typeof colors[key] === 'string' && hexColor.test(colors[key])))
      errors.push(`"chat.colors.${key}" must be a #rrggbb color`);
  }
  if (errors.length > before) return undefined;
  return {
    provider: String(input.provider).trim(),
    adapter: adapter as ChatAdapterName,
    baseUrl: String(input.baseUrl).replace(/\/$/, ''),
    campaign: String(input.campaign).trim(),
    colors: {
      primary: typeof colors.primary === 'string' ? colors.primary : defaultChatColors.primary,
      onPrimary: typeof colors.onPrimary === 'string' ? colors.onPrimary : defaultChatColors.onPrimary,
    },
  };
}

export function parseRuntimeConfig(json: unknown): ParseResult<PortalRuntimeConfig> {
  const errors: string[] = [];
  const input = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  if (!environments.includes(input.environment as PortalEnvironment)) {
    errors.push(`"environment" must be one of ${environments.join(', ')}`);
  }
  for (const key of urlKeys) {
    const value = input[key];
    let valid = false;
    if (typeof value === 'string') {
      try {
        valid = ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        valid = false;
      }
    }
    if (!valid) errors.push(`"${key}" must be an http(s) URL`);
  }
  if (typeof input.oidcClientId !== 'string' || input.oidcClientId === '') {
    errors.push('"oidcClientId" must be a non-empty string');
  }
  const chat = parseChatConfig(input.chat, errors);
  const qaRemoteOrigins = parseOrigins(input.qaRemoteOrigins, 'qaRemoteOrigins', errors);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      environment: input.environment as PortalEnvironment,
      memberApiBaseUrl: String(input.memberApiBaseUrl).replace(/\/$/, ''),
      fhirBaseUrl: String(input.fhirBaseUrl).replace(/\/$/, ''),
      oidcIssuer: String(input.oidcIssuer).replace(/\/$/, ''),
      oidcClientId: String(input.oidcClientId),
      ...(chat ? { chat } : {}),
      qaRemoteOrigins,
    },
  };
}

/** An optional list of http(s) origins (scheme, host and port, nothing else). */
function parseOrigins(value: unknown, key: string, errors: string[]): string[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [];
  const valid = list.every((item) => isHttpUrl(item) && new URL(item).origin === item);
  if (!Array.isArray(value) || !valid) {
    errors.push(`"${key}" must be a list of http(s) origins such as "https://qa.example.com"`);
    return [];
  }
  return list as string[];
}
