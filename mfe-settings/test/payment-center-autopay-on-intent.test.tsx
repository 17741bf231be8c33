// With autopay on, autopay's form is drawn only after Change payment method: its code comes on the intent
// to press it, a press before it arrives opens it when it arrives, and if it cannot arrive the connection
// message says so while the rest of the page keeps working.
import { fireEvent, screen, within } from '@testing-library/react';
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
const payForm = () => screen.getByRole('form', { name: 'Pay your bill' });
const autopaySection = () => screen.findByRole('region', { name: 'Autopay' });

it('says the connection failed when the autopay form cannot arrive, keeps the page working, and opens the form once it arrives', async () => {
  const { user } = renderPage(Page, '/payment-center');
  const autopay = await autopaySection();
  arrivals.online = false;
  await user.click(within(autopay).getByRole('button', { name: 'Change payment method' }));
  expect(await within(autopay).findByRole('alert')).toHaveTextContent(genericMessages.event);
  expect(within(autopay).getByRole('button', { name: 'Turn off autopay' })).toBeInTheDocument();
  await user.type(within(payForm()).getByRole('textbox', { name: /Amount to pay/ }), '{Backspace}0');
  expect(within(payForm()).getByRole('textbox', { name: /Amount to pay/ })).toHaveValue('487.20');

  arrivals.online = true;
  // Pressed with nothing before it (no pointer over it, no focus): the press itself asks for the code.
  fireEvent.click(within(autopay).getByRole('button', { name: 'Try again' }));
  expect(within(autopay).queryByRole('form', { name: 'Change autopay payment method' })).not.toBeInTheDocument();
  expect(await within(autopay).findByRole('form', { name: 'Change autopay payment method' })).toBeInTheDocument();
  expect(within(autopay).getByRole('button', { name: 'Save payment method' })).toBeInTheDocument();
  expect(within(autopay).queryByRole('alert')).not.toBeInTheDocument();
});
