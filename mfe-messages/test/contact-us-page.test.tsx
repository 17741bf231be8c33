import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from '@portal/routing';
import { errorDialogStore } from '@portal/api-client';
import { renderRemotePage } from '@portal/testing/render-remote-page';
import type { FakeAnswer } from '@portal/testing/fake-api-server';
import { brandOf, formatPhone } from '@portal/ui';
import Page from '../src/contact-us/contact-us-page';
import { api, avaPlan, received, signIn, startMemberApi, stopMemberApi } from './support/member-api';

let answer: FakeAnswer;

beforeAll(startMemberApi);
afterAll(stopMemberApi);
beforeEach(() => {
  answer = { status: 201, body: { status: 'ok', message: 'Your message has been sent.' } };
  api.respond = () => answer;
  signIn();
});

function renderContactUs(): UserEvent {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/contact-us']}>
      <Page />
    </MemoryRouter>,
  );
  return user;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const select = (name: RegExp) => screen.getByRole('combobox', { name });
const form = () => screen.getByRole('form', { name: 'Send us a message' });

async function fillInForm(user: UserEvent) {
  await user.type(field(/Phone number/), '5015550123');
  await user.selectOptions(select(/Best day to call you/), 'Any weekday');
  await user.selectOptions(select(/Best time to call you/), 'Morning (8 a.m. to noon)');
  await user.type(field(/Question or comments/), 'Is my daughter covered at college?');
}

