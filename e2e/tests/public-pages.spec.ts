// The shell's public pages signed out (docs/product/routes-and-guards.md#layout-profile-panel): each renders one h1 and passes axe (WCAG 2.1
// A and AA); the contact form validates, keeps what was typed and sends through the sandbox; the
// terms of use have 30 numbered sections.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/portal-test';
import { sandbox, sandboxUrl } from '../support/sandbox';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.afterEach(async () => {
  await sandbox.reset();
});

// Headings are in sentence case; route titles (document.title) are the route table's own.
const publicPages = [
  { path: '/contact', heading: 'Contact us', title: 'Contact Us' },
  { path: '/brand-resources', heading: 'Brand resources', title: 'Brand Resources' },
  { path: '/terms-of-use', heading: 'Terms of use', title: 'Terms of Use' },
];

for (const { path, heading, title } of publicPages) {
  test(`${path} (signed out) renders its h1 and has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(`${title} - Member Portal`);
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

async function fillInContactForm(page: Page, email: string) {
  const form = contactForm(page);
  await form.getByLabel('First name').fill('Ava');
  await form.getByLabel('Last name').fill('Visitor');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Phone number').pressSequentially('5015550123');
  await form.getByLabel('Best time to call you').selectOption({ label: 'Afternoon (noon to 5 p.m.)' });
  await form.getByLabel('Best day to call you').selectOption({ label: 'Tuesday' });
  await form.getByLabel('Health plan company').selectOption({ label: 'Arkansas Blue Cross and Blue Shield' });
  await form.getByLabel('Question or comments').fill('How do I order a new ID card?');
}

test('the contact form shows field errors on an empty submit and keeps what was typed', async ({ page }) => {
  await page.goto('/contact');
  const form = contactForm(page);
  await form.getByLabel('First name').fill('Ava');
  await form.getByLabel('Question or comments').fill('Twelve chars');
  await expect(form.getByText('12 of 450 characters')).toBeVisible();
  await form.getByRole('button', { name: 'Send message' }).click();

  const summary = form.getByRole('alert');
  await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Enter your last name',
    'Enter your email address',
    'Enter your phone number',
    // Both contact forms ask for the day, then the time.
    'Choose the best day to call you',
    'Choose the best time to call you',
    'Choose the company that provides your health plan',
  ]);
  const phone = form.getByLabel('Phone number');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/Enter your phone number/);
  await expect(form.getByLabel('First name')).toHaveValue('Ava');
  await expect(form.getByLabel('Question or comments')).toHaveValue('Twelve chars');

  await summary.getByRole('link', { name: 'Enter your phone number' }).click();
  await expect(phone).toBeFocused();
  await phone.pressSequentially('501555');
  await expect(phone).toHaveValue('(501) 555');
  await expectNoAxeViolations(page);
});

test('the contact form sends a message through the sandbox and confirms it', async ({ page }) => {
  const email = `visitor.${Date.now()}@example.com`;
  await page.goto('/contact');
  await fillInContactForm(page, email);
  await expect(contactForm(page).getByLabel('Phone number')).toHaveValue('(501) 555-0123');
  const sent = page.waitForResponse((response) => response.url().endsWith('/public/contact') && response.request().method() === 'POST');
  await contactForm(page).getByRole('button', { name: 'Send message' }).click();
  expect((await sent).status()).toBe(201);

  const status = page.getByRole('status').filter({ hasText: 'Thank you. Your message has been sent.' });
  await expect(status).toBeVisible();
  await expect(status).toBeFocused();
  const outbox = (await (await fetch(`${sandboxUrl}/sandbox/outbox?to=${encodeURIComponent(email)}`)).json()) as { subject: string }[];
  expect(outbox.map((mail) => mail.subject)).toContain('We received your message');
  await expectNoAxeViolations(page);
});

test('a failing contact call shows the error dialog with CON-0001 and keeps the form as typed', async ({ page, problems }) => {
  problems.expect(/500/);
  await sandbox.failCalls('public/contact', 500);
  await page.goto('/contact');
  await fillInContactForm(page, 'ava.visitor@example.com');
  await contactForm(page).getByRole('button', { name: 'Send message' }).click();

  const dialog = page.getByRole('dialog', { name: 'Error' });
  await expect(dialog).toContainText('Error code: CON-0001');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(contactForm(page).getByLabel('Email address')).toHaveValue('ava.visitor@example.com');
  await expect(contactForm(page).getByLabel('Question or comments')).toHaveValue('How do I order a new ID card?');

  // The page keeps working: once the service is back, the same form sends.
  await sandbox.reset();
  await contactForm(page).getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you. Your message has been sent.')).toBeVisible();
});

test('/terms-of-use lists 30 numbered sections with a table of contents', async ({ page }) => {
  await page.goto('/terms-of-use');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link')).toHaveCount(30);
  const sections = page.getByRole('heading', { level: 2, name: /^\d+\. / });
  await expect(sections).toHaveCount(30);
  await expect(sections.first()).toHaveText(/^1\. /);
  await expect(sections.last()).toHaveText(/^30\. /);

  await contents.getByRole('link', { name: 'Filing claims' }).click();
  await expect(page).toHaveURL(/\/terms-of-use#filing-claims$/);
  const filingClaims = page.getByRole('heading', { level: 2, name: /Filing claims/ });
  await expect(filingClaims).toBeInViewport();
  await expect(page.getByText('Claims must be filed within 1 year of the date of service.')).toBeVisible();
});

test('/linking-disclaimer shows the brand’s disclaimer to a signed-in member', async ({ signedInPage: page }) => {
  await page.goto('/linking-disclaimer');
  await expect(page.getByRole('heading', { level: 1, name: 'Linking disclaimer' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('You are leaving this website.');
});
