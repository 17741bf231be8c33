import { parseProviderMetadata, ProviderMetadataError } from '@portal/session';
import { testDiscoveryDocument } from '@portal/testing/test-provider-metadata';

const issuer = testDiscoveryDocument.issuer;

describe('OpenID Connect discovery', () => {
  it('reads the endpoints the portal uses from the document of the configured issuer', () => {
    expect(parseProviderMetadata(testDiscoveryDocument, issuer)).toEqual({
      issuer,
      authorizationEndpoint: `${issuer}/auth`,
      tokenEndpoint: `${issuer}/oauth2/token`,
      revocationEndpoint: `${issuer}/token/revocation`,
    });
    expect(parseProviderMetadata({ ...testDiscoveryDocument, revocation_endpoint: undefined }, `${issuer}/`).revocationEndpoint).toBeNull();
  });

  it.each([
    ['another issuer', { issuer: 'https://login.attacker.example' }],
    ['no authorization-code flow', { response_types_supported: ['token', 'id_token'] }],
    ['no PKCE S256', { code_challenge_methods_supported: ['plain'] }],
    ['no code_challenge_methods_supported at all', { code_challenge_methods_supported: undefined }],
    ['code_challenge_methods_supported that is not a list', { code_challenge_methods_supported: 'S256' }],
    ['a token endpoint on another http origin', { token_endpoint: 'http://attacker.example/token' }],
    ['a missing authorization endpoint', { authorization_endpoint: undefined }],
    ['a token endpoint that is not a URL', { token_endpoint: 'not a url' }],
  ])('refuses a document with %s', (_name, change) => {
    expect(() => parseProviderMetadata({ ...testDiscoveryDocument, ...change }, issuer)).toThrow(ProviderMetadataError);
  });

  it('accepts https endpoints on other hosts (a real provider behind a CDN)', () => {
    const real = {
      ...testDiscoveryDocument,
      issuer: 'https://login.example.com',
      token_endpoint: 'https://tokens.example.com/token',
      authorization_endpoint: 'https://login.example.com/authorize',
      revocation_endpoint: 'https://login.example.com/revoke',
    };
    expect(parseProviderMetadata(real, 'https://login.example.com').tokenEndpoint).toBe('https://tokens.example.com/token');
  });
});
