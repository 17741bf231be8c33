// Part A: claims with filters, sorting and pages; claim details with the explanation of
// benefits PDF; spending details; the health reimbursement account. Each page passes axe in its loaded
// state, has a helpful empty state, and refuses (not-found) a plan whose rights are off.
import fs from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { test, expect } from '../support/portal-test';
import { expectNoAxeViolations } from '../support/axe';
import { sandbox, sandboxUrl } from '../support/sandbox';
import { signInAs } from '../support/sign-in';
import { signOutFromProfile } from '../support/profile';

const results = (page: Page) => page.getByRole('region', { name: 'Your claims' });
const summary = (page: Page) => results(page).getByRole('status');
// Each claim's title; the filter panel (open once filters were used) has a heading of its own.
const claimTitles = (page: Page) => results(page).getByRole('heading', { level: 3 }).filter({ hasNotText: 'Filter claims' });
const filters = (page: Page) => page.getByRole('form', { name: 'Filter claims' });
/** The filter form waits behind the Filter button (claims first on a phone). */
const filterButton = (page: Page) => results(page).getByRole('button', { name: /^Filter\b/ });

async function openFilters(page: Page) {
  if ((await filterButton(page).getAttribute('aria-expanded')) !== 'true') await filterButton(page).click();
}

async function openClaims(page: Page) {
  await page.goto('/claims');
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  await expect(summary(page)).toHaveText(/^Showing 1–10 of \d+ claims$/);
}

async function applyFilters(page: Page, choose: (form: ReturnType<typeof filters>) => Promise<unknown>) {
  await openFilters(page);
  await choose(filters(page));
  await filters(page).getByRole('button', { name: 'Apply filters' }).click();
}

// Only the family-access test changes data; a reset after each test keeps the next one on the seed.
test.afterEach(async () => {
  await sandbox.reset();
});

