// The dashboard's cards from the remotes' manifests (docs/remote-manifest.md): the frame and the declared
// loading shape at once, the remote's body once its module is in, its own failure when it cannot load.
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { MemoryRouter } from '@portal/routing';
import type { RemoteManifest } from '@portal/contracts/remote-manifest';
import type { SelectedPlan } from '@portal/contracts/domain';
import { composePortal, portalCompositionStore } from '@portal/rights';
import { RemoteDashboardCards, useCardBodies } from '../src/dashboard/remote-cards';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

const manifest: RemoteManifest = {
  schemaVersion: 1,
  remote: 'mfe_example',
  modules: { './TipsCard': './src/tips-card.tsx' },
  pages: [],
  dashboardCards: [
    {
      id: 'tips',
      module: './TipsCard',
      slot: 'attention',
      order: 40,
      title: 'Tips',
      link: { to: '/tips', label: 'All tips' },
      loading: { status: 'Loading tips…', figureLines: 1, textLines: 2 },
      visibleWhen: { rightsKey: 'forms' },
    },
    {
      id: 'dental',
      module: './TipsCard',
      slot: 'attention',
      order: 50,
      title: 'Dental tips',
      contractTypes: ['Dental'],
      loading: { status: 'Loading…', figureLines: 1 },
    },
  ],
};
const plan = { memberId: 'H1', contractType: 'Medical' } as SelectedPlan;
const initialComposition = portalCompositionStore.getState();

beforeEach(() => {
  mockedLoadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  composePortal({ mfe_example: manifest });
});
afterEach(() => portalCompositionStore.setState(initialComposition, true));

function renderCards(rights = { forms: true }) {
  return render(
    <MemoryRouter>
      <RemoteDashboardCards slot="attention" plan={plan} rights={rights} />
    </MemoryRouter>,
  );
}

describe("the remotes' dashboard cards", () => {
  it('draws the frame and the declared shape at once, then the body the remote exposes', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    mockedLoadRemote.mockReturnValue(new Promise((done) => (resolve = done)));
    renderCards();
    const card = screen.getByRole('region', { name: 'Tips' });
    expect(within(card).getByRole('status')).toHaveTextContent('Loading tips…');
    expect(card.querySelectorAll('[aria-hidden="true"] .placeholderLine')).toHaveLength(3);
    expect(within(card).getByRole('link', { name: 'All tips' })).toHaveAttribute('href', '/tips');
    // Only the cards this plan and these rights show: not the Dental one.
    expect(screen.queryByRole('region', { name: 'Dental tips' })).toBeNull();
    await act(async () => resolve({ default: () => <p>Drink water.</p> }));
    expect(within(card).getByText('Drink water.')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_example/TipsCard');
  });

  it('leaves out a card whose rule the rights refuse', () => {
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    renderCards({ forms: false });
    expect(screen.queryByRole('region', { name: 'Tips' })).toBeNull();
  });

  it('shows its own failure with Try again when the module cannot load, and recovers', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('entry unreachable'));
    renderCards();
    const card = screen.getByRole('region', { name: 'Tips' });
    expect(await within(card).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('This card could not be loaded.');
    mockedLoadRemote.mockResolvedValue({ default: () => <p>Drink water.</p> });
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Drink water.')).toBeInTheDocument();
  });
});

describe('useCardBodies', () => {
  it("says the cards are settled only once every card's module has arrived or failed", async () => {
    composePortal({ mfe_example: manifest });
    const cards = portalCompositionStore.getState().dashboardCards.slice(0, 2);
    let arrive: (module: unknown) => void = () => undefined;
    mockedLoadRemote.mockReset();
    mockedLoadRemote.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve))).mockRejectedValueOnce(new Error('remote down'));
    const { result } = renderHook(() => useCardBodies(cards));
    expect(result.current.settled).toBe(false);
    await act(async () => arrive({ default: () => null }));
    expect(result.current.settled).toBe(true);
  });

  it('is settled at once with no cards', () => {
    const { result } = renderHook(() => useCardBodies([]));
    expect(result.current.settled).toBe(true);
  });
});
