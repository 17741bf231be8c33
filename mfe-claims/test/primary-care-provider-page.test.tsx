import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorDialogStore } from '@portal/api-client';
import Page from '../src/primary-care/primary-care-provider-page';
import { api, failure, json, received, renderCarePage, requestedUrls, signIn, startCareApi, stopCareApi } from './support/care-api';
import type { RecordedRequest } from '@portal/testing/fake-api-server';

const provider = (providerId: string, name: string, extra: Record<string, unknown> = {}) => ({
  providerId,
  npi: '1457300000',
  name,
  specialty: 'Family Medicine',
  isPcp: true,
  acceptingNewPatients: true,
  address1: '100 Main St',
  city: 'Little Rock',
  stateCode: 'AR',
  zip: '72201',
  phone: '5015552000',
  languages: ['English', 'Spanish'],
  networks: [],
  gender: 'female',
  ...extra,
});

const reyes = provider('PRV1001', 'Dr. Hannah Reyes, MD');
const bell = provider('PRV1002', 'Dr. Marcus Bell, MD', { specialty: 'Internal Medicine', languages: ['English'] });
const ortiz = provider('PRV1004', 'Dr. Samuel Ortiz, DO', { acceptingNewPatients: false, city: 'Conway' });

let currentPcp: unknown;
let putAnswer: (request: RecordedRequest) => { status: number; body: unknown };

beforeAll(startCareApi);
afterAll(stopCareApi);
beforeEach(() => {
  signIn();
  currentPcp = { memberId: 'H1000100101', provider: reyes, effectiveDate: '2019-01-01' };
  putAnswer = () => ({ status: 200, body: { memberId: 'H1000100101', provider: bell, effectiveDate: '2099-12-01' } });
  api.respond = (request) => {
    if (request.method === 'PUT') return putAnswer(request);
    if (request.url.includes('/providers'))
      return json({ providers: [reyes, bell, ortiz], page: 1, pageSize: 10, total: 3, totalPages: 1 });
    return json(currentPcp);
  };
});

