// The identity provider's token endpoint (a form-encoded POST), and what its answers
// mean for the member's session: only a refusal (400, invalid_grant, or 401) ends it; no answer or a
// server error is the provider's trouble, and the session still stands.
import { fetchFromIdentityProvider, IdentityProviderUnavailableError } from './identity-provider-fetch';
import { loadProviderMetadata } from './provider-metadata';

/** The session cannot go on: the member signs in again (OAU-0001). */
export class SessionEndedError extends Error {
  readonly code = 'OAU-0001';
  constructor(reason: string) {
    super(reason);
    this.name = 'SessionEndedError';
  }
}

export interface TokenResponse {
  access_token: string;
  refresh_token?: string;
}

/** The statuses by which the token endpoint refuses a grant (RFC 6749, 5.2). */
const refusals = new Set([400, 401]);

/**
 * Posts a grant. Fails with SessionEndedError when the provider refuses it, and with
 * IdentityProviderUnavailableError when the provider (discovery included) gives no usable answer.
 */
export async function postTokenRequest(form: Record<string, string>): Promise<TokenResponse> {
  const { tokenEndpoint } = await loadProviderMetadata();
  const response = await fetchFromIdentityProvider(tokenEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
    credentials: 'omit',
  });
  if (refusals.has(response.status)) throw new SessionEndedError(`token endpoint answered ${response.status}`);
  if (!response.ok) throw new IdentityProviderUnavailableError(response.status, `token endpoint answered ${response.status}`);
  let body: Partial<TokenResponse>;
  try {
    body = (await response.json()) as Partial<TokenResponse>;
  } catch {
    throw new IdentityProviderUnavailableError(response.status, 'token endpoint answered something that is not JSON');
  }
  if (typeof body.access_token !== 'string') throw new SessionEndedError('token response without access_token');
  return body as TokenResponse;
}