describe('Contact us page', () => {
  it('has one page heading and says whose information it shows', () => {
    renderRemotePage(Page);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Contact us']);
    expect(screen.getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava Medical · Member ID M100');
  });

  it('tells the member how to call, and offers the message form with the plan’s company ID filled in', () => {
    renderContactUs();
    expect(screen.getByRole('region', { name: 'Call us' })).toHaveTextContent(/also on the back of your member ID card/);
    expect(form()).toBeInTheDocument();
    expect(field(/Company ID/)).toHaveValue('001');
    expect(field(/Question or comments/)).toHaveAccessibleDescription('0 of 450 characters');
  });

  it.each([
    ['ABCBS', '(800) 555-0100', 'tel:+18005550100'],
    ['OCTAVE', '(800) 555-0110', 'tel:+18005550110'],
  ] as const)('gives a %s member the brand’s customer-service number, the one on the ID card', (tier, shown, href) => {
    signIn({ plan: { ...avaPlan, tier1: tier } });
    renderContactUs();
    const callUs = screen.getByRole('region', { name: 'Call us' });
    expect(within(callUs).getByRole('link', { name: shown })).toHaveAttribute('href', href);
    expect(formatPhone(brandOf(tier).customerService.phone)).toBe(shown);
  });

  it('asks for the best day to call, then the best time, as the public contact form does', () => {
    renderContactUs();
    const labels = screen.getAllByRole('combobox').map((element) => element.getAttribute('name'));
    expect(labels.filter((name) => name === 'bestDayToReach' || name === 'bestTimeToReach')).toEqual(['bestDayToReach', 'bestTimeToReach']);
  });

  it('formats the phone number as (xxx) xxx-xxxx and keeps digits only, up to 10', async () => {
    const user = renderContactUs();
    await user.type(field(/Phone number/), '501abc555-01234567');
    expect(field(/Phone number/)).toHaveValue('(501) 555-0123');
  });

  it('counts comment characters live and refuses more than 450, saying by how much, without cutting the text', async () => {
    const user = renderContactUs();
    await fillInForm(user);
    await user.clear(field(/Question or comments/));
    await user.click(field(/Question or comments/));
    await user.paste('x'.repeat(452));
    expect(field(/Question or comments/)).toHaveValue('x'.repeat(452));
    expect(screen.getByText('452 of 450 characters (2 too many)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Comments must be 450 characters or fewer. Remove 2 characters' })).toHaveAttribute(
      'href',
      '#contact-us-comments',
    );
    expect(received()).toEqual([]);
  });

  it('on an empty submit shows a specific error for each required field, focuses the summary and sends nothing', async () => {
    const user = renderContactUs();
    await user.clear(field(/Company ID/));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Enter your company ID',
      'Enter your phone number',
      'Choose the best day to call you',
      'Choose the best time to call you',
      'Enter your question or comments',
    ]);
    expect(field(/Phone number/)).toHaveAttribute('aria-invalid', 'true');
    expect(select(/Topic/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(received()).toEqual([]);
  });

  it('says when a phone number is incomplete', async () => {
    const user = renderContactUs();
    await fillInForm(user);
    await user.clear(field(/Phone number/));
    await user.type(field(/Phone number/), '501555');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter your phone number with area code, like (501) 555-0123']);
  });

  it('sends the message for the selected member and moves focus to the thank-you message', async () => {
    const user = renderContactUs();
    await fillInForm(user);
    await user.selectOptions(select(/Topic/), 'Benefits');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thank you. Your message has been sent.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent("We've emailed you a confirmation");
    expect(received()).toEqual([
      {
        method: 'POST',
        url: 'contact',
        body: {
          companyId: '001',
          memberId: 'H1000100101',
          phoneNumber: '5015550123',
          bestDayToReach: 'Anyday',
          bestTimeToReach: 'Morning',
          topic: 'Benefits',
          comments: 'Is my daughter covered at college?',
        },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field(/Phone number/)).toHaveFocus();
    expect(field(/Phone number/)).toHaveValue('');
    expect(field(/Company ID/)).toHaveValue('001');
  });

  it('sends no topic when none is chosen', async () => {
    const user = renderContactUs();
    await fillInForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Thank you. Your message has been sent.');
    expect(received()[0]?.body).not.toHaveProperty('topic');
  });

  it('puts CON-0002 (company ID not the member’s) on the company ID field and keeps everything typed', async () => {
    answer = {
      status: 400,
      body: {
        code: 'CON-0002',
        message: 'The company ID does not match the member.',
        validationErrors: [{ field: 'companyId', message: 'Does not match the member.' }],
      },
    };
    const user = renderContactUs();
    await user.clear(field(/Company ID/));
    await user.type(field(/Company ID/), '009');
    await fillInForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', {
        name: 'This company ID doesn’t match your plan. Check the company ID on your member ID card and try again.',
      }),
    ).toHaveAttribute('href', '#contact-us-companyId');
    expect(field(/Company ID/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Company ID/)).toHaveValue('009');
    expect(field(/Question or comments/)).toHaveValue('Is my daughter covered at college?');
    expect(errorDialogStore.getState().error).toBeNull();
  });

  it('puts other CON-0001 field errors on their fields', async () => {
    answer = {
      status: 400,
      body: {
        code: 'CON-0001',
        message: 'Invalid',
        validationErrors: [{ field: 'phoneNumber', message: 'Enter a phone number we can call.' }],
      },
    };
    const user = renderContactUs();
    await fillInForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter a phone number we can call.' })).toHaveAttribute(
      'href',
      '#contact-us-phoneNumber',
    );
  });

  it('shows the error dialog with CON-0001 when sending fails, keeps the form, and sends on the next try', async () => {
    answer = { status: 500, body: { code: 'CON-0001', message: 'failure' } };
    const user = renderContactUs();
    await fillInForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() =>
      expect(errorDialogStore.getState().error).toEqual({
        code: 'CON-0001',
        message: 'An error occurred. We’re working on a fix. Please try again later.',
      }),
    );
    expect(field(/Phone number/)).toHaveValue('(501) 555-0123');
    expect(select(/Best day to call you/)).toHaveDisplayValue('Any weekday');
    expect(screen.queryByText('Thank you. Your message has been sent.')).not.toBeInTheDocument();

    answer = { status: 201, body: { status: 'ok' } };
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you. Your message has been sent.')).toBeInTheDocument();
    expect(received()).toHaveLength(2);
  });
});
