// Screenshot comparisons (docs/decisions/0015-seen-not-only-tested.md): key pages against committed baselines in
// tests/visual.spec.ts-snapshots. What changes from day to day by design is made the same before each
// shot, so a difference means the look changed: the sandbox seeds its data relative to today, so
// dates and years are written as fixed ones, and the browser's clock stands at 10 a.m. Central (the
// greeting). After a deliberate change of the look, look at the new pictures and record them with
// `pnpm --filter @portal/e2e exec playwright test visual --update-snapshots` (docs/testing.md#screenshots).
import { expect, type Page } from '@playwright/test';

/**
 * A full-page capture draws an element that sticks to the bottom of the window where the first screen
 * ends, over the content: while the page is captured the chat strip sits where it is in the page.
 */
const fullPageStyle = '[data-chat-status] { position: static !important; }';

/** 10 a.m. Central today: "Good Morning", whatever time the suite runs. */
export function morningToday(): Date {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
  return new Date(`${today}T10:00:00-06:00`);
}

/** Writes every date and year on the page as a fixed one of the same shape. */
async function fixDates(page: Page): Promise<void> {
  await page.evaluate(() => {
    const months = 'January|February|March|April|May|June|July|August|September|October|November|December';
    const rules: [RegExp, string][] = [
      [new RegExp(`\\b(${months}) \\d{1,2}, (19|20)\\d\\d\\b`, 'g'), 'January 1, 2000'],
      [/\b(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(19|20)\d\d\b/g, '01/01/2000'],
      [/\b(19|20)\d\d-\d\d-\d\d\b/g, '2000-01-01'],
      [/\b(19|20)\d\d\b/g, '2000'],
    ];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      let next = text;
      for (const [pattern, fixed] of rules) next = next.replace(pattern, fixed);
      if (next !== text) node.nodeValue = next;
    }
  });
}

/** Waits until the page has settled: its loads done, its fonts in, nothing focused. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|Checking|Opening)\b/ })).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    (document.activeElement as HTMLElement | null)?.blur();
  });
}

/** Compares the whole page with its baseline, after the day's dates are fixed. */
export async function expectLook(page: Page, name: string): Promise<void> {
  await settle(page);
  await fixDates(page);
  const style = await page.addStyleTag({ content: fullPageStyle });
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixelRatio: 0.002,
    threshold: 0.05,
  });
  await style.evaluate((element) => element.parentNode?.removeChild(element));
}

/** Compares what is on screen (an open menu or panel) with its baseline, after the day's dates are fixed. */
export async function expectScreen(page: Page, name: string): Promise<void> {
  await settle(page);
  await fixDates(page);
  await expect(page).toHaveScreenshot(`${name}.png`, { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002, threshold: 0.05 });
}

export const screenWidths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;
