// Per persona: the Care and Policy menus and top-level entries (Sign Out last) follow the
// rights of the plan, the bell counts unread messages, the home link and footer follow the
// plan, and every route the plan refuses shows not-found.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/portal-test';
import { sandbox } from '../support/sandbox';
import { signInAs } from '../support/sign-in';

const allCare = ['Claims', 'Spending Details', 'Personal Health Record', 'Health Reimbursement Account', 'Find Care & Costs'];
// Without a health reimbursement account the Care menu does not offer one (rights follow the data).
const careWithoutHra = allCare.filter((entry) => entry !== 'Health Reimbursement Account');
const allPolicy = ['Coverage and Copays', 'Primary Care Provider', 'Prior Authorizations', 'Traveling Abroad', 'Medical Review Guidelines', 'Coordination of Benefits', 'Update Policy Info'];

interface PersonaExpectations {
  username: string;
  home: string;
  copyrightHolder: string;
  care: string[];
  policy: string[];
  topLevel: string[];
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
    care: allCare,
    policy: allPolicy,
    topLevel: ['Pay Bill', 'ID Cards', 'Programs', 'Pharmacy', 'Documents & Forms', 'Contact Us', 'Settings'],
    absent: ['Switch Plans', 'Your Plan'],
    bell: '3',
    refused: ['/programs/not_a_program', '/dental/dashboard'],
  },
  {
    username: 'ben.dental',
    home: '/dental/dashboard',
    copyrightHolder: 'Health Advantage',
    care: ['Find Care & Costs'],
    policy: ['Coverage and Copays', 'Coordination of Benefits', 'Update Policy Info'],
    topLevel: ['Pay Bill', 'ID Cards', 'Programs', 'Switch Plans', 'Contact Us', 'Settings'],
    absent: ['Claims', 'Pharmacy', 'Traveling Abroad', 'Medical Review Guidelines'],
    refused: ['/claims', '/claim-details/C1', '/spending-details', '/traveling-abroad', '/pharmacy', '/medical/dashboard', '/cost-estimates'],
  },
  {
    username: 'cara.group',
    home: '/medical/dashboard',
    copyrightHolder: 'BlueAdvantage Administrators of Arkansas',
    care: careWithoutHra,
    policy: allPolicy,
    topLevel: ['ID Cards', 'Pharmacy', 'Contact Us', 'Settings'],
    absent: ['Pay Bill', 'Programs', 'Switch Plans', 'Health Reimbursement Account'],
    refused: ['/payment-center', '/programs', '/health-reimbursement'],
  },
  {
    username: 'dan.medicare',
    home: '/medical/dashboard',
    copyrightHolder: 'Octave Blue Medicare Advantage',
    care: ['Claims', 'Spending Details', 'Personal Health Record', 'Find Care & Costs'],
    policy: ['Coverage and Copays', 'Primary Care Provider', 'Prior Authorizations', 'Traveling Abroad', 'Medical Review Guidelines', 'Coordination of Benefits', 'Your Plan'],
    topLevel: ['Pay Bill', 'Programs', 'Contact Us'],
    absent: ['Health Reimbursement Account', 'Update Policy Info', 'Switch Plans'],
    refused: ['/health-reimbursement'],
  },
  {
    username: 'eve.basic',
    home: '/medical/dashboard',
    copyrightHolder: 'Arkansas Blue Medicare',
    care: [],
    policy: [],
    // No premium bill to pay here, so no Pay Bill.
    topLevel: ['ID Cards', 'Programs', 'Pharmacy', 'Contact Us', 'Settings'],
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
    care: careWithoutHra,
    policy: allPolicy,
    topLevel: ['Pharmacy'],
    absent: ['Switch Plans', 'Pay Bill', 'Health Reimbursement Account'],
    bell: '99+',
    refused: [],
  },
  {
    username: 'noah.dependent',
    home: '/medical/dashboard',
    copyrightHolder: 'Arkansas Blue Cross and Blue Shield',
    care: ['Claims', 'Spending Details', 'Personal Health Record', 'Find Care & Costs'],
    policy: ['Coverage and Copays', 'Primary Care Provider', 'Prior Authorizations', 'Traveling Abroad', 'Medical Review Guidelines', 'Coordination of Benefits'],
    topLevel: ['ID Cards', 'Programs', 'Pharmacy', 'Contact Us', 'Settings'],
    absent: ['Pay Bill', 'Switch Plans'],
    refused: ['/health-reimbursement', '/payment-center'],
  },
  {
    username: 'finn.teen',
    home: '/medical/dashboard',
    copyrightHolder: 'Arkansas Blue Cross and Blue Shield',
    care: careWithoutHra,
    policy: allPolicy,
    // pharmacyCenter is on, so Pharmacy shows; the pharmacy center itself refuses him (under 17).
    topLevel: ['Programs', 'Pharmacy', 'Contact Us'],
    absent: ['Switch Plans'],
    refused: ['/dental/dashboard'],
  },
  {
    username: 'gia.employee',
    home: '/medical/dashboard',
    copyrightHolder: 'Arkansas Blue Cross and Blue Shield',
    care: careWithoutHra,
    policy: allPolicy,
    topLevel: ['ID Cards', 'Programs', 'Pharmacy', 'Contact Us'],
    absent: ['Pay Bill', 'Switch Plans'],
    refused: ['/payment-center'],
  },
  {
    username: 'ivy.sso',
    home: '/medical/dashboard',
    copyrightHolder: 'BlueAdvantage Administrators of Arkansas',
    care: careWithoutHra,
    policy: allPolicy,
    topLevel: ['ID Cards', 'Programs', 'Pharmacy', 'Contact Us'],
    absent: ['Pay Bill', 'Switch Plans'],
    refused: ['/payment-center'],
  },
];

