// The signed-in contact form (/contact-us), filled as a member would, for suites that send it.
import type { Locator, Page } from '@playwright/test';

export async function fillContactForm(page: Page, comments: string): Promise<Locator> {
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Phone number').pressSequentially('5015550123');
  await form.getByLabel('Best day to call you').selectOption({ label: 'Tuesday' });
  await form.getByLabel('Best time to call you').selectOption({ label: 'Afternoon (noon to 5 p.m.)' });
  await form.getByLabel('Question or comments').fill(comments);
  return form;
}
