import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteRoute } from '../src/remotes/remote-route';
import { remoteUnavailableModule } from '../src/remotes/remote-fallback-plugin';

// The federation runtime is the boundary here: these tests decide what loading a remote yields (its
// plugins, the retry and the fallback, are tested on the real runtime in remote-runtime-plugins.test.tsx).
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

function Page() {
  return <h1>Remote page</h1>;
}

function Broken(): never {
  throw new Error('render failure');
}

beforeEach(() => {
  mockedLoadRemote.mockReset();
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

  it('shows the unavailable panel the fallback plugin gives for a remote that is down, and Retry recovers without a reload', async () => {
    mockedLoadRemote.mockResolvedValue(remoteUnavailableModule);
    render(<RemoteRoute remote="mfe_claims" module="./TravelingAbroadPage" />);
    const heading = await screen.findByRole('heading', { name: 'This section is temporarily unavailable' });
    expect(heading).toHaveFocus();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);

    mockedLoadRemote.mockResolvedValue({ default: Page });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('shows the panel when the load fails outright, and Retry loads again', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('entry unreachable'));
    render(<RemoteRoute remote="mfe_claims" module="./TravelingAbroadPage" />);
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toHaveFocus();
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
