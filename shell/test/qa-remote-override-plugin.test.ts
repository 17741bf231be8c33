// QA builds' remote override (docs/deploy.md#testing-a-branch-build-qa): read from the query and the
// browser session, applied by a runtime plugin as the remotes are registered. Production bundles have
// none of it (the shell registers the plugin only in QA builds; verify:production-bundle checks).
import { createInstance } from '@module-federation/enhanced/runtime';
import { qaRemoteOverridePlugin, readQaRemoteOverrides } from '../src/remotes/qa-remote-override-plugin';

beforeEach(() => sessionStorage.clear());

describe('readQaRemoteOverrides', () => {
  it('lets QA point one remote elsewhere for the browser session', () => {
    const { overrides } = readQaRemoteOverrides('?remote.mfe_claims=http://localhost:4101/mf-manifest.json');
    expect(overrides).toEqual({ mfe_claims: 'http://localhost:4101/mf-manifest.json' });
    // Remembered for the rest of the browser session, without the query parameter.
    expect(readQaRemoteOverrides('').overrides.mfe_claims).toBe('http://localhost:4101/mf-manifest.json');
    // An empty value drops it.
    expect(readQaRemoteOverrides('?remote.mfe_claims=').overrides).toEqual({});
  });

  it('takes an override only on localhost or an allowed origin', () => {
    const refused = readQaRemoteOverrides('?remote.mfe_claims=https://evil.example.com/mf-manifest.json');
    expect(refused.overrides).toEqual({});
    expect(refused.warnings).toHaveLength(1);
    const allowed = readQaRemoteOverrides('?remote.mfe_claims=https://qa.example.com/pr-7/mf-manifest.json', ['https://qa.example.com']);
    expect(allowed.overrides.mfe_claims).toBe('https://qa.example.com/pr-7/mf-manifest.json');
  });
});

describe('qaRemoteOverridePlugin', () => {
  it('registers an overridden remote at its override, the others at the registry’s URL, also when registered again', () => {
    const override = 'http://localhost:4101/mf-manifest.json';
    const runtime = createInstance({ name: 'qa_override_host', remotes: [], plugins: [qaRemoteOverridePlugin({ mfe_claims: override })] });
    runtime.registerRemotes([
      { name: 'mfe_claims', entry: 'https://cdn.example.com/mfe_claims/mf-manifest.json' },
      { name: 'mfe_messages', entry: 'https://cdn.example.com/mfe_messages/mf-manifest.json' },
    ]);
    const entries = () =>
      Object.fromEntries(runtime.options.remotes.map((remote) => [remote.name, 'entry' in remote ? remote.entry : undefined]));
    expect(entries()).toEqual({ mfe_claims: override, mfe_messages: 'https://cdn.example.com/mfe_messages/mf-manifest.json' });

    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    runtime.registerRemotes([{ name: 'mfe_claims', entry: 'https://cdn.example.com/mfe_claims/mf-manifest.json' }], { force: true });
    expect(entries().mfe_claims).toBe(override);
  });
});
