import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import Page from '../src/id-card/id-card-page';
import { planNameAfterBrand } from '../src/id-card/id-card-view';
import { avaPlan, failure, ok, signIn, setUpMemberApi, type Answers } from './support/member-api';
import { renderPage } from './support/render-page';

const api = setUpMemberApi();
const memberId = avaPlan.memberId;

const card = (id: string, name: string) => ({
  memberId: id,
  name,
  policyType: 'Medical',
  planName: 'Individual Silver PPO',
  brand: 'Arkansas Blue Cross and Blue Shield',
  groupId: 'IND-METAL-SILVER',
  groupName: 'Individual Silver PPO',
  effectiveDate: '2022-01-01',
  // As the member API answers: copays in dollars, coinsurance in percent, the whole group number.
  copays: [
    { label: 'Primary Care Visit', amount: 25 },
    { label: 'Emergency Room', amount: 350 },
  ],
  coinsurance: [{ label: 'Inpatient Hospital', percent: 20 }],
  rx: { bin: '610014', pcn: 'MEDDPRIME', group: 'IND-METAL-SILVER' },
  customerServicePhone: '18005550100',
});
// Names as an enrollment system may send them: the portal shows them title-cased (docs/product/validation.md#validate-contact-form).
const cards = [card(memberId, 'Ava Martinez'), card('H1000100102', 'NOAH MARTINEZ'), card('H1000100103', 'mia martinez')];

function answers(extra: Answers = {}): Answers {
  return { [`GET members/${memberId}/id-cards`]: ok({ cards }), ...extra };
}

beforeEach(() => signIn());

type User = ReturnType<typeof renderPage>['user'];

/** Opens one of the request forms with its button under the card; the form shows below the buttons. */
async function openRequest(user: User, button: string, region: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.getByRole('region', { name: region });
}

