import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteNames } from '@portal/contracts/remote-registry';
import { RemoteRoute } from '../src/remotes/remote-route';
import { registerPortalRemotes } from '../src/remotes/remote-registration';

// The federation runtime is the boundary here: these tests decide what loading a remote yields.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

function Page() {
  return <h1>Remote page</h1>;
}

function Broken(): never {
  throw new Error('render failure');
}

beforeAll(() => {
  registerPortalRemotes(
    Object.fromEntries(remoteNames.map((name) => [name, `http://localhost:3001/${name}/mf-manifest.json`])) as Parameters<typeof registerPortalRemotes>[0],
  );
});

beforeEach(() => {
  mockedLoadRemote.mockReset();
  jest.mocked(registerRemotes).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteRoute', () => {
  it('renders the exposed page once it has loaded', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Page });
    render(<RemoteRoute remote="mfe_claims" module="./TravelingAbroadPage" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_claims/TravelingAbroadPage');
  });

  it('retries a failed load, then shows the unavailable panel, and Retry recovers without a reload', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('entry unreachable'));
    render(<RemoteRoute remote="mfe_claims" module="./TravelingAbroadPage" />);
    const heading = await screen.findByRole('heading', { name: 'This section is temporarily unavailable' });
    expect(heading).toHaveFocus();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    // Each failure makes the runtime forget the remote, so the next attempt fetches it afresh.
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_claims', entry: 'http://localhost:3001/mfe_claims/mf-manifest.json' }], { force: true });

    mockedLoadRemote.mockResolvedValue({ default: Page });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
  });

  it('contains a page that throws while rendering', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Broken });
    render(
      <>
        <nav>Navigation keeps working</nav>
        <RemoteRoute remote="mfe_settings" module="./SettingsAboutPage" />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Navigation keeps working')).toBeInTheDocument();
  });

  it('treats a module without a page component as a failure', async () => {
    mockedLoadRemote.mockResolvedValue({ notAPage: true });
    render(<RemoteRoute remote="mfe_messages" module="./ContactUsPage" />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
