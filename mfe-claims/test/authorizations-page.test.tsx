import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorDialogStore } from '@portal/api-client';
import Page from '../src/authorizations/authorizations-page';
import { api, failure, json, noahPlan, renderCarePage, requestedUrls, signIn, startCareApi, stopCareApi } from './support/care-api';

const authorization = (authId: string, status: string, service: string, extra: Record<string, unknown> = {}) => ({
  authId,
  memberId: 'H1000100101',
  patientName: 'Ava Medical',
  status,
  category: 'Outpatient',
  service,
  requestingProvider: 'Dr. Hannah Reyes, MD',
  facility: 'Radiology Associates, P.A.',
  requestedDate: '2026-10-01',
  decisionDate: '2026-10-05',
  startDate: '2026-10-08',
  endDate: '2027-01-06',
  ...extra,
});

const firstPage = {
  authorizations: [
    authorization('PA1', 'Approved', 'Knee arthroscopy'),
    authorization('PA2', 'NEW REQUEST', 'MRI lumbar spine', { decisionDate: null }),
    authorization('PA3', 'authorization sent to wrong payor', 'Sleep study'),
    authorization('PA4', 'Denied: Not a Covered Benefit', 'Blepharoplasty', { patientName: 'MIA MEDICAL', memberId: 'H1000100103' }),
    authorization('PA5', 'Awaiting Paperwork', 'Echocardiogram', { endDate: null }),
  ],
  page: 1,
  pageSize: 5,
  total: 6,
  totalPages: 2,
};

beforeAll(startCareApi);
afterAll(stopCareApi);
beforeEach(() => {
  signIn();
  api.respond = (request) =>
    request.url.includes('page=2')
      ? json({ ...firstPage, authorizations: [authorization('PA11', 'Under Review', 'Rehabilitation')], page: 2 })
      : json(firstPage);
});

const card = (service: string) => screen.getByRole('article', { name: service });

describe('Prior Authorizations page', () => {
  it('lists each authorization with its status colour label, ignoring the status’s case', async () => {
    renderCarePage(Page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Prior authorizations');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your prior authorizations');
    expect(await screen.findByText('6 authorizations, newest first.')).toBeInTheDocument();

    const labelOf = (service: string) =>
      within(card(service)).getByText((_, element) => element?.hasAttribute('data-label-color') ?? false);
    expect(labelOf('Knee arthroscopy')).toHaveAttribute('data-label-color', 'green');
    expect(labelOf('MRI lumbar spine')).toHaveAttribute('data-label-color', 'grey');
    expect(labelOf('Sleep study')).toHaveAttribute('data-label-color', 'purple');
    expect(labelOf('Blepharoplasty')).toHaveAttribute('data-label-color', 'red');
    expect(within(card('MRI lumbar spine')).getByText('NEW REQUEST')).toBeInTheDocument();
    expect(within(card('MRI lumbar spine')).getByText('Not decided yet')).toBeInTheDocument();
    expect(within(card('Blepharoplasty')).getByText('Mia Medical')).toBeInTheDocument();
    expect(within(card('Knee arthroscopy')).getByText('10/08/2026 to 01/06/2027')).toBeInTheDocument();
    expect(within(card('Knee arthroscopy')).getByRole('link', { name: 'Knee arthroscopy' })).toHaveAttribute('href', '/authorizations/PA1');
    expect(requestedUrls()).toEqual(['members/H1000100101/prior-authorizations?page=1&pageSize=5']);
  });

  it('shows an unknown status as plain text without a colour label', async () => {
    renderCarePage(Page);
    const unknown = await screen.findByRole('article', { name: 'Echocardiogram' });
    expect(within(unknown).getByText('Awaiting Paperwork')).not.toHaveAttribute('data-label-color');
    expect(unknown.querySelector('[data-label-color]')).toBeNull();
    expect(within(unknown).getByText('From 10/08/2026')).toBeInTheDocument();
  });

  it('explains the colours in words, below the list once it has answered, and tells a policyholder whose authorizations are included', async () => {
    renderCarePage(Page);
    // Shown at once, the list arriving above would push it down the page.
    expect(screen.getByRole('status')).toHaveTextContent('Loading your prior authorizations…');
    expect(screen.queryByRole('region', { name: 'What the status colors mean' })).not.toBeInTheDocument();
    const legend = await screen.findByRole('region', { name: 'What the status colors mean' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(':')[0]?.trim()),
    ).toEqual(['Green', 'Gray', 'Purple', 'Red']);
    expect(await screen.findByText(/includes your covered family members under 18/)).toBeInTheDocument();
  });

  it('pages through the list and starts reading again at the list heading', async () => {
    const user = userEvent.setup();
    renderCarePage(Page);
    const pages = await screen.findByRole('navigation', { name: 'Authorization pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('article', { name: 'Rehabilitation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your authorizations' })).toHaveFocus();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(requestedUrls()).toContain('members/H1000100101/prior-authorizations?page=2&pageSize=5');
  });

  it('shows a helpful empty state', async () => {
    signIn({ plan: noahPlan });
    api.respond = () => json({ authorizations: [], page: 1, pageSize: 10, total: 0, totalPages: 1 });
    renderCarePage(Page);
    expect(await screen.findByText('You have no prior authorizations.')).toBeInTheDocument();
    expect(screen.queryByText(/includes your covered family members/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Authorization pages' })).not.toBeInTheDocument();
  });

  it('shows the failure in place with Try again, without the error dialog', async () => {
    const user = userEvent.setup();
    let calls = 0;
    api.respond = () => (++calls === 1 ? failure(500) : json(firstPage));
    renderCarePage(Page);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred. We’re working on a fix. Please try again later.');
    expect(errorDialogStore.getState().error).toBeNull();
    expect(screen.getByRole('region', { name: 'What the status colors mean' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Knee arthroscopy' })).toBeInTheDocument();
  });
});
