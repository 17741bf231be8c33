import { screen, waitFor, within } from '@testing-library/react';
import Page from '../src/payment-center/payment-center-page';
import { avaPlan, failure, ok, signIn, setUpMemberApi, type Answers } from './support/member-api';
import { renderPage } from './support/render-page';

const api = setUpMemberApi();
const memberId = avaPlan.memberId;

const dueBill = { billId: 'BIL-2', periodStart: '2026-07-01', periodEnd: '2026-07-31', dueDate: '2026-06-30', amount: 487.25, paid: 0, status: 'Due' };
const paidBill = { billId: 'BIL-1', periodStart: '2026-06-01', periodEnd: '2026-06-30', dueDate: '2026-05-31', amount: 487.25, paid: 487.25, status: 'Paid' };
const history = [{ paymentId: 'P1', billId: 'BIL-1', amount: 487.25, method: 'bank', accountLast4: '6789', status: 'Completed', submittedAt: '2026-05-25T10:00:00.000Z', confirmationNumber: 'C100' }];
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

describe('Payment center', () => {
  it('shows the current bill, the payment history and autopay', async () => {
    signIn();
    api.answer(answers());
    renderPage(Page, '/payment-center');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment center');
    const bill = section('Current bill');
    expect(await within(bill).findByText('Balance due')).toBeInTheDocument();
    expect(within(bill).getByText('Balance due').nextElementSibling).toHaveTextContent('$487.25');
    expect(within(bill).getByText('Next due date').nextElementSibling).toHaveTextContent('06/30/2026');
    expect(within(bill).getAllByRole('row')).toHaveLength(3);
    const paid = section('Payment history');
    expect(await within(paid).findByRole('cell', { name: 'Bank account ending in 6789' })).toBeInTheDocument();
    expect(within(paid).getByRole('cell', { name: 'C100' })).toBeInTheDocument();
    expect(await within(section('Autopay')).findByText(/Autopay is on. We draft your premium on the 26th of each month from your bank account ending in 6789/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay your Medicare premium' })).not.toBeInTheDocument();
  });

  it('pays a bill: checks the details, submits, confirms (posting in 24 to 48 hours) and reloads the bill', async () => {
    signIn();
    let paidNow = false;
    api.answer(
      answers({
        [`GET members/${memberId}/autopay`]: ok(notEnrolled),
        [`POST members/${memberId}/payments`]: () => {
          paidNow = true;
          return ok({ paymentId: 'P2', billId: 'BIL-2', amount: 487.25, method: 'card', accountLast4: '1111', status: 'Submitted', submittedAt: '2026-06-15T10:00:00.000Z', confirmationNumber: 'C200' }, 201);
        },
        [`GET members/${memberId}/bills`]: () => ok({ balanceDue: paidNow ? 0 : 487.25, nextDueDate: paidNow ? null : '2026-06-30', bills: [paidNow ? { ...dueBill, paid: 487.25, status: 'Paid' } : dueBill, paidBill] }),
      }),
    );
    const { user } = renderPage(Page, '/payment-center');
    const pay = section('Pay your bill');
    expect(await within(pay).findByRole('textbox', { name: /Amount to pay/ })).toHaveValue('487.25');
    expect(pay).toHaveTextContent('Online payments post to your account in 24 to 48 hours.');
    await user.click(within(pay).getByRole('button', { name: 'Pay now' }));
    expect(await within(pay).findByRole('alert')).toHaveTextContent('Choose how you want to pay');

    await user.click(within(pay).getByRole('radio', { name: 'Debit or credit card' }));
    await user.type(within(pay).getByRole('textbox', { name: /Card number/ }), '4111 1111 1111 1111');
    await user.type(within(pay).getByRole('textbox', { name: /Expiry date/ }), '08/39');
    await user.clear(within(pay).getByRole('textbox', { name: /Amount to pay/ }));
    await user.type(within(pay).getByRole('textbox', { name: /Amount to pay/ }), '500');
    await user.click(within(pay).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(within(pay).getByRole('alert')).toHaveTextContent('The amount is more than this bill’s balance of $487.25'));

    await user.clear(within(pay).getByRole('textbox', { name: /Amount to pay/ }));
    await user.type(within(pay).getByRole('textbox', { name: /Amount to pay/ }), '487.25');
    await user.click(within(pay).getByRole('button', { name: 'Pay now' }));
    const confirmation = await within(pay).findByText(/Thank you. Your payment of \$487.25 from your card ending in 1111 was submitted. Confirmation number C200/);
    expect(confirmation).toHaveTextContent('Online payments post to your account in 24 to 48 hours.');
    expect(confirmation.parentElement).toHaveFocus();
    expect(api.bodiesOf(`POST members/${memberId}/payments`)).toEqual([{ billId: 'BIL-2', amount: 487.25, method: 'card', cardNumber: '4111111111111111', cardExpiry: '08/39' }]);
    expect(await within(pay).findByText('You have no bill to pay right now. Thank you!')).toBeInTheDocument();
    expect(within(section('Current bill')).getByText('Next due date').nextElementSibling).toHaveTextContent('Nothing due');
  });

  it('names an account’s own draft day as members read it (22nd, not 22th)', async () => {
    signIn();
    api.answer(answers({ [`GET members/${memberId}/autopay`]: ok({ ...enrolled, draftDay: 22 }) }));
    renderPage(Page, '/payment-center');
    expect(await within(section('Autopay')).findByText(/Autopay is on. We draft your premium on the 22nd of each month/)).toBeInTheDocument();
    expect(section('Pay your bill')).toHaveTextContent('Autopay is on: it pays your bill on the 22nd. Pay here only if you want to pay before then.');
  });

  it('does not fill in the amount while autopay is on, and says autopay pays the bill', async () => {
    signIn();
    api.answer(answers());
    renderPage(Page, '/payment-center');
    const pay = section('Pay your bill');
    expect(await within(pay).findByRole('textbox', { name: /Amount to pay/ })).toHaveValue('');
    expect(pay).toHaveTextContent('Autopay is on: it pays your bill on the 26th. Pay here only if you want to pay before then.');
    expect(within(pay).getByRole('combobox', { name: /Bill/ })).toHaveValue('BIL-2');
  });

  it('enrols in autopay with the authorization to draft on the 26th', async () => {
    signIn();
    api.answer(answers({ [`GET members/${memberId}/autopay`]: ok(notEnrolled), [`PUT members/${memberId}/autopay`]: ok({ ...enrolled, enrolledOn: '2026-06-15' }) }));
    const { user } = renderPage(Page, '/payment-center');
    const autopay = section('Autopay');
    expect(await within(autopay).findByText(/Autopay is off/)).toBeInTheDocument();
    await user.click(within(autopay).getByRole('radio', { name: 'Bank account (checking or savings)' }));
    await user.type(within(autopay).getByRole('textbox', { name: /Routing number/ }), '111000025');
    await user.type(within(autopay).getByRole('textbox', { name: /Account number/ }), '000123456789');
    await user.click(within(autopay).getByRole('button', { name: 'Turn on autopay' }));
    expect(await within(autopay).findByRole('alert')).toHaveTextContent('Tick the box to authorize the monthly drafts');
    await user.click(within(autopay).getByRole('checkbox', { name: /I authorize automatic drafts of my monthly premium on the 26th/ }));
    await user.click(within(autopay).getByRole('button', { name: 'Turn on autopay' }));
    expect(await within(autopay).findByText('You are enrolled in autopay. Your payment will be drafted on the 26th of each month.')).toBeInTheDocument();
    expect(within(autopay).getByRole('status')).toHaveFocus();
    expect(within(autopay).getByText(/Autopay is on/)).toHaveTextContent('(since 06/15/2026)');
    expect(api.bodiesOf(`PUT members/${memberId}/autopay`)).toEqual([{ enrolled: true, method: 'bank', routingNumber: '111000025', accountNumber: '000123456789' }]);
  });

  it('turns autopay off only after confirmation', async () => {
    signIn();
    api.answer(answers({ [`PUT members/${memberId}/autopay`]: ok(notEnrolled) }));
    const { user } = renderPage(Page, '/payment-center');
    const autopay = section('Autopay');
    await user.click(await within(autopay).findByRole('button', { name: 'Turn off autopay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off autopay?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off autopay' }));
    expect(await within(autopay).findByText('Autopay has been canceled. Remember to pay your bill each month.')).toBeInTheDocument();
    expect(within(autopay).getByText(/Autopay is off/)).toBeInTheDocument();
    expect(api.bodiesOf(`PUT members/${memberId}/autopay`)).toEqual([{ enrolled: false }]);
  });

  it('offers a Medicare member with a medicarePayment identifier the Medicare payment handoff, without the online form', async () => {
    signIn({ ...avaPlan, memberId: 'M4000400101', tier1: 'OCTAVE' }, { payBill: false, payment: true, pageIdentifiers: [{ type: 'interqual' }, { type: 'medicarePayment' }] });
    api.answer({
      'GET members/M4000400101/bills': ok({ balanceDue: 39, nextDueDate: '2026-06-30', bills: [{ ...dueBill, amount: 39 }] }),
      'GET members/M4000400101/payments': ok({ payments: [] }),
    });
    renderPage(Page, '/payment-center');
    expect(within(section('Pay your Medicare premium')).getByRole('button', { name: /Pay my Medicare premium/ })).toBeInTheDocument();
    expect(await within(section('Payment history')).findByText(/You have not made any payments yet/)).toBeInTheDocument();
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
    expect(await within(section('Payment history')).findByRole('alert')).toHaveTextContent('An error occurred');
    expect(await within(section('Current bill')).findByText('Balance due')).toBeInTheDocument();
    expect(await within(section('Autopay')).findByText(/Autopay is on/)).toBeInTheDocument();
  });
});
