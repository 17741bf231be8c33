// Loading a remote's module starts the shared libraries its manifest lists for it at once (the build
// writes the list: docs/remote-manifest.md), so they download beside the remote's entry instead of
// after it has run. A library the shell cannot give leaves the module's own load to report it.
import { composePortal, resetPortalComposition } from '@portal/rights';
import { loadRemoteModule } from '../src/remotes/load-remote-page';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), loadShare: jest.fn() }));
const runtime = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock; loadShare: jest.Mock };

const isAnything = (value: unknown): value is unknown => value !== undefined;

beforeEach(() => {
  runtime.loadRemote.mockReset().mockResolvedValue({ default: 'the page' });
  runtime.loadShare.mockReset().mockResolvedValue(() => ({}));
  composePortal({
    mfe_settings: {
      schemaVersion: 1,
      remote: 'mfe_settings',
      modules: { './ProfilePage': './src/profile.tsx', './BillCard': './src/bill.tsx' },
      pages: [{ path: '/settings/profile', title: 'Profile', access: 'authenticated', module: './ProfilePage' }],
      sharedModules: { './ProfilePage': ['@portal/forms', 'yup'], './BillCard': [] },
    },
  });
});
afterEach(() => resetPortalComposition());

describe('loadRemoteModule', () => {
  it("starts the module's shared libraries before the remote's entry has run", async () => {
    const order: string[] = [];
    runtime.loadShare.mockImplementation(async (key: string) => void order.push(`share ${key}`));
    runtime.loadRemote.mockImplementation(async (id: string) => {
      order.push(`remote ${id}`);
      return { default: 'the page' };
    });
    await expect(loadRemoteModule('mfe_settings', './ProfilePage', isAnything)).resolves.toEqual({ default: 'the page' });
    expect(order).toEqual(['share @portal/forms', 'share yup', 'remote mfe_settings/ProfilePage']);
  });

  it('starts nothing more for a module with no list, or a remote whose manifest has none', async () => {
    await loadRemoteModule('mfe_settings', './BillCard', isAnything);
    await loadRemoteModule('mfe_claims', './ClaimsPage', isAnything);
    expect(runtime.loadShare).not.toHaveBeenCalled();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it("still loads the module when a shared library cannot be given: the module's own load reports it", async () => {
    runtime.loadShare.mockImplementation((key: string) => {
      if (key === 'yup') throw new Error('RUNTIME-006');
      return Promise.reject(new Error('no provider'));
    });
    await expect(loadRemoteModule('mfe_settings', './ProfilePage', isAnything)).resolves.toEqual({ default: 'the page' });
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_settings/ProfilePage');
  });
});
