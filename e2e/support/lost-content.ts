// What a page loses at a small size or zoom (WCAG 1.4.4 and 1.4.10): sideways scrolling, text cut
// off by a box that hides its overflow, and fixed content covering most of the window. Used by the
// zoom checks (tests/reflow.spec.ts) and the visual checks of the ID card and tables (tests/visual.spec.ts).
import type { Page } from '@playwright/test';

/**
 * What a page (or the part of it `within` selects) loses at this size: sideways scrolling, text cut
 * off, content hidden under the header.
 */
export async function lostContent(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((root) => {
    const describe = (element: Element) => `${element.tagName.toLowerCase()}.${String(element.className)}`.slice(0, 70);
    const viewportWidth = document.documentElement.clientWidth;
    const problems: string[] = [];
    const visible = [...document.querySelectorAll<HTMLElement>(`${root} *`)].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    });
    // Content wider than the window (data tables and code may scroll inside their own box).
    if (document.documentElement.scrollWidth > viewportWidth) {
      const widest = visible
        .filter((element) => element.getBoundingClientRect().right > viewportWidth + 1)
        .filter((element) => !element.closest('[data-scrolls-sideways], table, pre') && getComputedStyle(element).position !== 'fixed');
      problems.push(`scrolls sideways: ${document.documentElement.scrollWidth} px (${widest.slice(0, 3).map(describe).join(', ')})`);
    }
    // Text cut off by a box that hides its overflow.
    for (const element of visible) {
      const style = getComputedStyle(element);
      if (!/hidden|clip/.test(style.overflowX + style.overflowY) || !element.textContent?.trim()) continue;
      if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) {
        problems.push(`text cut off in ${describe(element)}: "${element.textContent.trim().slice(0, 40)}"`);
      }
    }
    // Headers that stay on screen must leave most of the window to the content.
    for (const element of visible) {
      const position = getComputedStyle(element).position;
      if ((position === 'fixed' || position === 'sticky') && element.getBoundingClientRect().height > window.innerHeight / 2) {
        problems.push(
          `${describe(element)} stays on screen and covers ${Math.round(element.getBoundingClientRect().height)} of ${window.innerHeight} px`,
        );
      }
    }
    return problems;
  }, within);
}
