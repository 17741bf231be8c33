// The shell composes the portal from the remotes' manifests at run time (docs/remote-manifest.md):
// fetched in parallel beside each remote's mf-manifest.json, validated; a remote whose manifest is
// missing or invalid loses its pages to the unavailable panel and its menu entries, the rest works.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet } from '@portal/routing';
import type { RemoteManifest } from '@portal/contracts/remote-manifest';
import { portalCompositionStore, resetPortalComposition, routeFor } from '@portal/rights';
import { PortalRoutes } from '../src/app/app';
import { ensurePortalComposed, setRemoteManifestUrls } from '../src/remotes/remote-manifests';
import { needsRemoteManifests } from '../src/startup/needs-remote-manifests';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
}));
jest.mock('../src/app/shell-pages', () => ({
  shellPages: new Proxy({}, { get: (_target, page: string) => () => <h1>{page} page</h1> }),
}));

const helpManifest: RemoteManifest = {
  schemaVersion: 1,
  remote: 'mfe_help',
  modules: { './HelpPage': './src/help-page.tsx' },
  pages: [{ path: '/help', title: 'Help', access: 'public', module: './HelpPage' }],
};

const initialComposition = portalCompositionStore.getState();
let fetchMock: jest.SpiedFunction<typeof fetch>;

function answer(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

beforeEach(() => {
  resetPortalComposition();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = String(input);
    if (url === 'http://localhost:3101/remote-manifest.json') return answer(helpManifest);
    if (url === 'http://localhost:3102/remote-manifest.json')
      return answer({ schemaVersion: 1, remote: 'mfe_broken', modules: {}, pages: [{ path: '/broken' }] });
    return answer({}, 404);
  });
});

afterEach(() => {
  jest.useRealTimers();
  fetchMock.mockRestore();
  portalCompositionStore.setState(initialComposition, true);
});

describe("composing the portal from the remotes' manifests", () => {
  it('fetches every manifest once, in parallel, beside its mf-manifest.json, and composes the valid ones', async () => {
    setRemoteManifestUrls({ mfe_help: 'http://localhost:3101/mf-manifest.json', mfe_broken: 'http://localhost:3102/mf-manifest.json' });
    const first = ensurePortalComposed();
    expect(portalCompositionStore.getState().status).toBe('composing');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await first;
    await ensurePortalComposed();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(routeFor('/help')).toMatchObject({ title: 'Help', page: { kind: 'remote', remote: 'mfe_help', module: './HelpPage' } });
    expect(portalCompositionStore.getState().failedRemotes).toEqual(['mfe_broken']);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('mfe_broken could not be loaded: its manifest is invalid'));
  });

  it('takes a manifest remotes.json carries inline without asking the remote, and falls back to it when an override is unreachable', async () => {
    const registry = {
      mfe_help: { manifest: 'http://localhost:3101/mf-manifest.json', version: '1.0.0', remoteManifest: helpManifest },
      mfe_other: {
        manifest: 'http://localhost:3109/mf-manifest.json',
        version: '1.0.0',
        remoteManifest: { ...helpManifest, remote: 'mfe_other', pages: [{ ...helpManifest.pages[0], path: '/other' }] },
      },
    } as never;
    // mfe_other is pointed elsewhere (a QA override) at a server that does not answer.
    setRemoteManifestUrls(
      { mfe_help: 'http://localhost:3101/mf-manifest.json', mfe_other: 'http://localhost:3199/mf-manifest.json' },
      registry,
    );
    await ensurePortalComposed();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['http://localhost:3199/remote-manifest.json']);
    expect(routeFor('/help')).toBeDefined();
    expect(routeFor('/other')).toBeDefined();
    expect(portalCompositionStore.getState().failedRemotes).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('mfe_other could not be loaded: its manifest answered 404'));
  });

  it('falls back to the inline copy when an overridden remote accepts the request and never answers, after 15 seconds', async () => {
    jest.useFakeTimers();
    const registry = {
      mfe_help: { manifest: 'http://localhost:3101/mf-manifest.json', version: '1.0.0', remoteManifest: helpManifest },
    } as never;
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    setRemoteManifestUrls({ mfe_help: 'http://localhost:3192/mf-manifest.json' }, registry);
    let composed = false;
    void ensurePortalComposed().then(() => (composed = true));
    await jest.advanceTimersByTimeAsync(14_999);
    expect(composed).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(composed).toBe(true);
    expect(routeFor('/help')).toBeDefined();
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining(
        'mfe_help could not be loaded: its manifest http://localhost:3192/remote-manifest.json did not arrive within 15000 ms',
      ),
    );
  });

  it("shows the unavailable panel, not not-found, for an unknown path while a remote's manifest failed", async () => {
    setRemoteManifestUrls({ mfe_help: 'http://localhost:3101/mf-manifest.json', mfe_broken: 'http://localhost:3102/mf-manifest.json' });
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <PortalRoutes layout={<Outlet />} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
  });

  it('shows not-found for an unknown path when every manifest was read', async () => {
    setRemoteManifestUrls({ mfe_help: 'http://localhost:3101/mf-manifest.json' });
    await act(() => ensurePortalComposed());
    render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <PortalRoutes layout={<Outlet />} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('temporarily unavailable');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('does not fetch the manifests for a public shell page opened first (/login), only for the rest', () => {
    expect(needsRemoteManifests('/login')).toBe(false);
    expect(needsRemoteManifests('/contact')).toBe(false);
    expect(needsRemoteManifests('/medical/dashboard')).toBe(true);
    expect(needsRemoteManifests('/claims')).toBe(true);
    expect(needsRemoteManifests('/register')).toBe(true);
    expect(needsRemoteManifests('/auth-success')).toBe(true);
  });
});
