import { remoteNames } from '@portal/contracts/remote-registry';
import { resolveManifestUrls } from '../src/remotes/remote-registration';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const registry = Object.fromEntries(
  remoteNames.map((name) => [name, { manifest: `https://cdn.example.com/${name}/mf-manifest.json`, version: '1.0.0' }]),
) as Parameters<typeof resolveManifestUrls>[0];

beforeEach(() => sessionStorage.clear());

describe('resolveManifestUrls', () => {
  it('uses the registry, and lets QA point one remote elsewhere for the browser session (QA build)', () => {
    const { urls } = resolveManifestUrls(registry, '?remote.mfe_claims=http://localhost:4101/mf-manifest.json', { qaBuild: true });
    expect(urls.mfe_claims).toBe('http://localhost:4101/mf-manifest.json');
    expect(urls.mfe_messages).toBe('https://cdn.example.com/mfe_messages/mf-manifest.json');
    // Remembered for the rest of the browser session, without the query parameter.
    expect(resolveManifestUrls(registry, '', { qaBuild: true }).urls.mfe_claims).toBe('http://localhost:4101/mf-manifest.json');
  });

  it('takes a QA override only on localhost or an allowed origin', () => {
    const refused = resolveManifestUrls(registry, '?remote.mfe_claims=https://evil.example.com/mf-manifest.json', { qaBuild: true });
    expect(refused.urls.mfe_claims).toBe('https://cdn.example.com/mfe_claims/mf-manifest.json');
    expect(refused.warnings).toHaveLength(1);
    const allowed = resolveManifestUrls(registry, '?remote.mfe_claims=https://qa.example.com/pr-7/mf-manifest.json', {
      qaBuild: true,
      allowedOrigins: ['https://qa.example.com'],
    });
    expect(allowed.urls.mfe_claims).toBe('https://qa.example.com/pr-7/mf-manifest.json');
  });

  it('never honours an override in a production bundle, even one stored earlier in the session', () => {
    sessionStorage.setItem('portal.remoteOverrides', JSON.stringify({ mfe_claims: 'http://localhost:4101/mf-manifest.json' }));
    const { urls, warnings } = resolveManifestUrls(registry, '?remote.mfe_claims=http://localhost:4101/mf-manifest.json', { qaBuild: false });
    expect(urls.mfe_claims).toBe('https://cdn.example.com/mfe_claims/mf-manifest.json');
    expect(warnings).toEqual([]);
  });
});
