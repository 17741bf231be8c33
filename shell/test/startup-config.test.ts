import { remoteNames } from '@portal/contracts/remote-registry';
import { resolveManifestUrls } from '../src/remotes/remote-registration';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const registry = Object.fromEntries(
  remoteNames.map((name) => [name, { manifest: `https://cdn.example.com/${name}/mf-manifest.json`, version: '1.0.0' }]),
) as Parameters<typeof resolveManifestUrls>[0];

beforeEach(() => sessionStorage.clear());

describe('resolveManifestUrls', () => {
  it('uses the registry, and lets QA point one remote elsewhere for the browser session', () => {
    const { urls } = resolveManifestUrls(registry, 'development', '?remote.mfe_claims=http://localhost:4101/mf-manifest.json');
    expect(urls.mfe_claims).toBe('http://localhost:4101/mf-manifest.json');
    expect(urls.mfe_messages).toBe('https://cdn.example.com/mfe_messages/mf-manifest.json');
    // Remembered for the rest of the browser session, without the query parameter.
    expect(resolveManifestUrls(registry, 'development', '').urls.mfe_claims).toBe('http://localhost:4101/mf-manifest.json');
  });

  it('ignores overrides in production', () => {
    const { urls } = resolveManifestUrls(registry, 'production', '?remote.mfe_claims=http://evil.example.com/mf-manifest.json');
    expect(urls.mfe_claims).toBe('https://cdn.example.com/mfe_claims/mf-manifest.json');
  });
});
