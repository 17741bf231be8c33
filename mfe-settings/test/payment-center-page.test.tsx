import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import Page from '../src/payment-center/payment-center-page';
import { requestKeyStorageKey } from '../src/payment-center/request-key';
import { avaPlan, failure, ok, signIn, setUpMemberApi, type Answers } from './support/member-api';
import { renderPage } from './support/render-page';

const api = setUpMemberApi();
const memberId = avaPlan.memberId;
const paymentsRoute = `POST members/${memberId}/payments`;
const autopayRoute = `PUT members/${memberId}/autopay`;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => window.sessionStorage.clear());

const dueBill = {
  billId: 'BIL-2',
  periodStart: '2026-07-01',
  periodEnd: '2026-07-31',
  dueDate: '2026-06-30',
  amount: 487.25,
  paid: 0,
  status: 'Due',
};
const paidBill = {
  billId: 'BIL-1',
  periodStart: '2026-06-01',
  periodEnd: '2026-06-30',
  dueDate: '2026-05-31',
  amount: 487.25,
  paid: 487.25,
  status: 'Paid',
};
const history = [
  {
    paymentId: 'P1',
    billId: 'BIL-1',
    amount: 487.25,
    method: 'bank',
    accountLast4: '6789',
    status: 'Completed',
    submittedAt: '2026-05-25T10:00:00.000Z',
    confirmationNumber: 'C100',
  },
];
const enrolled = { enrolled: true, method: 'bank', accountLast4: '6789', draftDay: 26, enrolledOn: '2025-04-01' };
const notEnrolled = { enrolled: false, method: null, accountLast4: null, draftDay: 26, enrolledOn: null };

function answers(extra: Answers = {}): Answers {
  return {
    [`GET members/${memberId}/bills`]: ok({ balanceDue: 487.25, nextDueDate: '2026-06-30', bills: [dueBill, paidBill] }),
    [`GET members/${memberId}/payments`]: ok({ payments: history }),
    [`GET members/${memberId}/autopay`]: ok(enrolled),
    ...extra,
  };
}

const section = (name: string) => screen.getByRole('region', { name });
/** A section that shows once the sections above it have loaded. */
const shownSection = (name: string) => screen.findByRole('region', { name });

const cardPayment = {
  paymentId: 'P2',
  billId: 'BIL-2',
  amount: 487.25,
  method: 'card',
  accountLast4: '1111',
  status: 'Submitted',
  submittedAt: '2026-06-15T10:00:00.000Z',
  confirmationNumber: 'C200',
};

/** After a payment the page loads the bill and the history again: waits for that, so no request outlives the test. */
async function billReloaded(pay: HTMLElement) {
  await waitFor(() => expect(within(pay).queryByText('Loading your bill…')).not.toBeInTheDocument());
  await waitFor(() => expect(within(section('Payment history')).queryByText(/Loading/)).not.toBeInTheDocument());
}

/** Chooses a card and types its details into the payment form (the amount is the bill's balance already). */
async function fillCard(user: UserEvent, pay: HTMLElement, card = { cardNumber: '4111 1111 1111 1111', cardExpiry: '08/39' }) {
  const another = within(pay).queryByRole('radio', { name: 'Another account' });
  if (another) await user.click(another);
  await user.click(await within(pay).findByRole('radio', { name: 'Debit or credit card' }));
  await user.type(within(pay).getByRole('textbox', { name: /Card number/ }), card.cardNumber);
  await user.type(within(pay).getByRole('textbox', { name: /Expiry date/ }), card.cardExpiry);
}

/** Goes from the form to the review (the form's checks passed). */
async function review(user: UserEvent, pay: HTMLElement) {
  await user.click(within(pay).getByRole('button', { name: 'Review payment' }));
  return within(pay).findByRole('group', { name: 'Review your payment' });
}

/** What the review lists: each label with its value. */
function reviewFacts(reviewed: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(reviewed)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

/** The last day of next month, YYYY-MM-DD: a bill autopay (the 26th of the month it is due) has still to draft. */
function dueNextMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0)).toISOString().slice(0, 10);
}

