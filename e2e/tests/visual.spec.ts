// Seen and not only tested (docs/decisions/0015-seen-not-only-tested.md): the key pages compared with committed
// screenshots at phone (390 px) and desktop (1280 px) width, for every brand tier where the page
// differs by brand, so a change that breaks the look fails the suite (support/screenshots.ts says what
// is fixed before each shot and how to record new baselines). On phones, the ID card and the tables
// must also keep all their text: nothing cut off, nothing scrolling the page sideways.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/portal-test';
import { lostContent } from '../support/lost-content';
import { sandbox } from '../support/sandbox';
import { expectLook, expectScreen, morningToday, screenWidths, settle } from '../support/screenshots';
import { signInAs } from '../support/sign-in';

test.use({ timezoneId: 'America/Chicago', reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await sandbox.reset();
  await page.clock.setFixedTime(morningToday());
});

const brandTiers = ['ABCBS', 'HA', 'BA', 'ABM', 'OCTAVE'] as const;

/** Signs in at phone width (the first plan's dashboard), then runs the shots at each width. */
async function signInFor(page: Page, persona: string) {
  await page.setViewportSize(screenWidths[0].viewport);
  await signInAs(page, persona);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function atEachWidth(page: Page, shoot: (width: (typeof screenWidths)[number]['name']) => Promise<void>) {
  for (const width of screenWidths) {
    await page.setViewportSize(width.viewport);
    await shoot(width.name);
  }
}

/** The address of the first claim in the claims list filtered to one status. */
async function firstClaimWithStatus(page: Page, status: string): Promise<string> {
  await open(page, '/claims');
  const results = page.getByRole('region', { name: 'Your claims' });
  const toggle = results.getByRole('button', { name: /^Filter\b/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const filters = page.getByRole('form', { name: 'Filter claims' });
  await filters.getByLabel('Status').selectOption({ label: status });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  // The filter applied: the button counts it, and the list has loaded again.
  await expect(results.getByRole('button', { name: /^Filter \(1 on\)/ })).toBeVisible();
  await settle(page);
  const href = await results.locator(`a[href^="/claim-details/"]`).first().getAttribute('href');
  if (!href) throw new Error(`ava.medical has no ${status} claim`);
  return href;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test('the landing page of every brand, as a member signed out of that brand finds it', async ({ page }) => {
  test.setTimeout(90_000);
  for (const tier of brandTiers) {
    await page.addInitScript((remembered) => localStorage.setItem('portal.brandTier', remembered), tier);
    await atEachWidth(page, async (width) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your Member Portal' })).toBeVisible();
      await expectLook(page, `landing-${tier}-${width}`);
    });
  }
});

test('ava.medical (Arkansas Blue Cross, Medical): dashboard, claims, a claim, ID card, payment center, a form with its errors, the menus', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInFor(page, 'ava.medical');
  await atEachWidth(page, async (width) => {
    await open(page, '/medical/dashboard');
    await expectLook(page, `dashboard-medical-ABCBS-${width}`);

    await open(page, '/claims');
    await expectLook(page, `claims-${width}`);
    // A claim of each kind the money wording differs by: paid (processed), denied and pending.
    for (const [status, kind] of [
      ['Processed', 'paid'],
      ['Denied', 'denied'],
      ['Pending', 'pending'],
    ] as const) {
      await open(page, await firstClaimWithStatus(page, status));
      await expectLook(page, `claim-details-${kind}-${width}`);
      if (width === 'phone') expect(await lostContent(page, 'main'), `the ${kind} claim keeps all its text on a phone`).toEqual([]);
    }

    await open(page, '/id-card');
    await expectLook(page, `id-card-${width}`);
    if (width === 'phone') expect(await lostContent(page, 'main'), 'the ID card keeps all its text on a phone').toEqual([]);
    for (const side of ['Front', 'Back'] as const) {
      const region = page.getByRole('region', { name: new RegExp(`^${side} of `) }).first();
      await expect(region).toHaveScreenshot(`id-card-${side.toLowerCase()}-${width}.png`, {
        animations: 'disabled',
        maxDiffPixelRatio: 0.002,
        threshold: 0.05,
      });
    }

    await open(page, '/payment-center');
    await expectLook(page, `payment-center-${width}`);
    if (width === 'phone') expect(await lostContent(page, 'main'), 'the payment tables keep all their text on a phone').toEqual([]);
    // The review step: amount, account, date and bill, before anything is sent.
    await page.getByRole('button', { name: 'Review payment' }).click();
    await expect(page.getByRole('heading', { name: 'Review your payment' })).toBeVisible();
    await expectLook(page, `payment-review-${width}`);

    await open(page, '/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expectLook(page, `form-error-summary-${width}`);

    await open(page, '/medical/dashboard');
    if (width === 'phone') {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectScreen(page, `drawer-${width}`);
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: /^Profile/ }).click();
    await expect(page.getByRole('group', { name: 'Your profile' }).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expectScreen(page, `profile-panel-${width}`);
    await page.keyboard.press('Escape');
  });
  await open(page, '/spending-details');
  await page.setViewportSize(screenWidths[0].viewport);
  await settle(page);
  expect(await lostContent(page, 'main'), 'the spending tables keep all their text on a phone').toEqual([]);
});

test('ben.dental (Health Advantage): the dental and the vision dashboards', async ({ page }) => {
  test.setTimeout(120_000);
  await signInFor(page, 'ben.dental');
  await atEachWidth(page, async (width) => {
    await open(page, '/dental/dashboard');
    await expectLook(page, `dashboard-dental-HA-${width}`);
  });
  await page.goto('/select-plan');
  await page.getByRole('button', { name: /Choose this plan: .* \(Vision\)/ }).click();
  await expect(page).toHaveURL(/\/vision\/dashboard$/);
  await atEachWidth(page, async (width) => {
    await open(page, '/vision/dashboard');
    await expectLook(page, `dashboard-vision-HA-${width}`);
  });
});

for (const [persona, tier] of [
  ['cara.group', 'BA'],
  ['eve.basic', 'ABM'],
  ['dan.medicare', 'OCTAVE'],
] as const) {
  test(`${persona} (${tier}): the Medical dashboard in the brand's colours, logo and footer`, async ({ page }) => {
    test.setTimeout(90_000);
    await signInFor(page, persona);
    await atEachWidth(page, async (width) => {
      await open(page, '/medical/dashboard');
      await expectLook(page, `dashboard-medical-${tier}-${width}`);
    });
  });
}

test('the explanation of benefits of a denied claim: its first page, drawn as the member reads it', async ({
  request: _request,
}, testInfo) => {
  // The PDF comes from the running sandbox's code, drawn in Node; `request` is any fixture (Playwright asks for one).
  // The document is drawn from a seed built as of a fixed day, so the picture is the same every day.
  const png = testInfo.outputPath('eob-denied.png');
  await promisify(execFile)(
    'pnpm',
    ['--filter', '@portal/sandbox', 'exec', 'tsx', 'scripts/render-eob-png.ts', 'ava.medical', 'status:Denied', png],
    {
      env: { ...process.env, EOB_SEED_DATE: '2026-06-15T17:00:00Z' },
    },
  );
  expect(await readFile(png)).toMatchSnapshot('eob-denied-first-page.png', { maxDiffPixelRatio: 0.002, threshold: 0.05 });
});