test('ava.medical filters her claims and pages through them, and the filters reset after leaving claims', async ({
  signedInPage: page,
}) => {
  await openClaims(page);
  // Ava sees her own claims and Mia's (15); Noah (19) has not turned on family access.
  await expect(summary(page)).toHaveText('Showing 1–10 of 26 claims');
  await expect(claimTitles(page)).toHaveCount(10);
  await expect(page.getByText(/Claims for Noah Martinez aren't shown/)).toBeVisible();
  await expect(filterButton(page)).toHaveAccessibleName('Filter');
  await openFilters(page);
  await expect(filters(page).getByLabel('Member')).toContainText('Mia Martinez');
  await expectNoAxeViolations(page);

  const pages = page.getByRole('navigation', { name: 'Claims pages' });
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(summary(page)).toHaveText('Showing 11–20 of 26 claims');
  await expect(page.getByRole('heading', { name: 'Your claims' })).toBeFocused();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('button', { name: 'Page 3' }).click();
  await expect(summary(page)).toHaveText('Showing 21–26 of 26 claims');
  await expect(claimTitles(page)).toHaveCount(6);
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();

  // One member's claims.
  await applyFilters(page, (form) => form.getByLabel('Member').selectOption({ label: 'Mia Martinez' }));
  await expect(summary(page)).toHaveText('Showing 1–6 of 6 claims matching your filters');
  await expect(results(page).getByText(/· Mia Martinez ·/)).toHaveCount(6);
  await expect(results(page).getByText(/· Ava Martinez ·/)).toHaveCount(0);

  // Claim type on top of the member, then everyone's pharmacy claims.
  await applyFilters(page, async (form) => {
    await form.getByLabel('Member').selectOption({ label: 'All members' });
    await form.getByLabel('Claim type').selectOption('Pharmacy');
  });
  // The seed gives every fourth medical claim to a pharmacy: 5 of Ava's 20 and 1 of Mia's 6.
  await expect(
    results(page)
      .getByText(/· Ava Martinez ·/)
      .first(),
  ).toBeVisible();
  await expect(summary(page)).toHaveText('Showing 1–6 of 6 claims matching your filters');
  await expect(results(page).getByText(/· Pharmacy$/)).toHaveCount(6);
  await expect(results(page).getByText(/· Medical$/)).toHaveCount(0);

  // A date range that runs backwards is explained, focused, and nothing typed is lost.
  await applyFilters(page, async (form) => {
    await form.getByLabel(/^From/).fill('03/01/2026');
    await form.getByLabel(/^To/).fill('02/01/2026');
  });
  const problem = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(problem).toBeFocused();
  await expect(problem.getByRole('link', { name: 'Enter an end date that is the same as or after the start date' })).toBeVisible();
  await expect(filters(page).getByLabel(/^To/)).toHaveValue('02/01/2026');
  await applyFilters(page, async (form) => {
    await form.getByLabel(/^From/).fill('');
    await form.getByLabel(/^To/).fill('');
    await form.getByLabel('Status').selectOption('Processed');
  });
  await expect(problem).toHaveCount(0);
  await expect(summary(page)).toHaveText(/matching your filters$/);

  // Sorting starts again at page 1 and keeps the filters.
  await page.getByLabel('Sort by').selectOption({ label: 'What you owe, highest first' });
  await expect(summary(page)).toHaveText(/^Showing 1–\d+ of \d+ claims? matching your filters$/);

  // A claim and back keeps the filters; another page and back resets them (docs/product/claims-and-care.md#claims-filters).
  await claimTitles(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Claim details' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to claims' }).click();
  await expect(filterButton(page)).toHaveAccessibleName('Filter (2 on)');
  await openFilters(page);
  await expect(filters(page).getByLabel('Status')).toHaveValue('Processed');
  await expect(filters(page).getByLabel('Claim type')).toHaveValue('Pharmacy');
  await expect(page.getByLabel('Sort by')).toHaveValue('memberOwe:desc');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Claim details' })).toBeVisible();
  await page.goBack();
  await openFilters(page);
  await expect(filters(page).getByLabel('Status')).toHaveValue('Processed');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('link', { name: /Member Portal home/ }).click();
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
  await nav.getByRole('button', { name: 'Care', exact: true }).click();
  await nav.getByRole('link', { name: 'Claims', exact: true }).click();
  await expect(page).toHaveURL(/\/claims$/);
  await expect(summary(page)).toHaveText('Showing 1–10 of 26 claims');
  await expect(filterButton(page)).toHaveAccessibleName('Filter');
  await openFilters(page);
  await expect(filters(page).getByLabel('Status')).toHaveValue('');
  await expect(page.getByLabel('Sort by')).toHaveValue('serviceDate:desc');
});

/** Claims with one filter on: status Processed. */
async function filterProcessedClaims(page: Page) {
  await openClaims(page);
  await applyFilters(page, (form) => form.getByLabel('Status').selectOption('Processed'));
  await expect(filterButton(page)).toHaveAccessibleName('Filter (1 on)');
}

async function expectNoFilters(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  await expect(summary(page)).toHaveText(/^Showing 1–10 of \d+ claims$/);
  await expect(filterButton(page)).toHaveAccessibleName('Filter');
}

test.describe('the claims filters reset when claims is entered from another page', () => {
  test('entered from the address bar, after another page opened from the address bar', async ({ signedInPage: page }) => {
    await filterProcessedClaims(page);
    await page.goto('/medical/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await page.goto('/claims');
    await expectNoFilters(page);
  });

  test("entered by a link from a page reloaded there; a reload of claims itself keeps them, as a claim's details and back do", async ({
    signedInPage: page,
  }) => {
    await filterProcessedClaims(page);
    await page.reload();
    await expect(filterButton(page)).toHaveAccessibleName('Filter (1 on)');
    await claimTitles(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Claim details' })).toBeVisible();
    await page.reload();
    await page.getByRole('link', { name: 'Back to claims' }).click();
    await expect(filterButton(page)).toHaveAccessibleName('Filter (1 on)');

    await page.goto('/medical/dashboard');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Care', exact: true }).click();
    await nav.getByRole('link', { name: 'Claims', exact: true }).click();
    await expectNoFilters(page);
  });

  test("entered from the address bar while on a claim's details keeps them", async ({ signedInPage: page }) => {
    await filterProcessedClaims(page);
    await claimTitles(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Claim details' })).toBeVisible();
    await page.goto('/claims');
    await expect(filterButton(page)).toHaveAccessibleName('Filter (1 on)');
  });
});

/** The PDF reached the new tab: shown by the browser's viewer, or handed over as a download. */
async function expectPdfInTab(popup: Page) {
  const shown = popup.waitForURL(/^blob:/, { timeout: 15_000 }).then(
    () => 'viewer' as const,
    () => null,
  );
  const downloaded = popup.waitForEvent('download', { timeout: 15_000 }).then(
    (download) => download,
    () => null,
  );
  const outcome: 'viewer' | Download | null = await Promise.race([shown, downloaded]);
  expect(outcome, 'the new tab shows or downloads the EOB').not.toBeNull();
  if (outcome === 'viewer') {
    // Chromium's PDF viewer holds the document (the object URL is the PDF the API returned, checked above).
    expect(popup.url()).toMatch(/^blob:http:\/\/localhost:3000\//);
  } else if (outcome) {
    expect(outcome.url()).toMatch(/^blob:/);
    const file = await fs.readFile(await outcome.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
}

test('ava.medical opens a claim: what she owes first, the services, the appeal window, and the EOB PDF in a new tab', async ({
  signedInPage: page,
}) => {
  await openClaims(page);
  await applyFilters(page, (form) => form.getByLabel('Status').selectOption('Processed'));
  await expect(summary(page)).toHaveText(/matching your filters$/);
  await claimTitles(page).first().getByRole('link').click();

  await expect(page).toHaveURL(/\/claim-details\/[^/]+$/);
  await expect(page).toHaveTitle('Claim Details - Member Portal');
  const owe = page.getByRole('region', { name: 'What you owe' });
  await expect(owe).toContainText(
    /billed \$[\d,]+\.\d\d\. Your plan paid (\$[\d,]+\.\d\d|nothing for this claim)\. You owe (\$[\d,]+\.\d\d|nothing)\./,
  );
  await expect(page.getByRole('table', { name: 'Services on this claim' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Disagree with this decision?' })).toContainText(
    'We make a decision within 30 days of receiving your appeal.',
  );
  await expectNoAxeViolations(page);

  const eobResponse = page.waitForResponse(
    (response) => response.request().method() === 'GET' && /\/claims\/[^/]+\/eob$/.test(new URL(response.url()).pathname),
  );
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: /View explanation of benefits \(PDF\)/ }).click();
  const popup = await popupOpened;
  const response = await eobResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await expectPdfInTab(popup);
  await expect(page.getByRole('dialog', { name: 'Error' })).toHaveCount(0);
});

test('a member without claims is told what to expect instead of an empty list', async ({ signedInPage: page }) => {
  // No seeded persona with the claims right is without claims: the claims call answers as it would for one.
  await page.route(
    (url) => /\/member\/portal\/v1\/members\/[^/]+\/claims$/.test(url.pathname),
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: { claims: [], page: 1, pageSize: 10, total: 0, totalPages: 1, totals: { billed: 0, planPaid: 0, memberOwe: 0 } },
      });
    },
  );
  await page.goto('/claims');
  await expect(results(page).getByText("You don't have any claims yet.")).toBeVisible();
  await expect(summary(page)).toHaveText('No claims');
  await expect(page.getByRole('navigation', { name: 'Claims pages' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('ava.medical reads her deductible and out-of-pocket progress, for her and her family', async ({ signedInPage: page }) => {
  await page.goto('/spending-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Spending details' })).toBeVisible();
  const yours = page.getByRole('region', { name: 'Your spending' });
  await expect(yours.getByRole('progressbar', { name: 'Deductible' })).toBeVisible();
  await expect(yours.getByText(/^\$[\d,]+\.\d\d of \$3,000\.00 met \(\d+%\)$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Family spending' }).getByRole('progressbar', { name: 'Deductible' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Family spending details' }).getByRole('row', { name: /Mia Martinez/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('ava.medical sees her health reimbursement balance and transactions', async ({ signedInPage: page }) => {
  await page.goto('/health-reimbursement');
  await expect(page.getByRole('heading', { level: 1, name: 'Health reimbursement account' })).toBeVisible();
  // The contribution and rollover ($1,750.00) paid out toward the family's cost shares of this plan year's claims.
  await expect(page.getByRole('region', { name: 'Available balance' })).toContainText('$0.00');
  const transactions = page.getByRole('table', { name: 'Transactions, newest first' });
  await expect(transactions.getByRole('row')).toHaveCount(7);
  await expect(transactions.getByRole('row').filter({ hasText: '$1,348.32' })).toContainText('Reimbursement: medical claim');
  await expect(transactions.getByRole('row', { name: /Annual employer contribution/ })).toContainText('+$1,500.00');
  await expectNoAxeViolations(page);
});

test('cara.group, whose plan has no health reimbursement account, is not offered one', async ({ page }) => {
  await signInAs(page, 'cara.group');
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Care', exact: true }).click();
  const care = page.getByRole('list', { name: 'Care menu' });
  await expect(care.getByRole('link', { name: 'Spending Details' })).toBeVisible();
  await expect(care.getByRole('link', { name: 'Health Reimbursement Account' })).toHaveCount(0);
  await page.goto('/health-reimbursement');
  await expect(page.locator('[data-not-found-reason]')).toHaveAttribute('data-not-found-reason', 'refused');
});

test("a policyholder sees an adult dependent's claims once he turns on family access", async ({ page }) => {
  await signInAs(page, 'noah.dependent');
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
  const token = await page.evaluate(() => sessionStorage.getItem('access_token'));
  const enabled = await page.request.put(`${sandboxUrl}/member/portal/v1/users/noah.dependent/family-access`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { memberId: 'H1000100102', enabled: true },
  });
  expect(enabled.ok()).toBe(true);

  await signOutFromProfile(page);
  await expect(page).toHaveURL(/\/login$/);
  await signInAs(page, 'ava.medical');
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
  await openClaims(page);
  await expect(summary(page)).toHaveText('Showing 1–10 of 33 claims');
  await expect(page.getByText(/Claims for Noah Martinez aren't shown/)).toHaveCount(0);
  await applyFilters(page, (form) => form.getByLabel('Member').selectOption({ label: 'Noah Martinez' }));
  await expect(summary(page)).toHaveText('Showing 1–7 of 7 claims matching your filters');
});

test('eve.basic, whose Care rights are off, is refused the claims, spending and HRA pages (not-found)', async ({ page }) => {
  await signInAs(page, 'eve.basic');
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
  const claimsRemoteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('localhost:3001/')) claimsRemoteRequests.push(request.url());
  });
  for (const path of ['/claims', '/medical-claims', '/claim-details/202600100101', '/spending-details', '/health-reimbursement']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: "We can't find that page" }), path).toBeVisible();
    await expect(page.locator('[data-not-found-reason]'), path).toHaveAttribute('data-not-found-reason', 'refused');
  }
  expect(claimsRemoteRequests).toEqual([]);
});
