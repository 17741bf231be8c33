// Per persona: the Care and Policy menus and top-level entries (Sign Out last) follow the rights of
// the plan, the bell counts unread messages, the home link and footer follow the plan, and every route
// the plan refuses shows not-found. Which entries each menu holds is not written here: it is worked
// out from the remotes' manifests and the rights the sandbox gives the persona, with the portal's own
// rules (support/expected-navigation.ts), so a remote's new menu entry needs no edit here. What is
// written here are facts of each persona's data that the menus must reflect.
import type { Page } from '@playwright/test';
import type { NavigationEntry, NavigationModel } from '@portal/rights';
import { test, expect } from '../support/portal-test';
import { expectedNavigation } from '../support/expected-navigation';
import { sandbox } from '../support/sandbox';
import { signInAs } from '../support/sign-in';

interface PersonaExpectations {
  username: string;
  home: string;
  copyrightHolder: string;
  /** Entries this persona's data must show, in any menu. */
  present?: string[];
  /** Entries and menus this persona's data must not show. */
  absent: string[];
  /** The bell's badge when the test knows the unread count. */
  bell?: string;
  /** Routes this plan refuses (contract type or rights). */
  refused: string[];
}

const personas: PersonaExpectations[] = [
  {
    username: 'ava.medical',
    home: '/medical/dashboard',
    copyrightHolder: 'Arkansas Blue Cross and Blue Shield',
    present: ['Health Reimbursement Account', 'Pay Bill', 'Medical Review Guidelines', 'Coordination of Benefits', 'Update Policy Info'],
    absent: ['Switch Plans', 'Your Plan'],
    bell: '3',
    refused: ['/programs/not_a_program', '/dental/dashboard'],
  },
  {
    username: 'ben.dental',
    home: '/dental/dashboard',
    copyrightHolder: 'Health Advantage',
    present: ['Switch Plans'],
    absent: ['Claims', 'Pharmacy', 'Traveling Abroad', 'Medical Review Guidelines'],
    refused: [
      '/claims',
      '/claim-details/C1',
      '/spending-details',
      '/traveling-abroad',
      '/pharmacy',
      '/medical/dashboard',
      '/cost-estimates',
    ],
  },
  {
    username: 'cara.group',
    home: '/medical/dashboard',
    copyrightHolder: 'BlueAdvantage Administrators of Arkansas',
    // Without a health reimbursement account the Care menu does not offer one (rights follow the data).
    absent: ['Pay Bill', 'Programs', 'Switch Plans', 'Health Reimbursement Account'],
    refused: ['/payment-center', '/programs', '/health-reimbursement'],
  },
  {
    username: 'dan.medicare',
    home: '/medical/dashboard',
    copyrightHolder: 'Octave Blue Medicare Advantage',
    // A Medicare Advantage plan links its plan benefits, on another site.
    present: ['Your Plan', 'Pay Bill'],
    absent: ['Health Reimbursement Account', 'Update Policy Info', 'Switch Plans'],
    refused: ['/health-reimbursement'],
  },
  {
    username: 'eve.basic',
    home: '/medical/dashboard',
    copyrightHolder: 'Arkansas Blue Medicare',
    // No premium bill to pay here, so no Pay Bill.
    absent: ['Care', 'Policy', 'Switch Plans', 'Pay Bill'],
    refused: [
      '/payment-center',
      '/claims',
      '/spending-details',
      '/health-records',
      '/health-reimbursement',
      '/find-care',
      '/coverage-and-copays',
      '/primary-care-provider',
      '/authorizations',
      '/authorizations/PA1',
      '/traveling-abroad',
      '/cost-estimates',
    ],
  },
  {
    username: 'hal.inbox',
    home: '/medical/dashboard',
    copyrightHolder: 'Arkansas Blue Cross and Blue Shield',
    absent: ['Switch Plans', 'Pay Bill', 'Health Reimbursement Account'],
    bell: '99+',
    refused: [],
  },
  {
    username: 'noah.dependent',
    home: '/medical/dashboard',
    copyrightHolder: 'Arkansas Blue Cross and Blue Shield',
    absent: ['Pay Bill', 'Switch Plans'],
    refused: ['/health-reimbursement', '/payment-center'],
  },
  {
    username: 'finn.teen',
    home: '/medical/dashboard',
    copyrightHolder: 'Arkansas Blue Cross and Blue Shield',
    // pharmacyCenter is on, so Pharmacy shows; the pharmacy center itself refuses him (under 17).
    present: ['Pharmacy'],
    absent: ['Switch Plans'],
    refused: ['/dental/dashboard'],
  },
  {
    username: 'gia.employee',
    home: '/medical/dashboard',
    copyrightHolder: 'Arkansas Blue Cross and Blue Shield',
    absent: ['Pay Bill', 'Switch Plans'],
    refused: ['/payment-center'],
  },
  {
    username: 'ivy.sso',
    home: '/medical/dashboard',
    copyrightHolder: 'BlueAdvantage Administrators of Arkansas',
    absent: ['Pay Bill', 'Switch Plans'],
    refused: ['/payment-center'],
  },
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How an entry is named to a screen reader, and its role: whatever leaves the portal (a partner
 * handoff, an outside link) says "(opens in a new tab)" in its name.
 */
function accessibleEntry(entry: NavigationEntry): { role: 'link' | 'button'; name: RegExp } {
  if (entry.kind === 'route') return { role: 'link', name: new RegExp(`^${escaped(entry.label)}$`) };
  return {
    role: entry.kind === 'external-app' ? 'button' : 'link',
    name: new RegExp(`^${escaped(entry.label)} \\(opens in a new tab\\)$`),
  };
}

async function expectMenu(page: Page, menu: 'Care' | 'Policy', entries: NavigationEntry[]) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const trigger = nav.getByRole('button', { name: menu, exact: true });
  if (entries.length === 0) {
    await expect(trigger).toHaveCount(0);
    return;
  }
  await trigger.click();
  const list = page.getByRole('list', { name: `${menu} menu` });
  // Every entry, in order.
  await expect(list.getByRole('listitem')).toHaveText(entries.map((entry) => new RegExp(`^${escaped(entry.label)}`)));
  for (const entry of entries) {
    const { role, name } = accessibleEntry(entry);
    await expect(list.getByRole(role, { name })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
}

/** The menus (Care, Policy) a model shows and the labels of all its entries. */
const entryLabels = (model: NavigationModel) => [
  ...(model.care.length > 0 ? ['Care'] : []),
  ...(model.policy.length > 0 ? ['Policy'] : []),
  ...[...model.care, ...model.policy, ...model.topLevel].map((entry) => entry.label),
];

test.beforeAll(async () => {
  await sandbox.reset();
});

for (const persona of personas) {
  test(`${persona.username}: menus, top-level entries, bell, home link, footer and refused routes`, async ({ page }) => {
    test.setTimeout(60_000);
    await signInAs(page, persona.username);
    await expect(page).toHaveURL(new RegExp(`${persona.home}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

    const expected = await expectedNavigation(page);
    // The persona's data facts hold in the rights the sandbox gives (so the expectation is not vacuous)...
    for (const entry of persona.present ?? []) expect(entryLabels(expected), `${entry} in the expected navigation`).toContain(entry);
    for (const entry of persona.absent) expect(entryLabels(expected), `${entry} in the expected navigation`).not.toContain(entry);
    // ...and the page shows that navigation.
    await expectMenu(page, 'Care', expected.care);
    await expectMenu(page, 'Policy', expected.policy);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const entry of expected.topLevel) {
      const { role, name } = accessibleEntry(entry);
      await expect(nav.getByRole(role, { name })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
    for (const entry of persona.absent) await expect(nav.getByText(entry, { exact: true })).toHaveCount(0);

    const bell = page.getByTestId('notification-bell');
    await expect(bell).toBeVisible();
    if (persona.bell) {
      await expect(bell).toHaveAttribute('data-ringing', 'true');
      await expect(bell).toHaveText(persona.bell);
    }

    await expect(page.getByRole('link', { name: /Member Portal home/ })).toHaveAttribute('href', persona.home);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ${persona.copyrightHolder}.`);

    for (const path of persona.refused) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: "We can't find that page" }), path).toBeVisible();
      await expect(page.locator('[data-not-found-reason]'), path).toHaveAttribute('data-not-found-reason', 'refused');
    }
  });
}

