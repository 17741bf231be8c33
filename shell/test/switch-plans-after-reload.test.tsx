// Switch Plans is hidden for a member with exactly one active plan
// and no inactive one, and after a reload that holds from the first paint: the plan lists are kept in
// session storage with the selected plan (docs/decisions/0018-sign-in-lands-on-a-plan.md), so the navigation never
// shows Switch Plans for a moment and then drops it.
import './support/kept-plan-lists';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@portal/routing';
import { rightsStore } from '@portal/rights';
import { sessionStore } from '@portal/session';
import { SiteHeader } from '../src/layout/site-header';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
}));

beforeAll(() => {
  // The full navigation bar (above 1279 px).
  window.matchMedia = ((query: string) => ({
    matches: 1280 >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

/** Every link named Switch Plans that is ever in the page, from the first render on. */
function watchForSwitchPlans(): { seen: () => boolean; stop: () => void } {
  let seen = false;
  const look = () => {
    seen ||= [...document.querySelectorAll('a')].some((link) => link.textContent?.trim() === 'Switch Plans');
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen: () => (look(), seen), stop: () => observer.disconnect() };
}

it('after a reload, the navigation of a member with one active plan never shows Switch Plans', async () => {
  expect(sessionStore.getState().memberships).toMatchObject({ loaded: true, active: [{ memberId: 'B3000300101' }], inactive: [] });
  act(() => rightsStore.getState().setRights({ claims: true, idCards: true }, []));
  const watch = watchForSwitchPlans();
  render(
    <MemoryRouter initialEntries={['/medical/dashboard']}>
      <SiteHeader variant="full" showNavigation />
    </MemoryRouter>,
  );
  const navigation = await screen.findByRole('navigation', { name: 'Main' });
  expect(within(navigation).getByRole('link', { name: 'Contact Us' })).toBeInTheDocument();
  expect(within(navigation).queryByRole('link', { name: 'Switch Plans' })).not.toBeInTheDocument();
  expect(watch.seen()).toBe(false);
  watch.stop();
});