async function search(user: ReturnType<typeof userEvent.setup>, fill?: () => Promise<void>) {
  // The current provider first, so every answer has arrived before the test ends.
  await within(screen.getByRole('region', { name: 'Your primary care provider' })).findByText(/Dr\.|You haven't chosen/);
  await fill?.();
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return screen.findByText(/doctors? match(es)? your search|No doctors match your search/);
}

describe('Primary Care Provider page', () => {
  it('shows the current primary care provider', async () => {
    renderCarePage(Page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Primary care provider');
    const current = screen.getByRole('region', { name: 'Your primary care provider' });
    expect(await within(current).findByText('Dr. Hannah Reyes, MD')).toBeInTheDocument();
    expect(current).toHaveTextContent('100 Main St, Little Rock, AR 72201');
    expect(within(current).getByRole('link', { name: '(501) 555-2000' })).toHaveAttribute('href', 'tel:+15015552000');
    expect(current).toHaveTextContent('Since 01/01/2019');
    expect(screen.getByRole('heading', { name: 'Change your primary care provider' })).toBeInTheDocument();
  });

  it('shows the search once the current provider has arrived, so the provider’s card does not push it down', async () => {
    renderCarePage(Page);
    expect(screen.getByRole('region', { name: 'Your primary care provider' })).toHaveTextContent('Loading your primary care provider…');
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    expect(await screen.findByText('Dr. Hannah Reyes, MD')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('offers the search when the current provider could not be loaded', async () => {
    api.respond = () => failure(500);
    renderCarePage(Page);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('prompts a member without one to choose, and the prompt leads to the search', async () => {
    const user = userEvent.setup();
    currentPcp = { memberId: 'H1000100101', provider: null, effectiveDate: null };
    renderCarePage(Page);
    expect(await screen.findByText("You haven't chosen a primary care provider yet.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Find a primary care provider' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Search for a doctor below' }));
    expect(screen.getByRole('textbox', { name: 'Doctor’s name' })).toHaveFocus();
  });

  it('searches primary care providers with the criteria given and announces how many match', async () => {
    const user = userEvent.setup();
    renderCarePage(Page);
    const count = await search(user, async () => {
      await user.type(screen.getByRole('textbox', { name: 'Doctor’s name' }), 'bell');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Specialty' }), 'Internal Medicine');
      await user.type(screen.getByRole('textbox', { name: /ZIP code/ }), '72201');
    });
    expect(count).toHaveTextContent('3 doctors match your search.');
    expect(count).toHaveAttribute('role', 'status');
    expect(requestedUrls()).toContain(
      'providers?pcpOnly=true&page=1&pageSize=10&name=bell&specialty=Internal+Medicine&zip=72201&acceptingNewPatients=true',
    );
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(within(results).getByRole('article', { name: 'Dr. Hannah Reyes, MD' })).toHaveTextContent('This is your primary care provider.');
    expect(within(results).getByRole('article', { name: 'Dr. Samuel Ortiz, DO' })).toHaveTextContent('Not accepting new patients');
    expect(within(results).queryByRole('button', { name: 'Choose Dr. Samuel Ortiz, DO' })).not.toBeInTheDocument();
    // The criteria stay, so the member can refine them.
    expect(screen.getByRole('textbox', { name: 'Doctor’s name' })).toHaveValue('bell');
  });

  it('includes doctors not accepting new patients when asked', async () => {
    const user = userEvent.setup();
    renderCarePage(Page);
    await search(user, () => user.click(screen.getByRole('checkbox', { name: 'Only show doctors accepting new patients' })));
    expect(requestedUrls()).toContain('providers?pcpOnly=true&page=1&pageSize=10');
  });

  it('refuses a ZIP code that is not 5 digits, focusing the error summary and sending nothing', async () => {
    const user = userEvent.setup();
    renderCarePage(Page);
    await screen.findByText('Dr. Hannah Reyes, MD');
    await user.type(screen.getByRole('textbox', { name: /ZIP code/ }), '722');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Enter a 5-digit ZIP code, like 72201' })).toHaveAttribute('href', '#pcp-search-zip');
    expect(requestedUrls().filter((url) => url.startsWith('providers'))).toEqual([]);
  });

  it('changes the provider after confirmation and confirms the new provider and start date', async () => {
    const user = userEvent.setup();
    renderCarePage(Page);
    await search(user);
    await user.click(screen.getByRole('button', { name: 'Choose Dr. Marcus Bell, MD' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your primary care provider?' });
    expect(dialog).toHaveTextContent(
      'The change starts on the first day of next month. Until then, Dr. Hannah Reyes, MD stays your primary care provider.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, make this my provider' }));

    const confirmation = await screen.findByText('Dr. Marcus Bell, MD will be your primary care provider starting 12/01/2099.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(confirmation.closest('[role="status"]')).toHaveFocus());
    expect(received().filter((request) => request.method === 'PUT')).toEqual([
      { method: 'PUT', url: 'members/H1000100101/pcp', body: { providerId: 'PRV1002' } },
    ]);
    const current = screen.getByRole('region', { name: 'Your primary care provider' });
    expect(current).toHaveTextContent('Dr. Marcus Bell, MD');
    expect(current).toHaveTextContent('Starts 12/01/2099');
  });

  it('changes nothing when the member cancels', async () => {
    const user = userEvent.setup();
    renderCarePage(Page);
    await search(user);
    await user.click(screen.getByRole('button', { name: 'Choose Dr. Marcus Bell, MD' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(received().filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('explains a refusal inside the dialog and keeps the search', async () => {
    const user = userEvent.setup();
    putAnswer = () => ({ status: 422, body: { code: 'UPD-0023', message: 'This provider is not accepting new patients.' } });
    renderCarePage(Page);
    await search(user);
    await user.click(screen.getByRole('button', { name: 'Choose Dr. Marcus Bell, MD' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, make this my provider' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This provider is not accepting new patients. Choose another provider.',
    );
    expect(errorDialogStore.getState().error).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: 'Dr. Marcus Bell, MD' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your primary care provider' })).toHaveTextContent('Dr. Hannah Reyes, MD');
  });

  it('shows a failed search in place with Try again', async () => {
    const user = userEvent.setup();
    let searches = 0;
    api.respond = (request) => {
      if (!request.url.includes('/providers')) return json(currentPcp);
      searches += 1;
      return searches === 1
        ? { status: 500, body: { code: 'BP-NFA-100' } }
        : json({ providers: [bell], page: 1, pageSize: 10, total: 1, totalPages: 1 });
    };
    renderCarePage(Page);
    await screen.findByText('Dr. Hannah Reyes, MD');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const alert = await within(screen.getByRole('region', { name: 'Search results' })).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 doctor matches your search.')).toBeInTheDocument();
  });
});
