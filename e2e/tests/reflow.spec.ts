// Zoom: every page at 200 % zoom and at 320 CSS pixels wide, without loss of content or
// function (WCAG 1.4.4 and 1.4.10).
// Browser zoom is emulated as Chromium zooms: zooming a 1280 × 720 window to 200 % leaves a layout
// viewport of 640 × 360 CSS pixels at two device pixels per CSS pixel, and 400 % (WCAG's reflow
// case) leaves 320 × 180. Each page (public, signed-in, and a detail page of each list) is checked for
// sideways scrolling, cut-off text and a header that covers the content; the menus, the profile panel
// and a form are then used at that size.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/portal-test';
import { lostContent } from '../support/lost-content';
import { medicalRemoteRoutes } from '../support/remote-pages';
import { signInAs } from '../support/sign-in';

const zooms = [
  { name: '200 % zoom', viewport: { width: 640, height: 360 }, deviceScaleFactor: 2 },
  { name: '320 CSS pixels wide (400 % zoom)', viewport: { width: 320, height: 180 }, deviceScaleFactor: 4 },
];

const publicPages = ['/login', '/register', '/account-help', '/contact', '/brand-resources', '/outage-message'];
/** Pages with an id in their path, reached from their lists: the list, and the link to its first item. */
const detailPages = [
  ['/claims', 'a[href^="/claim-details/"]'],
  ['/messages', 'a[href^="/message/"]'],
  ['/programs', 'a[href^="/programs/"]'],
  ['/authorizations', 'a[href^="/authorizations/"]'],
] as const;
const signedInPages = ['/select-plan', '/medical/dashboard', '/terms-of-use', ...medicalRemoteRoutes.map((route) => route.path)];

async function checkPages(page: Page, paths: string[]) {
  const lost: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const problem of await lostContent(page)) lost.push(`${path}: ${problem}`);
  }
  expect(lost).toEqual([]);
}

test('the check finds content lost sideways, cut off or under a fixed header', async ({ page }) => {
  await page.setViewportSize(zooms[0]!.viewport);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await lostContent(page)).toEqual([]);
  await page.evaluate(() => {
    const add = (style: string, text: string) => {
      const element = document.createElement('p');
      element.setAttribute('style', style);
      element.textContent = text;
      document.querySelector('main')!.append(element);
    };
    add('width: 900px', 'A line too wide for the window');
    add('width: 4rem; white-space: nowrap; overflow: hidden', 'A label that does not fit');
    add('position: fixed; top: 0; height: 300px; width: 10px', 'Banner');
  });
  const lost = await lostContent(page);
  expect(lost).toEqual([
    expect.stringMatching(/^scrolls sideways/),
    expect.stringMatching(/^text cut off in p\.: "A label that does not fit"/),
    expect.stringMatching(/covers 300 of 360 px$/),
  ]);
});

for (const zoom of zooms) {
  test.describe(zoom.name, () => {
    test.use({ viewport: zoom.viewport, deviceScaleFactor: zoom.deviceScaleFactor });

    test('every public page keeps its content', async ({ page }) => {
      test.setTimeout(60_000);
      await checkPages(page, publicPages);
    });

    test('every signed-in page keeps its content', async ({ signedInPage: page }) => {
      test.setTimeout(150_000);
      await checkPages(page, signedInPages);
    });

    test('every detail page keeps its content', async ({ signedInPage: page }) => {
      test.setTimeout(90_000);
      const paths: string[] = [];
      for (const [list, link] of detailPages) {
        await page.goto(list);
        const href = await page.locator(`main ${link}`).first().getAttribute('href');
        expect(href, `a link to a detail page on ${list}`).toBeTruthy();
        paths.push(href!);
      }
      await checkPages(page, paths);
    });

    test('the dental and vision dashboards keep their content', async ({ page }) => {
      test.setTimeout(60_000);
      // ben.dental lands on his Dental plan and also holds a Vision plan.
      await signInAs(page, 'ben.dental');
      await expect(page).toHaveURL(/\/dental\/dashboard$/);
      await checkPages(page, ['/dental/dashboard']);
      await page.goto('/select-plan');
      await page.getByRole('button', { name: /Choose this plan: .* \(Vision\)/ }).click();
      await expect(page).toHaveURL(/\/vision\/dashboard$/);
      await checkPages(page, ['/vision/dashboard']);
    });

    test('the menus, the profile panel and a form still work', async ({ signedInPage: page }) => {
      await page.goto('/medical/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
      // Below the desktop breakpoint (docs/product/routes-and-guards.md#layout-navigation) the navigation is in the drawer.
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Care', exact: true }).click();
      const careMenu = page.getByRole('list', { name: 'Care menu' });
      await expect(careMenu.getByRole('link').first()).toBeInViewport();
      // The menu's last entry, below the fold of a short window: the drawer scrolls to it.
      await careMenu.getByRole('link').last().click();
      await expect(page).toHaveURL(/\/find-care$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await page.getByRole('button', { name: /^Profile/ }).click();
      // Below the fold of a short window, the panel's last control is reached by scrolling.
      const signOut = page.getByRole('group', { name: 'Your profile' }).getByRole('button', { name: 'Sign Out' });
      await signOut.scrollIntoViewIfNeeded();
      await expect(signOut).toBeInViewport();
      await page.keyboard.press('Escape');

      await page.goto('/contact-us');
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByRole('button', { name: 'Send message' }).click();
      const summary = form.getByRole('alert');
      await expect(summary).toBeFocused();
      await expect(summary).toBeInViewport();
    });
  });
}
