// The sign-in redirect of docs/product/session.md#session-sign-in-redirect: authorization code with PKCE (S256).
import { brandHintParameter, brandTierOfHint } from '@portal/contracts/brand-hint';
import { getPortalConfig } from './portal-config';
import { loadProviderMetadata } from './provider-metadata';
import { sessionKeys, writeSessionItem } from './session-storage-keys';

export const oauthStateKey = 'oauth_state';
const scope = 'openid profile offline_access';

function randomHex(count: number): string {
  const values = new Uint32Array(count);
  crypto.getRandomValues(values);
  // Two hex digits of each random 32-bit value keeps the verifier within PKCE's 43-128 characters.
  return Array.from(values, (value) => `0${value.toString(16)}`.slice(-2)).join('');
}

/** The code verifier: 28 random 32-bit values in hex (56 characters). */
export function createCodeVerifier(): string {
  return randomHex(28);
}

function base64Url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function codeChallengeS256(verifier: string): Promise<string> {
  return base64Url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
}

export function signInRedirectUri(origin: string = window.location.origin): string {
  return `${origin}/auth-success`;
}

/**
 * The brand the page wears (<html data-brand>, set from the selected plan or the brand remembered on
 * this device), so the identity provider's pages show the brand the member signs in from; none for a
 * page without a known brand (the provider then shows the default brand).
 */
export function pageBrandTier(): string | null {
  return brandTierOfHint(document.documentElement.getAttribute('data-brand'));
}

/** Builds the authorization URL and remembers the verifier and state for the return page. */
export async function buildSignInUrl(origin: string = window.location.origin, brand: string | null = pageBrandTier()): Promise<string> {
  const { oidcClientId } = getPortalConfig();
  const { authorizationEndpoint } = await loadProviderMetadata();
  const verifier = createCodeVerifier();
  const state = randomHex(16);
  writeSessionItem(sessionKeys.codeVerifier, verifier);
  writeSessionItem(oauthStateKey, state);
  const url = new URL(authorizationEndpoint);
  url.search = new URLSearchParams({
    client_id: oidcClientId,
    scope,
    redirect_uri: signInRedirectUri(origin),
    response_type: 'code',
    state,
    code_challenge: await codeChallengeS256(verifier),
    code_challenge_method: 'S256',
  }).toString();
  const brandTier = brandTierOfHint(brand);
  if (brandTier) url.searchParams.set(brandHintParameter, brandTier);
  return url.toString();
}

export async function startSignIn(): Promise<void> {
  window.location.assign(await buildSignInUrl());
}
