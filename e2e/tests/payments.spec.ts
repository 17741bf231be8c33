// The payment center pays once: a member whose payment is slow sees it is on its way (Pay now disabled,
// "Processing your payment…"), reloads in the middle of it, pays again with the same details, and one
// payment is recorded (the Idempotency-Key kept in session storage, docs/payments.md). The sandbox
// stalls the payment call with a fault (PUT /sandbox/faults { path, delayMs }).
import type { Page } from '@playwright/test';
import { test, expect } from '../support/portal-test';
import { sandbox, sandboxUrl } from '../support/sandbox';

const AVA = 'H1000100101';
const paymentCall = String.raw`^/member/portal/v1/members/[^/]+/payments$`;

test.afterEach(async () => {
  await sandbox.reset();
});

const region = (page: Page, name: string) => page.getByRole('region', { name });

/** Ava's payments for one bill, as the member API has them (asked with her own token). */
async function paymentsFor(page: Page, billId: string): Promise<{ amount: number; confirmationNumber: string }[]> {
  const token = await page.evaluate(() => sessionStorage.getItem('access_token'));
  const response = await fetch(`${sandboxUrl}/member/portal/v1/members/${AVA}/payments`, { headers: { Authorization: `Bearer ${token}` } });
  const { payments } = (await response.json()) as { payments: { billId: string; amount: number; confirmationNumber: string }[] };
  return payments.filter((payment) => payment.billId === billId);
}

/** The bill the form pays first: its id is the value of the Bill select. */
async function chosenBill(page: Page): Promise<string> {
  return region(page, 'Pay your bill').getByRole('combobox', { name: /^Bill/ }).inputValue();
}

async function fillPayment(page: Page) {
  const pay = region(page, 'Pay your bill');
  await pay.getByRole('textbox', { name: /^Amount to pay/ }).fill('100.00');
  await pay.getByRole('radio', { name: 'Bank account (checking or savings)' }).check();
  await pay.getByRole('textbox', { name: /^Routing number/ }).fill('111000025');
  await pay.getByRole('textbox', { name: /^Account number/ }).fill('000123454321');
}

test('a payment on its way disables Pay now and says so; reloading and paying again records one payment', async ({ signedInPage: page }) => {
  await page.goto('/payment-center');
  const pay = region(page, 'Pay your bill');
  await expect(pay.getByRole('button', { name: 'Pay now' })).toBeVisible();
  const billId = await chosenBill(page);
  expect(await paymentsFor(page, billId)).toEqual([]);

  await sandbox.setFault({ path: paymentCall, delayMs: 4000 });
  await fillPayment(page);
  const sent = page.waitForRequest((request) => request.method() === 'POST' && /\/payments$/.test(request.url()));
  await pay.getByRole('button', { name: 'Pay now' }).click();
  await expect(pay.getByRole('status').filter({ hasText: 'Processing your payment…' })).toBeVisible();
  await expect(pay.getByRole('button', { name: 'Pay now' })).toBeDisabled();
  // headers() as the page set them: allHeaders() would wait for the answer, which is what is stalled.
  const firstKey = (await sent).headers()['idempotency-key'];
  expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);

  // The member gives up waiting and reloads: the payment is still on its way at the sandbox.
  await page.reload();
  await expect(pay.getByText(/A payment you started may not have finished/)).toBeVisible();
  await fillPayment(page);
  const sentAgain = page.waitForRequest((request) => request.method() === 'POST' && /\/payments$/.test(request.url()));
  await pay.getByRole('button', { name: 'Pay now' }).click();
  expect((await sentAgain).headers()['idempotency-key']).toBe(firstKey);
  const confirmation = region(page, 'Pay your bill').getByRole('status').filter({ hasText: /Thank you. Your payment of \$100\.00 from your bank account ending in 4321 was submitted/ });
  await expect(confirmation).toBeVisible({ timeout: 15_000 });
  await expect(confirmation).toBeFocused();

  await sandbox.clearFaults();
  const recorded = await paymentsFor(page, billId);
  expect(recorded).toHaveLength(1);
  expect(recorded[0]!.amount).toBe(100);
  await expect(confirmation).toContainText(`Confirmation number ${recorded[0]!.confirmationNumber}`);
  // Confirmed: the next payment gets a key of its own.
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('portal.payment-center.payment-key')))).toEqual([]);
});