describe('Payment center', () => {
  it('shows the current bill, the payment history and autopay', async () => {
    signIn();
    api.answer(answers());
    renderPage(Page, '/payment-center');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment center');
    const bill = await shownSection('Current bill');
    expect(await within(bill).findByText('Balance due')).toBeInTheDocument();
    expect(within(bill).getByText('Balance due').nextElementSibling).toHaveTextContent('$487.25');
    expect(within(bill).getByText('Next due date').nextElementSibling).toHaveTextContent('06/30/2026');
    expect(within(bill).getAllByRole('row')).toHaveLength(3);
    const paid = await shownSection('Payment history');
    expect(await within(paid).findByRole('cell', { name: 'Bank account ending in 6789' })).toBeInTheDocument();
    expect(within(paid).getByRole('cell', { name: 'C100' })).toBeInTheDocument();
    expect(
      await within(await shownSection('Autopay')).findByText(
        /Autopay is on. We draft your premium on the 26th of each month from your bank account ending in 6789/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay your Medicare premium' })).not.toBeInTheDocument();
  });

  it('puts paying the bill first and the past bills after it (the order a phone shows)', async () => {
    signIn();
    api.answer(answers());
    renderPage(Page, '/payment-center');
    await within(await shownSection('Current bill')).findByText('Balance due');
    const names = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id ?? '')?.textContent);
    expect(names).toEqual(['Pay your bill', 'Current bill', 'Payment history', 'Autopay']);
  });

  it('shows each section once the one above it has loaded, so nothing arriving pushes a section down', async () => {
    signIn();
    api.answer(answers({ [`GET members/${memberId}/payments`]: { ...ok({ payments: history }), delayMs: 150 } }));
    renderPage(Page, '/payment-center');
    expect(within(section('Pay your bill')).getByText('Loading your bill…')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Current bill' })).not.toBeInTheDocument();
    // The form has its bill and autopay: the current bill and the history (still loading) follow it.
    expect(await within(section('Pay your bill')).findByRole('button', { name: 'Review payment' })).toBeInTheDocument();
    expect(within(section('Current bill')).getByText('Balance due')).toBeInTheDocument();
    expect(within(section('Payment history')).getByText('Loading your payment history…')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Autopay' })).not.toBeInTheDocument();
    expect(await within(section('Payment history')).findByRole('cell', { name: 'C100' })).toBeInTheDocument();
    expect(section('Autopay')).toBeInTheDocument();
  });

  it('pays a bill: checks the details, submits, confirms (posting in 24 to 48 hours) and reloads the bill', async () => {
    signIn();
    let paidNow = false;
    api.answer(
      answers({
        [`GET members/${memberId}/autopay`]: ok(notEnrolled),
        [`POST members/${memberId}/payments`]: () => {
          paidNow = true;
          return ok(
            {
              paymentId: 'P2',
              billId: 'BIL-2',
              amount: 487.25,
              method: 'card',
              accountLast4: '1111',
              status: 'Submitted',
              submittedAt: '2026-06-15T10:00:00.000Z',
              confirmationNumber: 'C200',
            },
            201,
          );
        },
        [`GET members/${memberId}/bills`]: () =>
          ok({
            balanceDue: paidNow ? 0 : 487.25,
            nextDueDate: paidNow ? null : '2026-06-30',
            bills: [paidNow ? { ...dueBill, paid: 487.25, status: 'Paid' } : dueBill, paidBill],
          }),
      }),
    );
    const { user } = renderPage(Page, '/payment-center');
    const pay = section('Pay your bill');
    expect(await within(pay).findByRole('textbox', { name: /Amount to pay/ })).toHaveValue('487.25');
    expect(pay).toHaveTextContent('Online payments post to your account in 24 to 48 hours.');
    await user.click(within(pay).getByRole('button', { name: 'Review payment' }));
    expect(await within(pay).findByRole('alert')).toHaveTextContent('Choose how you want to pay');

    await user.click(within(pay).getByRole('radio', { name: 'Debit or credit card' }));
    await user.type(within(pay).getByRole('textbox', { name: /Card number/ }), '4111 1111 1111 1111');
    await user.type(within(pay).getByRole('textbox', { name: /Expiry date/ }), '08/39');
    await user.clear(within(pay).getByRole('textbox', { name: /Amount to pay/ }));
    await user.type(within(pay).getByRole('textbox', { name: /Amount to pay/ }), '500');
    await user.click(within(pay).getByRole('button', { name: 'Review payment' }));
    await waitFor(() => expect(within(pay).getByRole('alert')).toHaveTextContent('The amount is more than this bill’s balance of $487.25'));

    await user.clear(within(pay).getByRole('textbox', { name: /Amount to pay/ }));
    await user.type(within(pay).getByRole('textbox', { name: /Amount to pay/ }), '487.25');
    const reviewed = await review(user, pay);
    expect(api.bodiesOf(paymentsRoute)).toEqual([]);
    await user.click(within(reviewed).getByRole('button', { name: 'Submit payment' }));
    const heading = await within(pay).findByRole('heading', { name: 'Payment submitted' });
    expect(heading).toHaveFocus();
    const confirmation = within(pay).getByText(
      /Thank you. Your payment of \$487.25 from your card ending in 1111 was submitted. Confirmation number C200/,
    );
    expect(confirmation).toHaveTextContent('Online payments post to your account in 24 to 48 hours.');
    expect(api.bodiesOf(`POST members/${memberId}/payments`)).toEqual([
      { billId: 'BIL-2', amount: 487.25, method: 'card', cardNumber: '4111111111111111', cardExpiry: '08/39' },
    ]);
    expect(await within(pay).findByText('You have no bill to pay right now. Thank you!')).toBeInTheDocument();
    expect(within(section('Current bill')).getByText('Next due date').nextElementSibling).toHaveTextContent('Nothing due');
  });

  it('reviews the amount, the account (masked), the payment date and the bill before anything is sent; Edit keeps everything typed', async () => {
    signIn();
    api.answer(answers({ [`GET members/${memberId}/autopay`]: ok(notEnrolled) }));
    const { user } = renderPage(Page, '/payment-center');
    const pay = section('Pay your bill');
    await fillCard(user, pay);
    const amount = within(pay).getByRole('textbox', { name: /Amount to pay/ });
    await user.clear(amount);
    await user.type(amount, '100');
    const reviewed = await review(user, pay);
    expect(within(reviewed).getByRole('heading', { name: 'Review your payment' })).toHaveFocus();
    const facts = reviewFacts(reviewed);
    expect(facts).toMatchObject({
      Amount: '$100.00',
      'Pay from': 'Card ending in 1111',
      Bill: 'Premium due 06/30/2026, for coverage 07/01/2026 to 07/31/2026',
    });
    expect(facts['Payment date']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(reviewed).not.toHaveTextContent('4111');
    expect(api.bodiesOf(paymentsRoute)).toEqual([]);

    await user.click(within(reviewed).getByRole('button', { name: 'Edit' }));
    expect(within(pay).getByRole('textbox', { name: /Amount to pay/ })).toHaveValue('100');
    expect(within(pay).getByRole('textbox', { name: /Amount to pay/ })).toHaveFocus();
    expect(within(pay).getByRole('radio', { name: 'Debit or credit card' })).toBeChecked();
    expect(within(pay).getByRole('textbox', { name: /Card number/ })).toHaveValue('4111 1111 1111 1111');
    expect(within(pay).getByRole('textbox', { name: /Expiry date/ })).toHaveValue('08/39');
    expect(api.bodiesOf(paymentsRoute)).toEqual([]);
  });

  it('fills in the bill’s balance and offers the account on file (autopay’s) first, and pays from it without its numbers', async () => {
    signIn();
    api.answer(answers({ [paymentsRoute]: ok({ ...cardPayment, method: 'bank', accountLast4: '6789' }, 201) }));
    const { user } = renderPage(Page, '/payment-center');
    const pay = section('Pay your bill');
    expect(await within(pay).findByRole('textbox', { name: /Amount to pay/ })).toHaveValue('487.25');
    expect(within(pay).getByRole('radio', { name: 'Bank account ending in 6789 (your autopay account)' })).toBeChecked();
    expect(within(pay).getByRole('radio', { name: 'Another account' })).not.toBeChecked();
    expect(within(pay).queryByRole('textbox', { name: /Routing number/ })).not.toBeInTheDocument();
    const reviewed = await review(user, pay);
    expect(reviewFacts(reviewed)).toMatchObject({ Amount: '$487.25', 'Pay from': 'Bank account ending in 6789' });
    await user.click(within(reviewed).getByRole('button', { name: 'Submit payment' }));
    expect(await within(pay).findByRole('heading', { name: 'Payment submitted' })).toHaveFocus();
    expect(within(pay).getByText(/from your bank account ending in 6789 was submitted. Confirmation number C200/)).toBeInTheDocument();
    await billReloaded(pay);
    expect(api.bodiesOf(paymentsRoute)).toEqual([{ billId: 'BIL-2', amount: 487.25, method: 'saved' }]);
  });

  it('says before the member pays, on the form and on the review, that autopay will pay the bill; the member can still pay', async () => {
    signIn();
    const coming = { ...dueBill, billId: 'BIL-3', dueDate: dueNextMonth() };
    const draftDay = `${coming.dueDate.slice(5, 7)}/26/${coming.dueDate.slice(0, 4)}`;
    api.answer(
      answers({
        [`GET members/${memberId}/bills`]: ok({ balanceDue: 487.25, nextDueDate: coming.dueDate, bills: [coming, paidBill] }),
        [paymentsRoute]: ok({ ...cardPayment, billId: 'BIL-3', method: 'bank', accountLast4: '6789' }, 201),
      }),
    );
    const { user } = renderPage(Page, '/payment-center');
    const pay = section('Pay your bill');
    const warning = `Autopay will pay $487.25 from your bank account ending in 6789 on ${draftDay}. You don’t need to pay this bill yourself.`;
    const onForm = await within(pay).findByRole('complementary', { name: 'Autopay will pay this bill' });
    expect(onForm).toHaveTextContent(warning);
    expect(onForm).toHaveTextContent(
      'If you pay it in full now, autopay will not draft it again; if you pay part of it, autopay drafts the rest.',
    );
    const reviewed = await review(user, pay);
    expect(within(reviewed).getByRole('complementary', { name: 'Autopay will pay this bill' })).toHaveTextContent(warning);
    await user.click(within(reviewed).getByRole('button', { name: 'Submit payment' }));
    expect(await within(pay).findByRole('heading', { name: 'Payment submitted' })).toBeInTheDocument();
    await billReloaded(pay);
    expect(api.bodiesOf(paymentsRoute)).toHaveLength(1);
  });

  it('says nothing of autopay paying a bill whose draft day has passed', async () => {
    signIn();
    api.answer(answers());
    renderPage(Page, '/payment-center');
    const pay = section('Pay your bill');
    expect(await within(pay).findByRole('textbox', { name: /Amount to pay/ })).toHaveValue('487.25');
    expect(within(pay).queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('names an account’s own draft day as members read it (22nd, not 22th)', async () => {
    signIn();
    api.answer(answers({ [`GET members/${memberId}/autopay`]: ok({ ...enrolled, draftDay: 22 }) }));
    renderPage(Page, '/payment-center');
    expect(
      await within(await shownSection('Autopay')).findByText(/Autopay is on. We draft your premium on the 22nd of each month/),
    ).toBeInTheDocument();
  });

  it('enrols in autopay with the authorization to draft on the 26th', async () => {
    signIn();
    api.answer(
      answers({
        [`GET members/${memberId}/autopay`]: ok(notEnrolled),
        [`PUT members/${memberId}/autopay`]: ok({ ...enrolled, enrolledOn: '2026-06-15' }),
      }),
    );
    const { user } = renderPage(Page, '/payment-center');
    const autopay = await shownSection('Autopay');
    expect(await within(autopay).findByText(/Autopay is off/)).toBeInTheDocument();
    await user.click(within(autopay).getByRole('radio', { name: 'Bank account (checking or savings)' }));
    await user.type(within(autopay).getByRole('textbox', { name: /Routing number/ }), '111000025');
    await user.type(within(autopay).getByRole('textbox', { name: /Account number/ }), '000123456789');
    await user.click(within(autopay).getByRole('button', { name: 'Turn on autopay' }));
    expect(await within(autopay).findByRole('alert')).toHaveTextContent('Tick the box to authorize the monthly drafts');
    await user.click(within(autopay).getByRole('checkbox', { name: /I authorize automatic drafts of my monthly premium on the 26th/ }));
    await user.click(within(autopay).getByRole('button', { name: 'Turn on autopay' }));
    expect(
      await within(autopay).findByText('You are enrolled in autopay. Your payment will be drafted on the 26th of each month.'),
    ).toBeInTheDocument();
    expect(
      within(autopay).getByText('You are enrolled in autopay. Your payment will be drafted on the 26th of each month.').parentElement,
    ).toHaveFocus();
    expect(within(autopay).getByText(/Autopay is on/)).toHaveTextContent('(since 06/15/2026)');
    expect(api.bodiesOf(`PUT members/${memberId}/autopay`)).toEqual([
      { enrolled: true, method: 'bank', routingNumber: '111000025', accountNumber: '000123456789' },
    ]);
  });

  it('turns autopay off only after confirmation', async () => {
    signIn();
    api.answer(answers({ [`PUT members/${memberId}/autopay`]: ok(notEnrolled) }));
    const { user } = renderPage(Page, '/payment-center');
    const autopay = await shownSection('Autopay');
    await user.click(await within(autopay).findByRole('button', { name: 'Turn off autopay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off autopay?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off autopay' }));
    expect(await within(autopay).findByText('Autopay has been canceled. Remember to pay your bill each month.')).toBeInTheDocument();
    expect(within(autopay).getByText(/Autopay is off/)).toBeInTheDocument();
    expect(api.bodiesOf(`PUT members/${memberId}/autopay`)).toEqual([{ enrolled: false }]);
  });

  it('disables Submit payment and says "Processing your payment…" while the payment is on its way; a second click pays nothing more', async () => {
    signIn();
    api.answer(
      answers({ [`GET members/${memberId}/autopay`]: ok(notEnrolled), [paymentsRoute]: { ...ok(cardPayment, 201), delayMs: 400 } }),
    );
    const { user } = renderPage(Page, '/payment-center');
    const pay = section('Pay your bill');
    await fillCard(user, pay);
    const reviewed = await review(user, pay);
    const payNow = within(reviewed).getByRole('button', { name: 'Submit payment' });
    const progress = within(reviewed).getByText((_, element) => element?.getAttribute('role') === 'status' && element.tagName === 'P');
    expect(progress).toHaveTextContent('');
    expect(payNow).not.toHaveAttribute('aria-disabled');

    await user.click(payNow);
    expect(progress).toHaveTextContent('Processing your payment…');
    expect(payNow).toHaveAttribute('aria-disabled', 'true');
    await user.click(payNow);
    await user.keyboard('{Enter}');

    expect(await within(pay).findByText(/Thank you. Your payment of \$487.25/)).toBeInTheDocument();
    await billReloaded(pay);
    expect(api.bodiesOf(paymentsRoute)).toHaveLength(1);
    expect(api.idempotencyKeysOf(paymentsRoute)).toEqual([expect.stringMatching(uuid)]);
  });

  it('keeps what was typed and the payment’s key when a payment fails, and pays with the same key when the member tries again', async () => {
    signIn();
    let tries = 0;
    api.answer(
      answers({
        [`GET members/${memberId}/autopay`]: ok(notEnrolled),
        [paymentsRoute]: () => (++tries === 1 ? failure(503, 'BP-NFA-100') : ok(cardPayment, 201)),
      }),
    );
    const { user } = renderPage(Page, '/payment-center');
    const pay = section('Pay your bill');
    await fillCard(user, pay);
    const reviewed = await review(user, pay);
    await user.click(within(reviewed).getByRole('button', { name: 'Submit payment' }));

    // The review stays, with the failure on it.
    expect(await within(reviewed).findByRole('alert')).toHaveTextContent(/down for scheduled maintenance/i);
    expect(reviewFacts(reviewed)).toMatchObject({ Amount: '$487.25', 'Pay from': 'Card ending in 1111' });
    expect(within(reviewed).getByRole('button', { name: 'Submit payment' })).not.toHaveAttribute('aria-disabled');
    const key = window.sessionStorage.getItem(requestKeyStorageKey('payment', memberId));
    expect(key).toMatch(uuid);
    // Only the key is kept: no amount, account or card number.
    expect(Object.values({ ...window.sessionStorage }).join(' ')).not.toMatch(/4111|08\/39|487\.25/);
    await user.click(within(reviewed).getByRole('button', { name: 'Edit' }));
    expect(within(pay).getByRole('textbox', { name: /Card number/ })).toHaveValue('4111 1111 1111 1111');
    expect(within(pay).getByRole('textbox', { name: /Expiry date/ })).toHaveValue('08/39');
    expect(within(pay).getByRole('textbox', { name: /Amount to pay/ })).toHaveValue('487.25');

    await user.click(within(await review(user, pay)).getByRole('button', { name: 'Submit payment' }));
    expect(await within(pay).findByText(/Thank you. Your payment of \$487.25/)).toBeInTheDocument();
    await billReloaded(pay);
    expect(api.idempotencyKeysOf(paymentsRoute)).toEqual([key, key]);
    expect(window.sessionStorage.getItem(requestKeyStorageKey('payment', memberId))).toBeNull();
  });

  it('lets the key go after a refusal (nothing was paid), shows it on the field, and pays the corrected payment with a new key', async () => {
    signIn();
    let tries = 0;
    api.answer(
      answers({
        [`GET members/${memberId}/autopay`]: ok(notEnrolled),
        [paymentsRoute]: () =>
          ++tries === 1
            ? failure(409, 'PAY-0005', [{ field: 'amount', message: 'The amount is more than this bill’s balance of $87.25' }])
            : ok({ ...cardPayment, amount: 87.25 }, 201),
      }),
    );
    const { user } = renderPage(Page, '/payment-center');
    const pay = section('Pay your bill');
    await fillCard(user, pay);
    const reviewed = await review(user, pay);
    await user.click(within(reviewed).getByRole('button', { name: 'Submit payment' }));
    expect(await within(reviewed).findByRole('alert')).toHaveTextContent('The amount is more than this bill’s balance of $87.25');
    expect(window.sessionStorage.getItem(requestKeyStorageKey('payment', memberId))).toBeNull();
    await user.click(within(reviewed).getByRole('button', { name: 'Edit' }));
    expect(within(pay).getByRole('textbox', { name: /Amount to pay/ })).toHaveAccessibleDescription(
      /more than this bill’s balance of \$87.25/,
    );

    await user.clear(within(pay).getByRole('textbox', { name: /Amount to pay/ }));
    await user.type(within(pay).getByRole('textbox', { name: /Amount to pay/ }), '87.25');
    await user.click(within(await review(user, pay)).getByRole('button', { name: 'Submit payment' }));
    expect(await within(pay).findByText(/Thank you. Your payment of \$87.25/)).toBeInTheDocument();
    await billReloaded(pay);
    const [refused, paid] = api.idempotencyKeysOf(paymentsRoute);
    expect(paid).toMatch(uuid);
    expect(paid).not.toBe(refused);
  });

  it('pays with the same key after a reload in the middle of a payment, and says a payment may not have finished', async () => {
    signIn();
    // The first payment's answer comes after the reload (the page that asked is gone by then).
    let firstAnswerAt = 0;
    api.answer(
      answers({
        [`GET members/${memberId}/autopay`]: ok(notEnrolled),
        [paymentsRoute]: () => {
          if (firstAnswerAt !== 0) return ok(cardPayment, 201);
          firstAnswerAt = Date.now() + 2000;
          return { ...ok(cardPayment, 201), delayMs: 2000 };
        },
      }),
    );
    const first = renderPage(Page, '/payment-center');
    await fillCard(first.user, section('Pay your bill'));
    await first.user.click(within(await review(first.user, section('Pay your bill'))).getByRole('button', { name: 'Submit payment' }));
    expect(within(section('Pay your bill')).getByText('Processing your payment…')).toBeInTheDocument();
    first.unmount();

    const again = renderPage(Page, '/payment-center');
    const pay = section('Pay your bill');
    expect(await within(pay).findByText(/A payment you started may not have finished/)).toBeInTheDocument();
    await fillCard(again.user, pay);
    await again.user.click(within(await review(again.user, pay)).getByRole('button', { name: 'Submit payment' }));
    expect(await within(pay).findByText(/Thank you. Your payment of \$487.25/)).toBeInTheDocument();
    await billReloaded(pay);
    const keys = api.idempotencyKeysOf(paymentsRoute);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // The first answer reaches the page that is gone; it must not reach into the next test.
    await new Promise((resolve) => setTimeout(resolve, firstAnswerAt - Date.now() + 200));
  });

  it('lets a key go that already paid another payment, says so, and shows the payment history again', async () => {
    signIn();
    api.answer(
      answers({
        [`GET members/${memberId}/autopay`]: ok(notEnrolled),
        [paymentsRoute]: failure(422, 'PAY-0014'),
      }),
    );
    const { user } = renderPage(Page, '/payment-center');
    const pay = section('Pay your bill');
    await fillCard(user, pay);
    const historyLoads = () =>
      api.requests().filter((request) => request.method === 'GET' && request.path === `members/${memberId}/payments`).length;
    const loadsBefore = historyLoads();
    const reviewed = await review(user, pay);
    await user.click(within(reviewed).getByRole('button', { name: 'Submit payment' }));
    expect(await within(reviewed).findByRole('alert')).toHaveTextContent(
      'We already received this request with different details. Check your payments and autopay before you try again.',
    );
    expect(window.sessionStorage.getItem(requestKeyStorageKey('payment', memberId))).toBeNull();
    await waitFor(() => expect(historyLoads()).toBe(loadsBefore + 1));
    await user.click(within(reviewed).getByRole('button', { name: 'Edit' }));
    expect(within(pay).getByRole('textbox', { name: /Card number/ })).toHaveValue('4111 1111 1111 1111');
  });

  it('shows the payment rules’ problems in the error summary: an expired card, a card number with a wrong digit, routing number 000000000', async () => {
    signIn();
    api.answer(answers({ [`GET members/${memberId}/autopay`]: ok(notEnrolled) }));
    const { user } = renderPage(Page, '/payment-center');
    const pay = section('Pay your bill');
    await fillCard(user, pay, { cardNumber: '4111 1111 1111 1112', cardExpiry: '01/20' });
    await user.click(within(pay).getByRole('button', { name: 'Review payment' }));
    const summary = await within(pay).findByRole('alert');
    expect(summary).toHaveTextContent('Check the card number: a digit is wrong');
    expect(summary).toHaveTextContent('This card has expired. Use a card with a later expiry date');
    expect(within(pay).getByRole('textbox', { name: /Card number/ })).toHaveAccessibleDescription(
      /Check the card number: a digit is wrong/,
    );

    await user.click(within(pay).getByRole('radio', { name: 'Bank account (checking or savings)' }));
    await user.type(within(pay).getByRole('textbox', { name: /Routing number/ }), '000000000');
    await user.type(within(pay).getByRole('textbox', { name: /Account number/ }), '123456789');
    await user.click(within(pay).getByRole('button', { name: 'Review payment' }));
    await waitFor(() =>
      expect(within(pay).getByRole('alert')).toHaveTextContent('Check the routing number: it is not a bank’s routing number'),
    );
    expect(api.bodiesOf(paymentsRoute)).toEqual([]);
  });

  it('disables Turn on autopay and says "Turning on autopay…" while autopay is being turned on, with a key of its own', async () => {
    signIn();
    api.answer(
      answers({
        [`GET members/${memberId}/autopay`]: ok(notEnrolled),
        [autopayRoute]: { ...ok({ ...enrolled, enrolledOn: '2026-06-15' }), delayMs: 400 },
      }),
    );
    const { user } = renderPage(Page, '/payment-center');
    const autopay = await shownSection('Autopay');
    await user.click(await within(autopay).findByRole('radio', { name: 'Bank account (checking or savings)' }));
    await user.type(within(autopay).getByRole('textbox', { name: /Routing number/ }), '111000025');
    await user.type(within(autopay).getByRole('textbox', { name: /Account number/ }), '000123456789');
    await user.click(within(autopay).getByRole('checkbox', { name: /I authorize automatic drafts/ }));
    const turnOn = within(autopay).getByRole('button', { name: 'Turn on autopay' });
    await user.click(turnOn);
    expect(within(autopay).getByText('Turning on autopay…')).toHaveAttribute('role', 'status');
    expect(turnOn).toHaveAttribute('aria-disabled', 'true');
    await user.click(turnOn);
    expect(
      await within(autopay).findByText('You are enrolled in autopay. Your payment will be drafted on the 26th of each month.'),
    ).toBeInTheDocument();
    expect(api.idempotencyKeysOf(autopayRoute)).toEqual([expect.stringMatching(uuid)]);
    expect(within(autopay).queryByText('Turning on autopay…')).not.toBeInTheDocument();
  });

  it('keeps the Turn off dialog busy until autopay is off, and turns it off once however often it is clicked', async () => {
    signIn();
    api.answer(answers({ [autopayRoute]: { ...ok(notEnrolled), delayMs: 400 } }));
    const { user } = renderPage(Page, '/payment-center');
    const autopay = await shownSection('Autopay');
    await user.click(await within(autopay).findByRole('button', { name: 'Turn off autopay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off autopay?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off autopay' }));
    expect(within(dialog).getByRole('button', { name: 'Turning off…' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(autopay).getByText('Turning off autopay…')).toHaveAttribute('role', 'status');
    await user.click(within(dialog).getByRole('button', { name: 'Turning off…' }));
    expect(await within(autopay).findByText('Autopay has been canceled. Remember to pay your bill each month.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.idempotencyKeysOf(autopayRoute)).toEqual([expect.stringMatching(uuid)]);
  });

  it('offers a Medicare member with a medicarePayment identifier the Medicare payment handoff, without the online form', async () => {
    signIn(
      { ...avaPlan, memberId: 'M4000400101', tier1: 'OCTAVE' },
      { payBill: false, payment: true, pageIdentifiers: [{ type: 'interqual' }, { type: 'medicarePayment' }] },
    );
    api.answer({
      'GET members/M4000400101/bills': ok({ balanceDue: 39, nextDueDate: '2026-06-30', bills: [{ ...dueBill, amount: 39 }] }),
      'GET members/M4000400101/payments': ok({ payments: [] }),
    });
    renderPage(Page, '/payment-center');
    expect(within(section('Pay your Medicare premium')).getByRole('button', { name: /Pay my Medicare premium/ })).toBeInTheDocument();
    expect(await within(await shownSection('Payment history')).findByText(/You have not made any payments yet/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay your bill' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Autopay' })).not.toBeInTheDocument();
  });

  it('tells a dependent that the bill is the policyholder’s, without calling the API', () => {
    signIn({ ...avaPlan, memberId: 'H1000100102', isPolicyHolder: false }, { payBill: true });
    renderPage(Page, '/payment-center');
    expect(screen.getByText(/Only the policyholder on your plan can see and pay the bill/)).toBeInTheDocument();
    expect(api.requests()).toEqual([]);
  });

  it('keeps the other sections working when the history fails to load', async () => {
    signIn();
    api.answer(answers({ [`GET members/${memberId}/payments`]: failure(500, 'BP-NFA-100') }));
    renderPage(Page, '/payment-center');
    expect(await within(await shownSection('Payment history')).findByRole('alert')).toHaveTextContent('An error occurred');
    expect(await within(await shownSection('Current bill')).findByText('Balance due')).toBeInTheDocument();
    expect(await within(await shownSection('Autopay')).findByText(/Autopay is on/)).toBeInTheDocument();
  });
});
