// Navigation entries that open another site or a new tab (the Policy menu's handoffs and the Medicare
// plan link) say so in their accessible name and show the kit's external-link mark, in the bar at
// 1280 px and in the drawer on a phone alike; entries that stay in the portal carry neither.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portal/routing';
import type { SelectedPlan } from '@portal/contracts/domain';
import { rightsStore } from '@portal/rights';
import { messageCountStore, resetSessionState, sessionStore } from '@portal/session';
import { SiteHeader } from '../src/layout/site-header';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
}));

function setWindowWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const minimum = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return { matches: width >= minimum, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
  }) as unknown as typeof window.matchMedia;
}

const newTabEntries = ['Medical Review Guidelines', 'Coordination of Benefits', 'Your Plan'];

beforeEach(() => {
  act(() => {
    resetSessionState();
    rightsStore.getState().reset();
    sessionStore.getState().setTokens({ accessToken: 'token', refreshToken: null, userId: 'dan.medicare' });
    sessionStore.getState().selectPlan({
      memberId: 'M4000400101',
      contractType: 'Medical',
      isActive: true,
      tier1: 'OCTAVE',
      displayName: 'Dan Whitaker',
    } as SelectedPlan);
    rightsStore.getState().setRights(
      {
        idCards: true,
        pageIdentifiers: [{ type: 'interqual' }],
        updateOtherCoverageInformation: true,
        maPlanBenefits: true,
        maPlanBenefitsLink: 'https://www.example.com/medicare/2026-plan-benefits',
      },
      [],
    );
    messageCountStore.getState().setCounts([{ memberId: 'M4000400101', count: 0 }]);
  });
});

function expectNewTabEntries(policyMenu: HTMLElement) {
  for (const label of newTabEntries) {
    const entry = within(policyMenu).getByRole(label === 'Your Plan' ? 'link' : 'button', { name: `${label} (opens in a new tab)` });
    expect(entry.querySelector('svg[aria-hidden="true"][data-opens-in-new-tab]')).not.toBeNull();
  }
}

describe('entries that open a new tab', () => {
  it('say so and show the mark in the Policy menu of the bar at 1280 px', async () => {
    setWindowWidth(1280);
    render(
      <MemoryRouter initialEntries={['/medical/dashboard']}>
        <SiteHeader variant="full" showNavigation />
      </MemoryRouter>,
    );
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(navigation).getByRole('button', { name: 'Policy' }));
    expectNewTabEntries(screen.getByRole('list', { name: 'Policy menu' }));
    // Home stays in the portal: no mark, no new-tab words.
    const home = within(navigation).getByRole('link', { name: 'Home' });
    expect(home.querySelector('[data-opens-in-new-tab]')).toBeNull();
  });

  it('say so and show the mark in the drawer on a phone', async () => {
    setWindowWidth(390);
    render(
      <MemoryRouter initialEntries={['/medical/dashboard']}>
        <SiteHeader variant="full" showNavigation />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Policy' }));
    expectNewTabEntries(within(drawer).getByRole('list', { name: 'Policy menu' }));
  });
});
