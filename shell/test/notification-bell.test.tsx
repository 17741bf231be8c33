import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@portal/routing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { SelectedPlan } from '@portal/contracts/domain';
import { messageCountStore, sessionStore } from '@portal/session';
import { badgeText, NotificationBell } from '../src/navigation/notification-bell';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

function renderBell() {
  return render(
    <MemoryRouter>
      <NotificationBell />
    </MemoryRouter>,
  );
}

// The bell loads its feed once the browser is idle; these tests run the idle callbacks they choose.
let idleCallbacks: IdleRequestCallback[] = [];
let runIdleAtOnce = true;
beforeAll(() => {
  window.requestIdleCallback = (callback) => {
    if (runIdleAtOnce) callback({ didTimeout: false, timeRemaining: () => 50 });
    else idleCallbacks.push(callback);
    return idleCallbacks.length;
  };
  window.cancelIdleCallback = () => undefined;
});

beforeEach(() => {
  idleCallbacks = [];
  runIdleAtOnce = true;
  messageCountStore.getState().reset();
  sessionStore.getState().selectPlan({ memberId: 'A', contractType: 'Medical', isActive: true } as SelectedPlan);
  mockedLoadRemote.mockReset();
});

describe('NotificationBell (docs/product/session.md#session-bell)', () => {
  it('caps the badge at 99+', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('stays hidden until the messages remote has loaded the counts, then rings with the total of every member', async () => {
    const loadMessageCounts = jest.fn(async () => {
      messageCountStore.getState().setCounts([
        { memberId: 'A', count: 2 },
        { memberId: 'B', count: 1 },
      ]);
    });
    mockedLoadRemote.mockResolvedValue({ loadMessageCounts, refreshMessageCounts: jest.fn() });
    renderBell();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const bell = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_messages/MessageCountFeed');
    expect(bell).toHaveAttribute('href', '/messages');
    expect(bell).toHaveAttribute('data-ringing', 'true');
    expect(bell).toHaveTextContent('3');
  });

  it('loads the feed only once the browser is idle, so the page renders first', async () => {
    runIdleAtOnce = false;
    const loadMessageCounts = jest.fn(async () => messageCountStore.getState().setCounts([{ memberId: 'A', count: 1 }]));
    mockedLoadRemote.mockResolvedValue({ loadMessageCounts, refreshMessageCounts: jest.fn() });
    renderBell();
    await act(async () => undefined);
    expect(mockedLoadRemote).not.toHaveBeenCalled();
    expect(idleCallbacks).toHaveLength(1);
    await act(async () => idleCallbacks[0]?.({ didTimeout: false, timeRemaining: () => 50 }));
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
  });

  it('does not ring with no unread messages and shows 99+ above 99', () => {
    act(() => messageCountStore.getState().setCounts([{ memberId: 'A', count: 0 }]));
    const { rerender } = renderBell();
    const bell = screen.getByRole('link', { name: 'Messages, no unread messages' });
    expect(bell).toHaveAttribute('data-ringing', 'false');
    expect(bell).toHaveTextContent('');
    act(() => messageCountStore.getState().setCounts([{ memberId: 'A', count: 150 }]));
    rerender(
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Messages, 99+ unread' })).toHaveTextContent('99+');
  });

  it('asks the feed again when the member switches plans', async () => {
    const loadMessageCounts = jest.fn(async () => undefined);
    mockedLoadRemote.mockResolvedValue({ loadMessageCounts, refreshMessageCounts: jest.fn() });
    renderBell();
    await act(async () => undefined);
    expect(loadMessageCounts).toHaveBeenCalledTimes(1);
    await act(async () => {
      sessionStore.getState().selectPlan({ memberId: 'D', contractType: 'Dental', isActive: true } as SelectedPlan);
    });
    expect(loadMessageCounts).toHaveBeenCalledTimes(2);
  });

  it('stays hidden when the feed cannot load', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('down'));
    renderBell();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
