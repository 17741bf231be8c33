// The identity provider's endpoints come from OpenID Connect discovery
// (`<issuer>/.well-known/openid-configuration`), so a deployment configures only the issuer and the
// client id (docs/deploy.md#deploying-a-remote: config.json). Loaded once per page and shared by every caller.
import { fetchFromIdentityProvider, IdentityProviderUnavailableError } from './identity-provider-fetch';
import { getPortalConfig } from './portal-config';

export interface ProviderMetadata {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** RFC 7009 token revocation; a provider without it cannot end a session early. */
  revocationEndpoint: string | null;
}

export class ProviderMetadataError extends Error {
  constructor(reason: string) {
    super(`The identity provider's discovery document is not usable: ${reason}`);
    this.name = 'ProviderMetadataError';
  }
}

/** An endpoint must be https, or http on the same origin as an http issuer (the local sandbox). */
function endpointUrl(value: unknown, issuer: URL, name: string, required: boolean): string | null {
  if (value === undefined || value === null) {
    if (required) throw new ProviderMetadataError(`${name} is missing`);
    return null;
  }
  let url: URL;
  try {
    url = new URL(String(value));
  } catch {
    throw new ProviderMetadataError(`${name} is not a URL`);
  }
  const secure = url.protocol === 'https:';
  const localHttp = url.protocol === 'http:' && issuer.protocol === 'http:' && url.origin === issuer.origin;
  if (!secure && !localHttp) throw new ProviderMetadataError(`${name} must be an https URL`);
  return url.toString();
}

/** Checks a discovery document against the configured issuer (OpenID Connect Discovery 1.0, section 4.3). */
export function parseProviderMetadata(json: unknown, configuredIssuer: string): ProviderMetadata {
  if (typeof json !== 'object' || json === null) throw new ProviderMetadataError('not a JSON object');
  const document = json as Record<string, unknown>;
  const issuer = String(document.issuer ?? '').replace(/\/$/, '');
  if (issuer !== configuredIssuer.replace(/\/$/, '')) throw new ProviderMetadataError('its issuer is not the configured issuer');
  const responseTypes = document.response_types_supported;
  if (!Array.isArray(responseTypes) || !responseTypes.includes('code')) {
    throw new ProviderMetadataError('it does not offer the authorization-code flow');
  }
  // The portal signs in with PKCE S256 only (docs/security.md, "Sessions that end"). A document that does not
  // list the methods says nothing about them (RFC 8414 section 2: omitted means PKCE is not offered),
  // so it is refused like one that lists only `plain`.
  const challengeMethods = document.code_challenge_methods_supported;
  if (!Array.isArray(challengeMethods) || !challengeMethods.includes('S256')) {
    throw new ProviderMetadataError('it does not offer PKCE with S256');
  }
  const issuerUrl = new URL(configuredIssuer);
  return {
    issuer,
    authorizationEndpoint: endpointUrl(document.authorization_endpoint, issuerUrl, 'authorization_endpoint', true)!,
    tokenEndpoint: endpointUrl(document.token_endpoint, issuerUrl, 'token_endpoint', true)!,
    revocationEndpoint: endpointUrl(document.revocation_endpoint, issuerUrl, 'revocation_endpoint', false),
  };
}

let loading: Promise<ProviderMetadata> | null = null;

async function fetchProviderMetadata(): Promise<ProviderMetadata> {
  const { oidcIssuer } = getPortalConfig();
  const response = await fetchFromIdentityProvider(`${oidcIssuer}/.well-known/openid-configuration`, {
    headers: { Accept: 'application/json' },
    credentials: 'omit',
  });
  if (!response.ok) throw new IdentityProviderUnavailableError(response.status, `discovery answered ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new IdentityProviderUnavailableError(response.status, 'discovery answered something that is not JSON');
  }
  return parseProviderMetadata(json, oidcIssuer);
}

/**
 * The provider's endpoints, fetched once per page (a failure is retried on the next call). Fails with
 * IdentityProviderUnavailableError when the provider does not answer (within its wait) or answers an
 * error, and with ProviderMetadataError when its document is not one the portal can use.
 */
export function loadProviderMetadata(): Promise<ProviderMetadata> {
  loading ??= fetchProviderMetadata().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Tests only: forget the loaded document. */
export function forgetProviderMetadata(): void {
  loading = null;
}
