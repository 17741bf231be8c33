import { parseRemoteRegistry, readRemoteOverrides, remoteNames } from '@portal/contracts/remote-registry';

function validRegistry() {
  return {
    remotes: Object.fromEntries(
      remoteNames.map((name, index) => [name, { manifest: `http://localhost:${3001 + index}/mf-manifest.json`, version: '1.0.0' }]),
    ),
  };
}

describe('parseRemoteRegistry', () => {
  it('accepts a registry naming every remote', () => {
    const result = parseRemoteRegistry(validRegistry());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.mfe_claims.manifest).toBe('http://localhost:3001/mf-manifest.json');
  });

  it('rejects a registry that is not an object with remotes', () => {
    expect(parseRemoteRegistry(null)).toEqual({ ok: false, errors: ['remotes.json must be an object with a "remotes" object'] });
    expect(parseRemoteRegistry({ remotes: [] }).ok).toBe(false);
  });

  it('names every problem: a missing remote, an unknown remote, a bad URL, a missing version', () => {
    const registry = validRegistry();
    const remotes = registry.remotes as Record<string, unknown>;
    delete remotes.mfe_messages;
    remotes.mfe_unknown = { manifest: 'http://x/mf-manifest.json', version: '1' };
    remotes.mfe_claims = { manifest: 'javascript:alert(1)//.json', version: '1' };
    remotes.mfe_settings = { manifest: 'https://cdn.example.com/settings/mf-manifest.json', version: ' ' };
    const result = parseRemoteRegistry(registry);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual(
        expect.arrayContaining([
          'unknown remote "mfe_unknown"',
          'remote "mfe_messages" is missing',
          'remote "mfe_claims": "manifest" must be an http(s) URL of an mf-manifest.json',
          'remote "mfe_settings": "version" must be a non-empty string',
        ]),
      );
    }
  });
});

describe('readRemoteOverrides', () => {
  it('reads an override from the query and keeps stored ones', () => {
    const stored = JSON.stringify({ mfe_settings: 'http://localhost:4104/mf-manifest.json' });
    const { overrides, errors } = readRemoteOverrides('?remote.mfe_claims=http://localhost:4101/mf-manifest.json', stored);
    expect(errors).toEqual([]);
    expect(overrides).toEqual({
      mfe_claims: 'http://localhost:4101/mf-manifest.json',
      mfe_settings: 'http://localhost:4104/mf-manifest.json',
    });
  });

  it('removes an override given an empty value, and reports bad ones', () => {
    const stored = JSON.stringify({ mfe_claims: 'http://localhost:4101/mf-manifest.json' });
    const { overrides, errors } = readRemoteOverrides('?remote.mfe_claims=&remote.nope=http://x&remote.mfe_messages=ftp://x', stored);
    expect(overrides).toEqual({});
    expect(errors).toEqual(['unknown remote "nope" in remote.nope', 'remote.mfe_messages must be an http(s) URL']);
  });

  it('ignores unreadable stored overrides', () => {
    expect(readRemoteOverrides('', '{not json').overrides).toEqual({});
  });
});

describe('remote code only over https (plain http on this machine only)', () => {
  const withClaims = (manifest: string) => {
    const registry = {
      remotes: Object.fromEntries(
        remoteNames.map((name, index) => [name, { manifest: `https://cdn.example.com/${index}/mf-manifest.json`, version: '1.0.0' }]),
      ),
    } as { remotes: Record<string, { manifest: string; version: string }> };
    registry.remotes.mfe_claims = { manifest, version: '1.0.0' };
    return registry;
  };

  it.each([
    'https://cdn.example.com/claims/mf-manifest.json',
    'http://localhost:3001/mf-manifest.json',
    'http://127.0.0.1:3001/mf-manifest.json',
    'http://[::1]:3001/mf-manifest.json',
  ])('accepts %s', (manifest) => expect(parseRemoteRegistry(withClaims(manifest)).ok).toBe(true));

  it('refuses an http manifest outside localhost', () => {
    const result = parseRemoteRegistry(withClaims('http://cdn.example.com/claims/mf-manifest.json'));
    expect(result).toEqual({ ok: false, errors: ['remote "mfe_claims": "manifest" must be an https URL (plain http only on localhost)'] });
  });
});

describe('QA overrides point only at this machine or the deployment allow-list', () => {
  it('refuses an override from the query or from storage on another origin', () => {
    const stored = JSON.stringify({ mfe_settings: 'https://evil.example/mf-manifest.json' });
    const { overrides, errors } = readRemoteOverrides('?remote.mfe_claims=https://evil.example/mf-manifest.json', stored);
    expect(overrides).toEqual({});
    expect(errors).toEqual(['remote.mfe_claims must be on localhost or an origin of config.json "qaRemoteOrigins"']);
  });

  it('takes an origin of the allow-list', () => {
    const { overrides, errors } = readRemoteOverrides('?remote.mfe_claims=https://qa.cdn.example.com/claims-pr-12/mf-manifest.json', null, [
      'https://qa.cdn.example.com',
    ]);
    expect(errors).toEqual([]);
    expect(overrides).toEqual({ mfe_claims: 'https://qa.cdn.example.com/claims-pr-12/mf-manifest.json' });
  });
});
