import { createHash } from 'node:crypto';
import { buildSignInUrl, codeChallengeS256, createCodeVerifier, sessionKeys, setPortalConfig } from '@portal/session';
import { discoveryAnswer, testDiscoveryDocument } from '@portal/testing/test-provider-metadata';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';

beforeAll(() => {
  setPortalConfig(testRuntimeConfig);
  globalThis.fetch = ((input: RequestInfo | URL) =>
    Promise.resolve(discoveryAnswer(input) ?? new Response(null, { status: 404 }))) as typeof fetch;
});

describe('sign-in redirect', () => {
  it('makes a code verifier from 28 random values in hex, different each time', () => {
    const first = createCodeVerifier();
    expect(first).toMatch(/^[0-9a-f]{56}$/);
    expect(createCodeVerifier()).not.toBe(first);
  });

  it('derives the S256 code challenge as base64url(SHA-256(verifier))', async () => {
    const verifier = 'a'.repeat(56);
    const expected = createHash('sha256').update(verifier).digest('base64url');
    await expect(codeChallengeS256(verifier)).resolves.toBe(expected);
  });

  it('redirects to the authorization endpoint with the parameters of the spec', async () => {
    const url = new URL(await buildSignInUrl('https://portal.example.com'));
    expect(`${url.origin}${url.pathname}`).toBe(testDiscoveryDocument.authorization_endpoint);
    expect(url.searchParams.get('client_id')).toBe('member-portal');
    expect(url.searchParams.get('scope')).toBe('openid profile offline_access');
    expect(url.searchParams.get('redirect_uri')).toBe('https://portal.example.com/auth-success');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const verifier = sessionStorage.getItem(sessionKeys.codeVerifier) ?? '';
    expect(url.searchParams.get('code_challenge')).toBe(await codeChallengeS256(verifier));
    expect(url.searchParams.get('state')).toBe(sessionStorage.getItem('oauth_state'));
  });

  it('names the brand the page wears, so the sign-in pages show it', async () => {
    document.documentElement.setAttribute('data-brand', 'BA');
    try {
      expect(new URL(await buildSignInUrl('https://portal.example.com')).searchParams.get('brand')).toBe('BA');
    } finally {
      document.documentElement.removeAttribute('data-brand');
    }
  });

  it('names no brand for a page without a known one', async () => {
    expect(new URL(await buildSignInUrl('https://portal.example.com')).searchParams.has('brand')).toBe(false);
    document.documentElement.setAttribute('data-brand', 'ba"><script>');
    try {
      expect(new URL(await buildSignInUrl('https://portal.example.com')).searchParams.has('brand')).toBe(false);
    } finally {
      document.documentElement.removeAttribute('data-brand');
    }
  });
});
