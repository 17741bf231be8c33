import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from '@portal/routing';
import { errorDialogStore } from '@portal/api-client';
import { resetSessionState, setPortalConfig } from '@portal/session';
import { startFakeApiServer, type FakeAnswer, type FakeApiServer } from '@portal/testing/fake-api-server';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';
import { brandOf, formatPhone } from '@portal/ui';
import { phoneLines } from '@portal/contracts/phone-lines';
import { ContactPage } from '../src/pages/public/contact/contact-page';

// A real HTTP server stands in for the member API's POST public/contact; each test says how it answers.
let answer: FakeAnswer = { status: 201, body: { status: 'ok' } };
let server: FakeApiServer;
const received = () => server.received.map(({ method, url, body }) => ({ method, url, body }));

beforeAll(async () => {
  server = await startFakeApiServer(() => answer);
  setPortalConfig({ ...testRuntimeConfig, memberApiBaseUrl: `${server.origin}/member/portal/v1` });
});
afterAll(() => server.close());

beforeEach(() => {
  resetSessionState();
  errorDialogStore.getState().close();
  server.received.length = 0;
  answer = { status: 201, body: { status: 'ok', message: 'Your message has been sent.' } };
});

function renderContactPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/contact']}>
      <ContactPage />
    </MemoryRouter>,
  );
  return user;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const select = (name: RegExp) => screen.getByRole('combobox', { name });

async function fillInForm(user: UserEvent) {
  await user.type(field(/First name/), 'Ava');
  await user.type(field(/Last name/), 'Medical');
  await user.type(field(/Email address/), 'ava.medical@example.com');
  await user.type(field(/Phone number/), '5015550123');
  await user.selectOptions(select(/Best time to call you/), 'Morning (8 a.m. to noon)');
  await user.selectOptions(select(/Best day to call you/), 'Any weekday');
  await user.selectOptions(select(/Health plan company/), 'Health Advantage');
  await user.type(field(/Question or comments/), 'Is my daughter covered at college?');
}

describe('/contact', () => {
  it('shows one h1, customer service phone numbers with their hours, and the message form', () => {
    renderContactPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Contact us']);
    const callUs = screen.getByRole('region', { name: 'Call us' });
    // The Pharmacy Center's number (the member API's mailOrderPhone): the two pages give the same one.
    expect(within(callUs).getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    expect(within(callUs).getByText('7 a.m. to 8 p.m. Central, every day')).toBeInTheDocument();
    expect(within(callUs).getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
    expect(field(/Question or comments/)).toHaveAccessibleDescription('0 of 450 characters');
  });

  it('gives the pharmacy and portal help lines of the one list the member API and account help read', () => {
    renderContactPage();
    const callUs = screen.getByRole('region', { name: 'Call us' });
    for (const line of [phoneLines.pharmacy, phoneLines.portalHelp]) {
      const item = within(callUs)
        .getByRole('link', { name: formatPhone(line.phone) })
        .closest('li')!;
      expect(item).toHaveTextContent(line.hours);
    }
  });

  it('gives each brand’s members the brand’s one customer-service number, the one on their ID cards', () => {
    renderContactPage();
    const callUs = screen.getByRole('region', { name: 'Call us' });
    for (const tier of ['ABCBS', 'HA', 'BA', 'ABM', 'OCTAVE'] as const) {
      const brand = brandOf(tier);
      const line = within(callUs)
        .getByText((_, element) => element?.tagName === 'P' && element.textContent?.includes(`${brand.name}`) === true)
        .closest('li')!;
      expect(within(line).getByRole('link', { name: formatPhone(brand.customerService.phone) })).toBeInTheDocument();
      expect(line).toHaveTextContent(brand.customerService.hours);
    }
  });

  it('asks for the best day to call, then the best time, as the signed-in contact form does', () => {
    renderContactPage();
    const labels = screen.getAllByRole('combobox').map((element) => element.getAttribute('name'));
    expect(labels.filter((name) => name === 'bestDayToReach' || name === 'bestTimeToReach')).toEqual(['bestDayToReach', 'bestTimeToReach']);
  });

  it('on an empty submit shows a specific error on each required field and focuses the summary, sending nothing', async () => {
    const user = renderContactPage();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Choose the company that provides your health plan' })).toHaveAttribute(
      'href',
      '#contact-companyId',
    );
    expect(within(summary).getByRole('link', { name: 'Enter your phone number' })).toHaveAttribute('href', '#contact-phoneNumber');
    expect(within(summary).getByRole('link', { name: 'Enter your question or comments' })).toBeInTheDocument();
    expect(field(/Phone number/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Phone number/)).toHaveAccessibleDescription(
      'Include your area code, for example (501) 555-0123. Error: Enter your phone number',
    );
    expect(received()).toEqual([]);
  });

  it('sends the message with a 10-digit phone number and moves focus to the thank-you message', async () => {
    const user = renderContactPage();
    await fillInForm(user);
    expect(field(/Phone number/)).toHaveValue('(501) 555-0123');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const status = await screen.findByText('Thank you. Your message has been sent.');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByRole('status')).toContainElement(status);
    expect(received()).toEqual([
      {
        method: 'POST',
        url: '/member/portal/v1/public/contact',
        body: {
          firstName: 'Ava',
          lastName: 'Medical',
          email: 'ava.medical@example.com',
          phoneNumber: '5015550123',
          bestTimeToReach: 'Morning',
          bestDayToReach: 'Anyday',
          companyId: '002',
          comments: 'Is my daughter covered at college?',
        },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field(/First name/)).toHaveFocus();
    expect(field(/First name/)).toHaveValue('');
  });

  it('puts the server’s validationErrors on their fields and keeps everything typed', async () => {
    answer = {
      status: 400,
      body: {
        code: 'CON-0001',
        message: 'Invalid request',
        validationErrors: [{ field: 'email', message: 'Enter an email address we can reply to.' }],
      },
    };
    const user = renderContactPage();
    await fillInForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter an email address we can reply to.' })).toHaveAttribute(
      'href',
      '#contact-email',
    );
    expect(field(/Email address/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Email address/)).toHaveValue('ava.medical@example.com');
    expect(field(/Question or comments/)).toHaveValue('Is my daughter covered at college?');
    expect(errorDialogStore.getState().error).toBeNull();
  });

  it('shows the error dialog with CON-0001 when the call fails, keeps the form, and sends on the next try', async () => {
    answer = { status: 500, body: { code: 'CON-0001', message: 'failure' } };
    const user = renderContactPage();
    await fillInForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() =>
      expect(errorDialogStore.getState().error).toEqual({
        code: 'CON-0001',
        message: 'An error occurred. We’re working on a fix. Please try again later.',
      }),
    );
    expect(field(/First name/)).toHaveValue('Ava');
    expect(select(/Health plan company/)).toHaveDisplayValue('Health Advantage');
    expect(screen.queryByText('Thank you. Your message has been sent.')).not.toBeInTheDocument();

    answer = { status: 201, body: { status: 'ok' } };
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you. Your message has been sent.')).toBeInTheDocument();
    expect(received()).toHaveLength(2);
  });
});
