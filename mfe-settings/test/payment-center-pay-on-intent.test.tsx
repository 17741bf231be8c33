// The pay form's machinery comes on the first intent on the form: a Review payment pressed before it
// arrives is made once it has; if it cannot arrive, the connection message says so and the form keeps
// what was typed.
import { screen, waitFor, within } from '@testing-library/react';
import { genericMessages } from '@portal/api-client/error-messages';
import Page from '../src/payment-center/payment-center-page';
import { setUpMemberApi, signIn } from './support/member-api';
import { answerAsAva, arrivals } from './support/payment-center-on-intent';
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
const autopaySection = () => screen.findByRole('region', { name: 'Autopay' });

it('makes a Review payment pressed before the form arrived once it has; if it cannot arrive, says so and keeps the form', async () => {
  const { user } = renderPage(Page, '/payment-center');
  await autopaySection();
  const pay = screen.getByRole('region', { name: 'Pay your bill' });
  arrivals.online = false;
  await user.clear(within(pay).getByRole('textbox', { name: /Amount to pay/ }));
  await user.type(within(pay).getByRole('textbox', { name: /Amount to pay/ }), '400.00');
  await user.click(within(pay).getByRole('button', { name: 'Review payment' }));
  expect(await within(pay).findByRole('alert')).toHaveTextContent(genericMessages.event);
  expect(within(pay).getByRole('textbox', { name: /Amount to pay/ })).toHaveValue('400.00');

  arrivals.online = true;
  await user.click(within(pay).getByRole('button', { name: 'Try again' }));
  const reviewed = await within(pay).findByRole('group', { name: 'Review your payment' });
  await waitFor(() => expect(within(reviewed).getByRole('heading', { name: 'Review your payment' })).toHaveFocus());
  expect(within(reviewed).getByText('$400.00')).toBeInTheDocument();
  expect(within(pay).queryByRole('alert')).not.toBeInTheDocument();
  expect(arrivals.payBillForm).toBe(1);
});