test('gia.employee, who has no primary care physician yet, is prompted to choose one on her dashboard', async ({ page }) => {
  await signInAs(page, 'gia.employee');
  const prompt = page.getByRole('complementary', { name: 'Choose your primary care physician' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Choose a primary care physician' })).toHaveAttribute('href', '/primary-care-provider');
});

test('ben.dental: Switch Plans returns to plan selection and the Vision plan gets its own dashboard and home link', async ({ page }) => {
  await signInAs(page, 'ben.dental');
  await expect(page).toHaveURL(/\/dental\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Switch Plans' }).click();
  await expect(page).toHaveURL(/\/select-plan$/);
  await page.getByRole('button', { name: /Choose this plan: .* \(Vision\)/ }).click();
  await expect(page).toHaveURL(/\/vision\/dashboard$/);
  await expect(page.getByRole('link', { name: /Member Portal home/ })).toHaveAttribute('href', '/vision/dashboard');
  // A path without the contract type is rewritten to the plan's own (docs/product/routes-and-guards.md#routes-contract-type-prefix)...
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/vision\/dashboard$/);
  // ...while the Medical dashboard itself is refused to a Vision plan.
  await page.goto('/medical/dashboard');
  await expect(page.locator('[data-not-found-reason]')).toHaveAttribute('data-not-found-reason', 'refused');
});

test.describe('menu behaviour', () => {
  test('Care and Policy are mutually exclusive and close on navigation, mouse leave and Tab out of the last item', async ({
    signedInPage: page,
  }) => {
    await page.goto('/medical/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const care = nav.getByRole('button', { name: 'Care', exact: true });
    const policy = nav.getByRole('button', { name: 'Policy', exact: true });
    await care.click();
    await expect(care).toHaveAttribute('aria-expanded', 'true');
    await policy.click();
    await expect(policy).toHaveAttribute('aria-expanded', 'true');
    await expect(care).toHaveAttribute('aria-expanded', 'false');

    // Mouse leave closes it.
    await page.mouse.move(5, 600);
    await expect(policy).toHaveAttribute('aria-expanded', 'false');

    // Tab out of the last item closes it.
    await care.focus();
    await page.keyboard.press('Enter');
    await expect(care).toHaveAttribute('aria-expanded', 'true');
    const careList = page.getByRole('list', { name: 'Care menu' });
    await careList.getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(care).toHaveAttribute('aria-expanded', 'false');

    // Navigating closes it.
    await care.click();
    await careList.getByRole('link', { name: 'Spending Details' }).click();
    await expect(page).toHaveURL(/\/spending-details$/);
    await expect(care).toHaveAttribute('aria-expanded', 'false');
  });

  test('below 1280 px the navigation is a drawer that keeps focus inside and closes on navigation', async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/medical/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // Focus moves into the drawer shortly after it opens.
    await expect(drawer.locator(':focus')).toHaveCount(1);
    // Tabbing through every entry never leaves the drawer.
    const focusables = await drawer.locator('a, button').count();
    for (let index = 0; index < focusables + 2; index += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await drawer.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(drawer).toHaveCount(0);
    // Escape closes it and focus returns to the menu button.
    await menuButton.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuButton).toBeFocused();
  });
});

test('on a phone the menu drawer offers Sign Out, which leads to the sign-in page', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/medical/dashboard');
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your Member Portal' })).toBeVisible();
  // Signed out: the header has no profile button any more.
  await expect(page.getByRole('button', { name: /^Profile/ })).toHaveCount(0);
});

test('the desktop navigation bar offers Sign Out, which leads to the sign-in page', async ({ signedInPage: page }) => {
  await page.goto('/medical/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your Member Portal' })).toBeVisible();
});

test('Medical Review Guidelines hands the external-app payload to the partner in a new window', async ({ signedInPage: page }) => {
  await page.goto('/medical/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Policy', exact: true }).click();
  const popupOpened = page.waitForEvent('popup');
  await page
    .getByRole('list', { name: 'Policy menu' })
    .getByRole('button', { name: /^Medical Review Guidelines/ })
    .click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/sandbox\/partners\/interqual$/);
  const received = popup.locator('body');
  await expect(received).toContainText(/"app":\s*"interqual"/);
  await expect(received).toContainText(/"memberId":\s*"H1000100101"/);
  await expect(received).toContainText(/"contractType":\s*"Medical"/);
  // The portal tab stays where it was.
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
});
