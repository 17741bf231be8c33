// The payment center's first visit fetches no form machinery (Formik, Yup, the forms kit): the pay form
// draws from light fields, the same markup as the form, and each form's code comes on the intent to use it.
import { screen, waitFor, within } from '@testing-library/react';
import Page from '../src/payment-center/payment-center-page';
import { setUpMemberApi, signIn } from './support/member-api';
import { answerAsAva, arrivals, markupOf } from './support/payment-center-on-intent';
import { renderPage } from './support/render-page';

jest.mock('../src/payment-center/autopay-form', () =>
  jest
    .requireActual<typeof import('./support/payment-center-on-intent')>('./support/payment-center-on-intent')
    .arriveIfOnline('autopayForm', () => jest.requireActual<object>('../src/payment-center/autopay-form')),
);
jest.mock('../src/payment-center/pay-bill-form', () =>
  jest
    .requireActual<typeof import('./support/payment-center-on-intent')>('./support/payment-center-on-intent')
    .arriveIfOnline('payBillForm', () => jest.requireActual<object>('../src/payment-center/pay-bill-form')),
);

const api = setUpMemberApi();
beforeEach(() => {
  window.sessionStorage.clear();
  signIn();
  answerAsAva(api);
});
const payForm = () => screen.getByRole('form', { name: 'Pay your bill' });
const autopaySection = () => screen.findByRole('region', { name: 'Autopay' });

it('draws the pay form without its machinery, as the form draws it, and fetches each form on the intent to use it', async () => {
  const { user } = renderPage(Page, '/payment-center');
  const autopay = await autopaySection();
  const light = payForm();
  expect(within(light).getByRole('textbox', { name: /Amount to pay/ })).toHaveValue('487.25');
  expect(within(light).getByRole('radio', { name: 'Bank account ending in 6789 (your autopay account)' })).toBeChecked();
  expect(arrivals).toEqual({ autopayForm: 0, payBillForm: 0, online: true });

  await user.hover(within(autopay).getByRole('button', { name: 'Change payment method' }));
  await waitFor(() => expect(arrivals.autopayForm).toBe(1));

  const lightMarkup = markupOf(light);
  await user.click(within(light).getByRole('textbox', { name: /Amount to pay/ }));
  await waitFor(() => expect(payForm()).not.toBe(light));
  expect(arrivals.payBillForm).toBe(1);
  expect(markupOf(payForm())).toBe(lightMarkup);
  expect(within(payForm()).getByRole('textbox', { name: /Amount to pay/ })).toHaveFocus();
});
