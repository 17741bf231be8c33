// The header every page shares (docs/product/routes-and-guards.md#layout-profile-panel): one row of icon buttons with accessible
// names on phones (menu, logo, bell, profile), the full bar above 1279 px; Home and Messages in the
// navigation; the profile panel anchored inside the screen.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portal/routing';
import type { SelectedPlan } from '@portal/contracts/domain';
import { rightsStore } from '@portal/rights';
import { messageCountStore, resetSessionState, sessionStore } from '@portal/session';
import { applyDocumentBrand } from '../src/brand/document-brand';
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

function signInWithPlan(plan: Partial<SelectedPlan>) {
  sessionStore.getState().setTokens({ accessToken: 'token', refreshToken: null, userId: 'cara.group' });
  sessionStore.getState().selectPlan({
    memberId: 'B3000300101',
    contractType: 'Medical',
    isActive: true,
    displayName: 'Cara Lindqvist',
    ...plan,
  } as SelectedPlan);
  rightsStore.getState().setRights({ claims: true, idCards: true }, []);
  messageCountStore.getState().setCounts([{ memberId: 'B3000300101', count: 2 }]);
}

function renderHeader(path = '/medical/dashboard') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader variant="full" showNavigation />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  act(() => {
    resetSessionState();
    rightsStore.getState().reset();
  });
  applyDocumentBrand(null);
});

describe('the header', () => {
  it('signed out, is the logo alone, leading to login, in every brand’s version for the page to choose from', () => {
    setWindowWidth(390);
    renderHeader('/login');
    const home = screen.getByRole('link', { name: /Member Portal home$/ });
    expect(home).toHaveAttribute('href', '/login');
    const versions = [...home.querySelectorAll('[data-brand-variant]')].map((version) => version.getAttribute('data-brand-variant'));
    expect(versions).toEqual(['ABCBS', 'HA', 'BA', 'ABM', 'OCTAVE']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('on a phone, is one row of named icon buttons: menu, logo, bell and profile', async () => {
    setWindowWidth(390);
    signInWithPlan({ tier1: 'BA' });
    renderHeader();
    const menu = await screen.findByRole('button', { name: 'Menu' });
    const home = screen.getByRole('link', { name: 'BlueAdvantage Administrators of Arkansas Member Portal home' });
    expect(home).toHaveAttribute('href', '/medical/dashboard');
    // With a plan, only the plan's brand is in the page.
    expect(within(home).getAllByRole('img')).toHaveLength(1);
    const bell = screen.getByRole('link', { name: 'Messages, 2 unread' });
    const profile = screen.getByRole('button', { name: 'Profile: Cara Lindqvist' });
    const row = [menu, home, bell, profile];
    for (const [index, element] of row.entries()) {
      if (index > 0) expect(row[index - 1]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    // Icons, each named: the menu and profile buttons draw an icon and name themselves in text.
    expect(menu.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(profile.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // Their names are in the global visually-hidden class (tokens.css), not a copy of its rules.
    expect(within(menu).getByText('Menu', { selector: '.portal-visually-hidden' })).toBeInTheDocument();
    expect(within(profile).getByText('Profile: Cara Lindqvist', { selector: '.portal-visually-hidden' })).toBeInTheDocument();
    for (const stylesheet of ['layout/profile-panel.module.css', 'navigation/navigation-drawer.module.css']) {
      expect(readFileSync(path.join(__dirname, '../src', stylesheet), 'utf8')).not.toMatch(/clip:/);
    }
  });

  it('opens the drawer from the menu button, with Home first and Messages among the entries', async () => {
    setWindowWidth(390);
    signInWithPlan({ tier1: 'HA', contractType: 'Dental' });
    renderHeader('/dental/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const links = within(drawer).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Home');
    expect(links[0]).toHaveAttribute('href', '/dental/dashboard');
    expect(within(drawer).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  });

  it('loads the drawer when it is opened and gives focus back to the Menu button when Escape closes it', async () => {
    setWindowWidth(390);
    signInWithPlan({ tier1: 'HA', contractType: 'Dental' });
    renderHeader('/dental/dashboard');
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // The first entry takes focus once the drawer has slid in.
    await waitFor(() => expect(within(drawer).getAllByRole('link')[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('above 1279 px, has the full navigation bar with Home first and Messages', async () => {
    setWindowWidth(1280);
    signInWithPlan({ tier1: 'OCTAVE' });
    renderHeader();
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    const home = within(navigation).getAllByRole('link')[0];
    expect(home).toHaveAccessibleName('Home');
    expect(home).toHaveAttribute('href', '/medical/dashboard');
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('opens the profile panel from its icon button and closes it with Escape, focus back on the button', async () => {
    setWindowWidth(390);
    signInWithPlan({ tier1: 'ABCBS', lobDisplayName: 'Individual Silver PPO' });
    renderHeader();
    const profile = screen.getByRole('button', { name: 'Profile: Cara Lindqvist' });
    await userEvent.click(profile);
    const panel = screen.getByRole('group', { name: 'Your profile' });
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(profile).toHaveAttribute('aria-expanded', 'false');
    expect(profile).toHaveFocus();
  });
});
