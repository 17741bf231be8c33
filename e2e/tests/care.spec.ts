// Part B: the Care and Policy pages of mfe-claims against the sandbox. Prior authorizations
// with their status colour labels (docs/product/claims-and-care.md#care-authorization-colours) and details; coverage and copays with the retention
// rule (docs/product/claims-and-care.md#care-coverage-retention) and the family for the policyholder; changing the primary care provider, and
// the prompt for a member without one; find care and cost estimates with their handoffs; the personal
// health record and traveling abroad; eve.basic refused every one of these routes. Axe on every page.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/portal-test';
import { sandbox } from '../support/sandbox';
import { signInAs } from '../support/sign-in';

test.beforeAll(async () => {
  await sandbox.reset();
});

async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

test.describe('prior authorizations', () => {
  test('ava sees her authorizations with every status colour label, and opens one', async ({ signedInPage: page }) => {
    await openPage(page, '/prior-authorizations', 'Prior authorizations');
    await expect(page).toHaveURL(/\/authorizations$/);
    const list = page.getByRole('region', { name: 'Your authorizations' });
    await expect(list.getByRole('article').first()).toBeVisible();
    // Five to a page, each label with its meaning in words; the colours seen over every page are all four.
    await expect(list.getByRole('article')).toHaveCount(5);
    await expect(list.getByRole('article').first()).toContainText('No decision yet.');
    await expect(list.getByText('Under Review', { exact: true }).first()).toHaveAttribute('data-label-color', 'red');
    await expect(page.getByRole('region', { name: 'What the status colors mean' })).toBeVisible();
    await expectNoAxeViolations(page);
    const pages = list.getByRole('navigation', { name: 'Authorization pages' });
    const colors = new Set<string>();
    for (let shown = 1; ; shown += 1) {
      await expect(pages.getByText(new RegExp(`^Page ${shown} of \\d+$`))).toBeVisible();
      for (const label of await list.locator('[data-label-color]').all()) colors.add((await label.getAttribute('data-label-color')) ?? '');
      if (await pages.getByRole('button', { name: 'Next page' }).isDisabled()) break;
      await pages.getByRole('button', { name: 'Next page' }).click();
      await expect(list.getByRole('heading', { name: 'Your authorizations' })).toBeFocused();
    }
    expect([...colors].sort()).toEqual(['green', 'grey', 'purple', 'red']);
    await expect(list.getByText('Approved', { exact: true }).first()).toHaveAttribute('data-label-color', 'green');
    await pages.getByRole('button', { name: 'Page 1', exact: true }).click();
    await expect(pages.getByText(/^Page 1 of \d+$/)).toBeVisible();

    const first = list.getByRole('article').first();
    const service = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('link', { name: service }).click();
    await expect(page).toHaveURL(/\/authorizations\/PA\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Prior authorization details' })).toBeVisible();
    await expect(page.getByRole('region', { name: service })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Request details' })).toContainText('Authorization number');
    // The newest requests have no decision yet: they show the units requested, and no approved figure.
    await expect(page.getByRole('region', { name: /^(Approved|Requested) units$/ })).toContainText('Requested');
    await expect(page.getByRole('main')).not.toContainText(/Approved\s*0 units/);
    const timeline = page.getByRole('region', { name: 'Status history' });
    await expect(timeline.getByRole('listitem').first()).toContainText('New Request');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Back to prior authorizations' }).click();
    await expect(page).toHaveURL(/\/authorizations$/);
  });
});

test.describe('coverage and copays', () => {
  test('ava sees her coverage from the last 36 months, her copays by service and drug tier, and her family', async ({
    signedInPage: page,
  }) => {
    await openPage(page, '/coverage-and-copays', 'Coverage and copays');
    const coverage = page.getByRole('region', { name: 'Your coverage' });
    // This year's coverage and last year's; the one that ended 40 months ago is not kept.
    await expect(coverage.getByRole('article')).toHaveCount(2);
    await expect(coverage.getByRole('article').first()).toContainText('Active');
    await expect(coverage.getByRole('heading', { name: 'Coverage that ended in the last 36 months' })).toBeVisible();

    const care = page.getByRole('table', { name: 'What you pay for care' });
    await expect(care.getByRole('row', { name: /Primary Care Visit/ })).toContainText('$25.00');
    await expect(care.getByRole('row', { name: /Inpatient Hospital/ })).toContainText('20%');
    const drugs = page.getByRole('table', { name: 'What you pay for prescription drugs' });
    await expect(drugs.getByRole('row')).toHaveCount(5);
    await expect(drugs.getByRole('row', { name: /Tier 1 Generic Drugs/ })).toContainText('$10.00');
    await expect(drugs.getByRole('row', { name: /Tier 4 Specialty Drugs/ })).toContainText('25%');

    const covered = page.getByRole('region', { name: 'Who is covered' });
    await expect(covered.getByRole('listitem')).toHaveCount(3);
    await expect(covered.getByRole('listitem').first()).toContainText('Ava Martinez (you)');
    await expect(covered).toContainText('Mia Martinez');
    // Noah (19) is named, but his details are his own (the access policy, sandbox/README.md).
    const noah = covered.getByRole('listitem').filter({ hasText: 'Noah Martinez' });
    await expect(noah).toContainText('Members 18 or older see their own coverage details');
    await expect(noah).not.toContainText('Born');
    await expect(noah).not.toContainText('H1000100102');
    await expectNoAxeViolations(page);
  });

  test('noah.dependent, who is not the policyholder, sees only himself as covered', async ({ page }) => {
    await signInAs(page, 'noah.dependent');
    await openPage(page, '/coverage-and-copays', 'Coverage and copays');
    const covered = page.getByRole('region', { name: 'Who is covered' });
    await expect(covered.getByRole('listitem')).toHaveCount(1);
    await expect(covered).toContainText('Noah Martinez (you)');
    await expect(page.getByRole('table', { name: 'What you pay for care' })).toBeVisible();
  });
});

test.describe('primary care provider', () => {
  test.afterEach(async () => {
    await sandbox.reset();
  });

  test('ava searches, chooses a new primary care provider, confirms, and sees the change', async ({ signedInPage: page }) => {
    await openPage(page, '/primary-care-provider', 'Primary care provider');
    const current = page.getByRole('region', { name: 'Your primary care provider', exact: true });
    await expect(current).toContainText('Dr. Hannah Reyes, MD');
    await expectNoAxeViolations(page);

    await page.getByLabel('Doctor’s name').fill('Bell');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('1 doctor matches your search.')).toBeVisible();
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('article', { name: 'Dr. Marcus Bell, MD' })).toContainText('Internal Medicine');
    await expectNoAxeViolations(page);

    await results.getByRole('button', { name: 'Choose Dr. Marcus Bell, MD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your primary care provider?' });
    await expect(dialog).toContainText('The change starts on the first day of next month.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Yes, make this my provider' }).click();

    await expect(dialog).toHaveCount(0);
    const confirmation = page.getByRole('status').filter({ hasText: 'Your primary care provider is changed.' });
    await expect(confirmation).toContainText(/Dr\. Marcus Bell, MD will be your primary care provider starting \d{2}\/01\/\d{4}\./);
    await expect(confirmation).toBeFocused();
    await expect(current).toContainText('Dr. Marcus Bell, MD');

    // The change is saved: a fresh visit shows the new provider and when it starts.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your primary care provider', exact: true })).toContainText('Dr. Marcus Bell, MD');
    await expect(page.getByRole('region', { name: 'Your primary care provider', exact: true })).toContainText(/Starts \d{2}\/01\/\d{4}/);
  });

  test('gia.employee, who has no primary care provider, is prompted to choose one', async ({ page }) => {
    await signInAs(page, 'gia.employee');
    await openPage(page, '/primary-care-provider', 'Primary care provider');
    await expect(page.getByText("You haven't chosen a primary care provider yet.")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Find a primary care provider' })).toBeVisible();
    await page.getByRole('link', { name: 'Search for a doctor below' }).click();
    await expect(page.getByLabel('Doctor’s name')).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test.describe('find care and cost estimates', () => {
  test('find care offers cost estimates in the portal and the provider search at the partner', async ({ signedInPage: page }) => {
    await openPage(page, '/find-care', 'Find Care & Costs');
    const doctors = page.getByRole('article', { name: 'Find a Doctor' });
    await expect(doctors).toBeVisible();
    await expectNoAxeViolations(page);

    // The partner's provider search opens in a new window through single sign-on.
    const popupOpened = page.waitForEvent('popup');
    await doctors.getByRole('button', { name: 'Open Find a Doctor' }).click();
    const partner = await popupOpened;
    await partner.waitForURL(/\/sandbox\/partners\/costsearch/);
    await partner.close();

    await page.getByRole('article', { name: 'Compare Costs' }).getByRole('link', { name: 'Go to Compare Costs' }).click();
    await expect(page).toHaveURL(/\/cost-estimates$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cost estimates' })).toBeVisible();
  });

  test('cost estimates price care at in-network providers, what the member pays first', async ({ signedInPage: page }) => {
    await openPage(page, '/cost-estimates', 'Cost estimates');
    await page.getByLabel(/Care or procedure/).selectOption({ label: 'MRI of the knee' });
    await page.getByRole('button', { name: 'Get estimates' }).click();
    await expect(page.getByText(/\d+ estimates? for MRI of the knee, lowest cost to you first\./)).toBeVisible();
    const table = page.getByRole('table', { name: 'MRI of the knee: estimated costs' });
    await expect(table.getByRole('row').nth(1)).toContainText('$');
    await expect(table.getByRole('row').nth(1)).toContainText('out of 5');
    await expectNoAxeViolations(page);
  });

  test('an empty request is refused with a specific error', async ({ signedInPage: page }) => {
    await openPage(page, '/cost-estimates', 'Cost estimates');
    await page.getByRole('button', { name: 'Get estimates' }).click();
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('link', { name: 'Choose the care you want to price' })).toBeVisible();
    await expect(summary).toBeFocused();
  });
});

test.describe('personal health record and traveling abroad', () => {
  test('ava sees her own health record and her 15-year-old’s, but not her 19-year-old’s', async ({ signedInPage: page }) => {
    await openPage(page, '/health-records', 'Personal health record');
    await expect(page.getByRole('region', { name: 'Your health record' }).getByRole('region', { name: 'Allergies' })).toContainText(
      'Penicillin',
    );
    const picker = page.getByLabel('Whose health record');
    await expect(picker.getByRole('option')).toHaveText(['Ava Martinez (you)', 'Mia Martinez']);
    await expect(page.getByText(/Family members aged 18 or older keep their health records private/)).toBeVisible();
    await expectNoAxeViolations(page);

    await picker.selectOption({ label: 'Mia Martinez' });
    const mia = page.getByRole('region', { name: 'Mia Martinez’s health record' });
    await expect(mia.getByRole('region', { name: 'Conditions' })).toContainText('Mild intermittent asthma');
  });

  test('traveling abroad shows who to call and how to file an international claim', async ({ signedInPage: page }) => {
    await openPage(page, '/traveling-abroad', 'Traveling abroad');
    const coverage = page.getByRole('region', { name: 'Your coverage abroad' });
    await expect(coverage.getByRole('link', { name: '(800) 810-6577' })).toHaveAttribute('href', 'tel:+18008106577');
    await expect(page.getByRole('region', { name: 'How to file an international claim' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('eve.basic, with every Care and Policy flag off, is refused each of these routes', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, 'eve.basic');
  await expect(page).toHaveURL(/\/medical\/dashboard$/);
  for (const path of [
    '/authorizations',
    '/prior-authorizations',
    '/authorizations/PA2026000001',
    '/coverage-and-copays',
    '/primary-care-provider',
    '/find-care',
    '/cost-estimates',
    '/health-records',
    '/traveling-abroad',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: "We can't find that page" }), path).toBeVisible();
    await expect(page.locator('[data-not-found-reason]'), path).toHaveAttribute('data-not-found-reason', 'refused');
  }
});
