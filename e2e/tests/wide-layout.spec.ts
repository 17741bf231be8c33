// On a desktop (1280 px and wider) the dashboard and tables use the page's width: the attention cards
// share their row, and a claim's services table shows every column without scrolling.
import { test, expect } from '../support/portal-test';
import { sandbox } from '../support/sandbox';
import { signInAs } from '../support/sign-in';

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async () => {
  await sandbox.reset();
});

test('the dashboard’s attention cards fill their row', async ({ page }) => {
  await signInAs(page, 'dan.medicare');
  const attention = page.getByRole('region', { name: 'Needs your attention' });
  const messages = attention.getByRole('region', { name: 'Messages' });
  await expect(messages).toBeVisible();
  const row = (await attention.boundingBox())!;
  const lastCard = (await messages.boundingBox())!;
  expect(row.x + row.width - (lastCard.x + lastCard.width)).toBeLessThan(2);
});

test('a claim’s services table shows every column, a remark included', async ({ page }) => {
  await signInAs(page, 'ava.medical');
  await page.goto('/claims');
  const claimLinks = page
    .getByRole('main')
    .getByRole('link', { name: /./ })
    .filter({ has: page.locator('xpath=self::a[starts-with(@href, "/claim-details/")]') });
  await expect(claimLinks.first()).toBeVisible();
  const claimPaths = await claimLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  // The widest table is a claim the plan denied: each of its lines has a remark code.
  let claimWithRemarks: string | null = null;
  for (const claimPath of claimPaths) {
    await page.goto(claimPath);
    const table = page.getByRole('table', { name: 'Services on this claim' });
    await expect(table).toBeVisible();
    if ((await table.getByRole('columnheader', { name: 'Remark' }).count()) > 0) {
      claimWithRemarks = claimPath;
      break;
    }
  }
  expect(claimWithRemarks, 'a claim of the first page has service lines with remarks').not.toBeNull();
  const table = page.getByRole('table', { name: 'Services on this claim' });
  const frame = table.locator('xpath=..');
  expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  const remark = (await table.getByRole('columnheader', { name: 'Remark' }).boundingBox())!;
  const visible = (await frame.boundingBox())!;
  expect(remark.x + remark.width).toBeLessThanOrEqual(visible.x + visible.width + 1);
});