describe('ID cards', () => {
  it('shows the front and back of the selected plan’s card as text, in the plan’s brand', async () => {
    api.answer(answers());
    renderPage(Page, '/id-card');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ID cards');
    const front = await screen.findByRole('region', { name: 'Front of Ava Martinez’s Medical card' });
    expect(front).toHaveTextContent('Arkansas Blue Cross and Blue Shield');
    expect(within(front).getByText('Member ID').nextElementSibling).toHaveTextContent(memberId);
    expect(within(front).getByText('Effective date').nextElementSibling).toHaveTextContent('01/01/2022');
    expect(within(front).getByText('Rx BIN').nextElementSibling).toHaveTextContent('610014');
    const back = screen.getByRole('region', { name: 'Back of Ava Martinez’s Medical card' });
    expect(within(back).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
  });

  it('shows every field of the plastic card: brand, member, plan, copays and Rx numbers on the front; whom to call on the back', async () => {
    api.answer(answers());
    renderPage(Page, '/id-card');
    const front = await screen.findByRole('region', { name: 'Front of Ava Martinez’s Medical card' });
    expect(within(front).getByRole('heading', { level: 3 })).toHaveTextContent('Front of Ava Martinez’s Medical card');
    expect(front.querySelector('svg[data-brand-mark="ABCBS"]')).not.toBeNull();
    const valueOf = (side: HTMLElement, label: string) => within(side).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(within(front).getByText('Arkansas Blue Cross and Blue Shield')).toBeInTheDocument();
    expect(within(front).getByText('Individual Silver PPO')).toBeInTheDocument();
    expect(valueOf(front, 'Member')).toHaveTextContent('Ava Martinez');
    expect(valueOf(front, 'Member ID')).toHaveTextContent(memberId);
    expect(valueOf(front, 'Group')).toHaveTextContent('IND-METAL-SILVER');
    expect(valueOf(front, 'Emergency Room')).toHaveTextContent('$350.00');
    expect(valueOf(front, 'Rx PCN')).toHaveTextContent('MEDDPRIME');

    const back = screen.getByRole('region', { name: 'Back of Ava Martinez’s Medical card' });
    expect(within(back).getByRole('heading', { level: 3 })).toHaveTextContent('Back of Ava Martinez’s Medical card');
    expect(within(valueOf(back, 'Member services') as HTMLElement).getByRole('link')).toHaveAttribute('href', 'tel:+18005550100');
    expect(within(valueOf(back, 'Pharmacy help') as HTMLElement).getByRole('link')).toHaveAttribute('href', 'tel:+18005550199');
    expect(within(valueOf(back, 'Provider services') as HTMLElement).getByRole('link')).toHaveAttribute('href', 'tel:+18005550140');
    expect(valueOf(back, 'Website')).toHaveTextContent(window.location.host);
    expect(valueOf(back, 'Send claims to')).toHaveTextContent(/P\.O\. Box \d+/);
    expect(back).toHaveTextContent('Having this card does not guarantee coverage.');
    expect(back).toHaveTextContent('independent licensee of the Blue Cross and Blue Shield Association');
  });

  it('never breaks an identifier across lines', async () => {
    api.answer(answers());
    renderPage(Page, '/id-card');
    const front = await screen.findByRole('region', { name: 'Front of Ava Martinez’s Medical card' });
    for (const label of ['Member ID', 'Group', 'Rx BIN', 'Rx PCN', 'Rx Group']) {
      expect(within(front).getByText(label, { selector: 'dt' }).nextElementSibling).toHaveClass('identifier');
    }
    const css = fs.readFileSync(path.join(__dirname, '../src/id-card/id-card.module.css'), 'utf8');
    expect(css).toMatch(/\.identifier\s*\{\s*white-space:\s*nowrap;/);
  });

  it('offers order, email and fax as buttons that open their form, focus in it, and give focus back on close', async () => {
    api.answer(answers());
    const { user } = renderPage(Page, '/id-card');
    await screen.findByRole('region', { name: 'Front of Ava Martinez’s Medical card' });
    for (const name of ['Order replacement cards', 'Email a card', 'Fax a card']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }

    const orderButton = screen.getByRole('button', { name: 'Order replacement cards' });
    await user.click(orderButton);
    const order = screen.getByRole('region', { name: 'Order replacement cards' });
    expect(orderButton).toHaveAttribute('aria-expanded', 'true');
    expect(orderButton).toHaveAttribute('aria-controls', order.parentElement?.id);
    expect(within(order).getByRole('combobox', { name: /Type of card/ })).toHaveFocus();
    await user.click(within(order).getByRole('button', { name: 'Close order replacement cards' }));
    expect(screen.queryByRole('region', { name: 'Order replacement cards' })).not.toBeInTheDocument();
    expect(orderButton).toHaveFocus();

    const faxButton = screen.getByRole('button', { name: 'Fax a card' });
    await user.click(faxButton);
    expect(within(screen.getByRole('region', { name: 'Fax a card' })).getByRole('combobox', { name: /Type of card/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Email a card' }));
    expect(screen.queryByRole('region', { name: 'Fax a card' })).not.toBeInTheDocument();
    const email = screen.getByRole('region', { name: 'Email a card' });
    expect(within(email).getByRole('combobox', { name: /Type of card/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Email a card' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email a card' })).toHaveFocus();
  });

  it('names the plan under the brand line without the brand said again', async () => {
    const dental = {
      ...card(memberId, 'Ava Martinez'),
      policyType: 'Dental',
      brand: 'Health Advantage',
      planName: 'Health Advantage Dental Plus',
      rx: null,
    };
    const employee = { ...card('H1000100102', 'Noah Martinez'), planName: 'Arkansas Blue Cross Employee Plan' };
    api.answer({ [`GET members/${memberId}/id-cards`]: ok({ cards: [dental, employee] }) });
    renderPage(Page, '/id-card');
    const front = await screen.findByRole('region', { name: 'Front of Ava Martinez’s Dental card' });
    expect(front).not.toHaveTextContent('Health Advantage Health Advantage');
    expect(front.textContent?.match(/Health Advantage/g)).toHaveLength(1);
    expect(within(front).getByText('Health Advantage').nextElementSibling).toHaveTextContent(/^Dental Plus$/);
  });

  it('keeps a plan name that does not start with the brand, and drops the brand by its short name too', () => {
    expect(planNameAfterBrand('Individual Silver PPO', ['Arkansas Blue Cross and Blue Shield', 'Arkansas Blue Cross'])).toBe(
      'Individual Silver PPO',
    );
    expect(planNameAfterBrand('Arkansas Blue Cross Employee Plan', ['Arkansas Blue Cross and Blue Shield', 'Arkansas Blue Cross'])).toBe(
      'Employee Plan',
    );
    expect(
      planNameAfterBrand('Arkansas Blue Cross and Blue Shield Individual Silver PPO', [
        'Arkansas Blue Cross and Blue Shield',
        'Arkansas Blue Cross',
      ]),
    ).toBe('Individual Silver PPO');
    expect(planNameAfterBrand('Octave Blue Medicare Advantage', ['Octave Blue Medicare Advantage', 'Octave'])).toBe('');
    expect(planNameAfterBrand('Octaveplus', ['Octave'])).toBe('Octaveplus');
  });

  it('labels copays as amounts and coinsurance as percentages, and shows the whole Rx group', async () => {
    api.answer(answers());
    renderPage(Page, '/id-card');
    const front = await screen.findByRole('region', { name: 'Front of Ava Martinez’s Medical card' });
    expect(within(front).getByText('Primary Care Visit').nextElementSibling).toHaveTextContent('$25.00');
    expect(within(front).getByText('Copays')).toBeInTheDocument();
    expect(within(front).getByText('Coinsurance (your share)')).toBeInTheDocument();
    expect(within(front).getByText('Inpatient Hospital').nextElementSibling).toHaveTextContent('20%');
    expect(within(front).getByText('Rx Group').nextElementSibling).toHaveTextContent('IND-METAL-SILVER');
    const back = screen.getByRole('region', { name: 'Back of Ava Martinez’s Medical card' });
    expect(back).toHaveTextContent('Pharmacists: use the Rx numbers on the front of this card.');
  });

  it('gives a dental card no pharmacy numbers or instructions, and its coinsurance as percentages', async () => {
    const dental = {
      ...card(memberId, 'Ava Martinez'),
      policyType: 'Dental',
      copays: [],
      coinsurance: [
        { label: 'Preventive Dental', percent: 0 },
        { label: 'Basic Dental Services', percent: 20 },
      ],
      rx: null,
    };
    api.answer({ [`GET members/${memberId}/id-cards`]: ok({ cards: [dental] }) });
    renderPage(Page, '/id-card');
    const front = await screen.findByRole('region', { name: 'Front of Ava Martinez’s Dental card' });
    expect(within(front).queryByText('Copays')).not.toBeInTheDocument();
    expect(within(front).getByText('Basic Dental Services').nextElementSibling).toHaveTextContent('20%');
    expect(within(front).queryByText(/^Rx /)).not.toBeInTheDocument();
    const back = screen.getByRole('region', { name: 'Back of Ava Martinez’s Dental card' });
    expect(back).not.toHaveTextContent(/pharmacist|Rx/i);
  });

  it('lets a policyholder show each family member’s card and print it', async () => {
    api.answer(answers());
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderPage(Page, '/id-card');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Show the card for' }), 'Noah Martinez');
    expect(screen.getByRole('region', { name: 'Front of Noah Martinez’s Medical card' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print this card' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });

  it('orders replacement cards: policy type required, arriving within 7 business days', async () => {
    api.answer(answers({ [`POST members/${memberId}/id-cards/order`]: ok({ status: 'ok' }, 201) }));
    const { user } = renderPage(Page, '/id-card');
    const order = await openRequest(user, 'Order replacement cards', 'Order replacement cards');
    expect(order).toHaveTextContent('They arrive within 7 business days.');
    expect(within(order).getByRole('checkbox', { name: 'Ava Martinez' })).toBeChecked();
    await user.click(within(order).getByRole('button', { name: 'Order cards' }));
    const summary = await within(order).findByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Choose the type of card', 'Choose why you need new cards']);

    await user.selectOptions(within(order).getByRole('combobox', { name: /Type of card/ }), 'Medical card');
    await user.click(within(order).getByRole('checkbox', { name: 'Mia Martinez' }));
    await user.selectOptions(within(order).getByRole('combobox', { name: /Why do you need new cards/ }), 'Lost');
    await user.click(within(order).getByRole('button', { name: 'Order cards' }));
    expect(
      await within(order).findByText('Your ID cards have been ordered. They should arrive within 7 business days.'),
    ).toBeInTheDocument();
    expect(api.bodiesOf(`POST members/${memberId}/id-cards/order`)).toEqual([
      { policyType: 'Medical', memberIds: [memberId, 'H1000100103'], reason: 'lost' },
    ]);
  });

  it.each([
    ['IDS-0006', 422, 'Your replacement card cannot be processed online.'],
    ['IDS-0007', 422, 'can take up to 7 business days to arrive'],
  ])('explains %s in place', async (code, status, text) => {
    api.answer(answers({ [`POST members/${memberId}/id-cards/order`]: failure(status, code) }));
    const { user } = renderPage(Page, '/id-card');
    const order = await openRequest(user, 'Order replacement cards', 'Order replacement cards');
    await user.selectOptions(within(order).getByRole('combobox', { name: /Type of card/ }), 'Pharmacy card');
    await user.selectOptions(within(order).getByRole('combobox', { name: /Why do you need new cards/ }), 'Damaged');
    await user.click(within(order).getByRole('button', { name: 'Order cards' }));
    const alert = await within(order).findByRole('alert');
    expect(alert).toHaveTextContent(code);
    expect(alert).toHaveTextContent(text);
    expect(within(order).getByRole('combobox', { name: /Why do you need new cards/ })).toHaveValue('damaged');
  });

  it('faxes a card to a full fax number with area code', async () => {
    api.answer(answers({ [`POST members/${memberId}/id-cards/fax`]: ok({ status: 'ok' }, 201) }));
    const { user } = renderPage(Page, '/id-card');
    const fax = await openRequest(user, 'Fax a card', 'Fax a card');
    await user.selectOptions(within(fax).getByRole('combobox', { name: /Type of card/ }), 'Medical card');
    await user.type(within(fax).getByRole('textbox', { name: /Fax number/ }), '5550100');
    await user.click(within(fax).getByRole('button', { name: 'Fax card' }));
    expect(await within(fax).findByRole('alert')).toHaveTextContent('Enter the full fax number with area code, like (501) 555-0123');
    expect(api.bodiesOf(`POST members/${memberId}/id-cards/fax`)).toEqual([]);

    await user.clear(within(fax).getByRole('textbox', { name: /Fax number/ }));
    await user.type(within(fax).getByRole('textbox', { name: /Fax number/ }), '5015550100');
    await user.type(within(fax).getByRole('textbox', { name: /Recipient/ }), 'Dr. Lee');
    await user.click(within(fax).getByRole('button', { name: 'Fax card' }));
    expect(await within(fax).findByText('Your ID card has been faxed.')).toBeInTheDocument();
    expect(api.bodiesOf(`POST members/${memberId}/id-cards/fax`)).toEqual([
      { policyType: 'Medical', memberIds: [memberId], faxNumber: '5015550100', recipientName: 'Dr. Lee' },
    ]);
  });

  it.each([
    ['IDS-0002', 'The fax service is unavailable right now.'],
    ['IDS-0005', 'The fax service is unavailable for that fax number.'],
  ])('explains %s (fax unavailable) in place, keeping the number', async (code, text) => {
    api.answer(answers({ [`POST members/${memberId}/id-cards/fax`]: failure(503, code) }));
    const { user } = renderPage(Page, '/id-card');
    const fax = await openRequest(user, 'Fax a card', 'Fax a card');
    await user.selectOptions(within(fax).getByRole('combobox', { name: /Type of card/ }), 'Medical card');
    await user.type(within(fax).getByRole('textbox', { name: /Fax number/ }), '5015550000');
    await user.click(within(fax).getByRole('button', { name: 'Fax card' }));
    const alert = await within(fax).findByRole('alert');
    expect(alert).toHaveTextContent(code);
    expect(alert).toHaveTextContent(text);
    expect(within(fax).getByRole('textbox', { name: /Fax number/ })).toHaveValue('(501) 555-0000');
  });

  it('emails a card', async () => {
    api.answer(answers({ [`POST members/${memberId}/id-cards/email`]: ok({ status: 'ok' }, 201) }));
    const { user } = renderPage(Page, '/id-card');
    const email = await openRequest(user, 'Email a card', 'Email a card');
    await user.selectOptions(within(email).getByRole('combobox', { name: /Type of card/ }), 'Pharmacy card');
    await user.type(within(email).getByRole('textbox', { name: /Email address/ }), 'ava.medical@example.com');
    await user.click(within(email).getByRole('button', { name: 'Email card' }));
    expect(await within(email).findByText('Your ID card has been emailed.')).toBeInTheDocument();
    expect(api.bodiesOf(`POST members/${memberId}/id-cards/email`)).toEqual([
      { policyType: 'Pharmacy', memberIds: [memberId], email: 'ava.medical@example.com' },
    ]);
  });

  it('needs no member choice for a single card, and offers only the plan’s card type', async () => {
    signIn({ ...avaPlan, contractType: 'Dental', memberId: 'D2000200201' });
    api.answer({
      'GET members/D2000200201/id-cards': ok({ cards: [{ ...card('D2000200201', 'Ben Okafor'), policyType: 'Dental', rx: null }] }),
    });
    const { user } = renderPage(Page, '/id-card');
    const order = await openRequest(user, 'Order replacement cards', 'Order replacement cards');
    expect(within(order).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(order).getByRole('combobox', { name: /Type of card/ })).toHaveValue('Dental');
    expect(
      within(within(order).getByRole('combobox', { name: /Type of card/ }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a card type', 'Dental card']);
  });

  it('shows a failed load with Try again', async () => {
    api.answer({ [`GET members/${memberId}/id-cards`]: failure(500, 'BP-NFA-100') });
    renderPage(Page, '/id-card');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
