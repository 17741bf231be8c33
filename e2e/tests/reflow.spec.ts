// Issue 12, zoom: every signed-in page at 320 CSS pixels wide (WCAG 1.4.10 reflow: 1280 px at 400 %)
// and at 200 % zoom of a 1280 px window (640 CSS pixels): no content cut off sideways, the heading
// and the menu still there.
import { test, expect } from '../support/portal-test';
import { medicalRemoteRoutes } from '../support/remote-pages';

const pages = [
  '/medical/dashboard',
  ...medicalRemoteRoutes.map((route) => route.path),
];

for (const width of [320, 640]) {
  test(`every signed-in page reflows at ${width} CSS pixels without sideways scrolling`, async ({ signedInPage: page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 720 });
    const overflowing: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => {
        const widest = [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .filter((element) => !element.closest('[data-scrolls-sideways], table, pre') && getComputedStyle(element).position !== 'fixed')
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 60));
        return { scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth, widest: widest.slice(0, 3) };
      });
      if (overflow.scrollWidth > overflow.clientWidth) overflowing.push(`${path}: ${overflow.scrollWidth} px wide (${overflow.widest.join(', ')})`);
      await expect(page.getByRole('button', { name: /menu/i }).first()).toBeVisible();
    }
    expect(overflowing).toEqual([]);
  });
}
