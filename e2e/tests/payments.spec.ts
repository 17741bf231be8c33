// The payment center pays once: a member reviews the payment, submits it, sees it is on its way (Submit
// payment disabled, "Processing your payment…"), reloads in the middle of it, pays again with the same
// details, and one payment is recorded (the Idempotency-Key kept in session storage, docs/payments.md). The sandbox
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
  await pay.getByRole('radio', { name: 'Another account' }).check();
  await pay.getByRole('radio', { name: 'Bank account (checking or savings)' }).check();
  await pay.getByRole('textbox', { name: /^Routing number/ }).fill('111000025');
  await pay.getByRole('textbox', { name: /^Account number/ }).fill('000123454321');
}

/** From the form to the review: nothing is sent until Submit payment. */
async function review(page: Page) {
  const pay = region(page, 'Pay your bill');
  await pay.getByRole('button', { name: 'Review payment' }).click();
  const reviewed = pay.getByRole('group', { name: 'Review your payment' });
  await expect(reviewed.getByRole('heading', { name: 'Review your payment' })).toBeFocused();
  return reviewed;
}

test('the form starts with the balance and the account on file; the review names amount, account, date and bill; the confirmation takes focus', async ({
  signedInPage: page,
}) => {
  await page.goto('/payment-center');
  const pay = region(page, 'Pay your bill');
  await expect(pay.getByRole('textbox', { name: /^Amount to pay/ })).toHaveValue('487.25');
  await expect(pay.getByRole('radio', { name: 'Bank account ending in 6789 (your autopay account)' })).toBeChecked();
  // Ava's bill is drafted by autopay on the 26th of the month it is due: the page says so before she pays.
  await expect(pay.getByRole('complementary', { name: 'Autopay will pay this bill' })).toContainText(
    /Autopay will pay \$487\.25 from your bank account ending in 6789 on \d{2}\/26\/\d{4}\./,
  );
  const billId = await chosenBill(page);

  const reviewed = await review(page);
  await expect(reviewed.getByRole('definition')).toHaveText([
    '$487.25',
    'Bank account ending in 6789',
    /^\d{2}\/\d{2}\/\d{4}$/,
    /^Premium due \d{2}\/\d{2}\/\d{4}, for coverage/,
  ]);
  await expect(reviewed.getByRole('complementary', { name: 'Autopay will pay this bill' })).toBeVisible();
  expect(await paymentsFor(page, billId)).toEqual([]);
  await reviewed.getByRole('button', { name: 'Edit' }).click();
  await expect(pay.getByRole('textbox', { name: /^Amount to pay/ })).toBeFocused();
  await pay.getByRole('textbox', { name: /^Amount to pay/ }).fill('87.25');
  await (await review(page)).getByRole('button', { name: 'Submit payment' }).click();

  await expect(pay.getByRole('heading', { name: 'Payment submitted' })).toBeFocused();
  const recorded = await paymentsFor(page, billId);
  expect(recorded).toHaveLength(1);
  await expect(
    pay.getByText(
      `Thank you. Your payment of $87.25 from your bank account ending in 6789 was submitted. Confirmation number ${recorded[0]!.confirmationNumber}.`,
      { exact: false },
    ),
  ).toBeVisible();
  await expect(region(page, 'Payment history').getByRole('cell', { name: recorded[0]!.confirmationNumber })).toBeVisible();
});

test('a payment on its way disables Submit payment and says so; reloading and paying again records one payment', async ({
  signedInPage: page,
}) => {
  await page.goto('/payment-center');
  const pay = region(page, 'Pay your bill');
  await expect(pay.getByRole('button', { name: 'Review payment' })).toBeVisible();
  const billId = await chosenBill(page);
  expect(await paymentsFor(page, billId)).toEqual([]);

  await sandbox.setFault({ path: paymentCall, delayMs: 4000 });
  await fillPayment(page);
  const sent = page.waitForRequest((request) => request.method() === 'POST' && /\/payments$/.test(request.url()));
  await (await review(page)).getByRole('button', { name: 'Submit payment' }).click();
  await expect(pay.getByRole('status').filter({ hasText: 'Processing your payment…' })).toBeVisible();
  await expect(pay.getByRole('button', { name: 'Submit payment' })).toBeDisabled();
  // headers() as the page set them: allHeaders() would wait for the answer, which is what is stalled.
  const firstKey = (await sent).headers()['idempotency-key'];
  expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);

  // The member gives up waiting and reloads: the payment is still on its way at the sandbox.
  await page.reload();
  await expect(pay.getByText(/A payment you started may not have finished/)).toBeVisible();
  await fillPayment(page);
  const sentAgain = page.waitForRequest((request) => request.method() === 'POST' && /\/payments$/.test(request.url()));
  await (await review(page)).getByRole('button', { name: 'Submit payment' }).click();
  expect((await sentAgain).headers()['idempotency-key']).toBe(firstKey);
  const confirmation = region(page, 'Pay your bill')
    .getByRole('status')
    .filter({ hasText: /Thank you. Your payment of \$100\.00 from your bank account ending in 4321 was submitted/ });
  await expect(confirmation).toBeVisible({ timeout: 15_000 });
  await expect(pay.getByRole('heading', { name: 'Payment submitted' })).toBeFocused();

  await sandbox.clearFaults();
  const recorded = await paymentsFor(page, billId);
  expect(recorded).toHaveLength(1);
  expect(recorded[0]!.amount).toBe(100);
  await expect(confirmation).toContainText(`Confirmation number ${recorded[0]!.confirmationNumber}`);
  // Confirmed: the next payment gets a key of its own.
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('portal.payment-center.payment-key'))),
  ).toEqual([]);
});
