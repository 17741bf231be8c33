// The session timeout warning (docs/product/session.md#session-sign-out): it shows the time left before the automatic sign-out,
// counting down every second without moving focus, while a screen reader hears the time left only
// now and then (a live region updated at 2 minutes, 1 minute, 30 and 10 seconds), not every second.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@portal/routing';
import { activityStore, resetSessionState, sessionStore } from '@portal/session';
import { testAccessToken } from '@portal/testing/test-tokens';
import { SessionTimeout } from '../src/session/session-timeout';

const second = 1000;
const minute = 60 * second;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-03-06T15:00:00-06:00') });
  resetSessionState();
  sessionStore.getState().setTokens({ accessToken: testAccessToken('ava.medical'), refreshToken: 'r1', userId: 'ava.medical' });
  activityStore.setState({ lastActivityAt: Date.now() });
});

afterEach(() => {
  jest.useRealTimers();
});

async function idleUntilWarning() {
  render(
    <MemoryRouter>
      <SessionTimeout />
    </MemoryRouter>,
  );
  act(() => jest.advanceTimersByTime(12 * minute));
  return screen.findByRole('alertdialog', { name: 'Your session is about to end.' });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('session timeout warning', () => {
  it('shows the time left and counts it down every second, keeping focus where it is', async () => {
    const dialog = await idleUntilWarning();
    expect(dialog).toHaveTextContent(
      "For your security, we'll automatically sign you out. Choose 'Stay signed in' to continue or 'Sign out' if you're done.",
    );
    expect(dialog).toHaveTextContent('Time left: 3:00');
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    expect(stay).toHaveFocus();

    advance(second);
    expect(dialog).toHaveTextContent('Time left: 2:59');
    expect(stay).toHaveFocus();
    advance(49 * second);
    expect(dialog).toHaveTextContent('Time left: 2:10');
    screen.getByRole('button', { name: 'Sign out' }).focus();
    advance(second);
    expect(dialog).toHaveTextContent('Time left: 2:09');
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
  });

  it('tells a screen reader the time left when the warning opens and at sensible intervals only', async () => {
    const dialog = await idleUntilWarning();
    const status = screen.getByRole('status');
    // Part of the dialog's description, read when it opens.
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('You have 3 minutes left.'));
    expect(status).toHaveTextContent('You have 3 minutes left.');
    // Every change of the live region is announced: record each one, second by second.
    const heard: string[] = [];
    let last = status.textContent;
    for (let elapsed = 0; elapsed < 3 * minute - second; elapsed += second) {
      advance(second);
      if (status.textContent !== last) heard.push((last = status.textContent) ?? '');
    }
    expect(heard).toEqual([
      'You have 2 minutes left.',
      'You have 1 minute left.',
      'You have 30 seconds left.',
      'You have 10 seconds left.',
    ]);
    expect(dialog).toHaveTextContent('Time left: 0:01');
  });

  it('starts again from 3:00 after Stay signed in and the next 12 idle minutes', async () => {
    await idleUntilWarning();
    advance(30 * second);
    act(() => screen.getByRole('button', { name: 'Stay signed in' }).click());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    advance(12 * minute);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Time left: 3:00');
  });
});
