// The identity provider's discovery document as the local sandbox serves it, for tests that stand in
// for fetch: @portal/session finds the provider's endpoints by OpenID Connect discovery
// (shared/session/src/provider-metadata.ts).
import { testRuntimeConfig } from './test-runtime-config';

const issuer = testRuntimeConfig.oidcIssuer;

export const testDiscoveryDocument = {
  issuer,
  authorization_endpoint: `${issuer}/auth`,
  token_endpoint: `${issuer}/oauth2/token`,
  revocation_endpoint: `${issuer}/token/revocation`,
  response_types_supported: ['code'],
  code_challenge_methods_supported: ['S256'],
  grant_types_supported: ['authorization_code', 'refresh_token'],
};

/** The discovery document's answer when `input` asks for it, else null (the test answers the call). */
export function discoveryAnswer(input: RequestInfo | URL): Response | null {
  if (!String(input).endsWith('/.well-known/openid-configuration')) return null;
  return new Response(JSON.stringify(testDiscoveryDocument), { status: 200, headers: { 'Content-Type': 'application/json' } });
}