async function expectMenu(page: Page, menu: 'Care' | 'Policy', entries: string[]) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const trigger = nav.getByRole('button', { name: menu, exact: true });
  if (entries.length === 0) {
    await expect(trigger).toHaveCount(0);
    return;
  }
  await trigger.click();
  const list = page.getByRole('list', { name: `${menu} menu` });
  await expect(list.getByRole('listitem')).toHaveCount(entries.length);
  const handoffs = ['Medical Review Guidelines', 'Coordination of Benefits', 'Update Policy Info'];
  // The handoffs and the Medicare plan link leave the tab, and say so in their names.
  const newTab = [...handoffs, 'Your Plan'];
  for (const entry of entries) {
    const name = newTab.includes(entry) ? new RegExp(`^${entry} \\(opens in a new tab\\)$`) : new RegExp(`^${entry}$`);
    await expect(list.getByRole(handoffs.includes(entry) ? 'button' : 'link', { name })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
}

test.beforeAll(async () => {
  await sandbox.reset();
});

for (const persona of personas) {
  test(`${persona.username}: menus, top-level entries, bell, home link, footer and refused routes`, async ({ page }) => {
    test.setTimeout(60_000);
    await signInAs(page, persona.username);
    await expect(page).toHaveURL(new RegExp(`${persona.home}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

    await expectMenu(page, 'Care', persona.care);
    await expectMenu(page, 'Policy', persona.policy);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const entry of persona.topLevel) await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
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
  // A path without the contract type is rewritten to the plan's own (SPEC section 2)...
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/vision\/dashboard$/);
  // ...while the Medical dashboard itself is refused to a Vision plan.
  await page.goto('/medical/dashboard');
  await expect(page.locator('[data-not-found-reason]')).toHaveAttribute('data-not-found-reason', 'refused');
});

test.describe('menu behaviour', () => {
  test('Care and Policy are mutually exclusive and close on navigation, mouse leave and Tab out of the last item', async ({ signedInPage: page }) => {
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
  await page.getByRole('list', { name: 'Policy menu' }).getByRole('button', { name: /^Medical Review Guidelines/ }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/sandbox\/partners\/interqual$/);
  const received = popup.locator('body');
  await expect(received).toContainText(/"app":\s*"interqual"/);
  await expect(received).toContainText(/"memberId":\s*"H1000100101"/);
  await expect(received).toContainText(/"contractType":\s*"Medical"/);
  // The portal tab stays where it was.
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
});
