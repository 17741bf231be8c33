import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Page from '../src/authorizations/authorization-details-page';
import { api, failure, json, renderCarePage, requestedUrls, signIn, startCareApi, stopCareApi } from './support/care-api';

const details = {
  authId: 'PA2026000001',
  memberId: 'H1000100101',
  patientName: 'ava medical',
  status: 'approved',
  category: 'Inpatient',
  service: 'Knee arthroscopy with meniscectomy',
  requestingProvider: 'Dr. Hannah Reyes, MD',
  facility: 'Baptist Health Medical Center',
  requestedDate: '2026-10-01',
  decisionDate: '2026-10-05',
  startDate: '2026-10-08',
  endDate: '2026-10-13',
  diagnosis: 'M23.205 Derangement of meniscus, left knee',
  unitsRequested: 5,
  unitsApproved: 5,
  history: [
    { date: '2026-10-05', status: 'Approved', note: 'Decision recorded.' },
    { date: '2026-10-01', status: 'New Request', note: 'Request received from provider.' },
  ],
};

const open = (id = 'PA2026000001') => renderCarePage(Page, { path: `/authorizations/${id}`, route: '/authorizations/:id' });

beforeAll(startCareApi);
afterAll(stopCareApi);
beforeEach(() => {
  signIn();
  api.respond = () => json(details);
});

describe('Prior Authorization Details page', () => {
  it('says what was decided in plain language first, then the details', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Prior authorization details');
    const summary = await screen.findByRole('region', { name: 'Knee arthroscopy with meniscectomy' });
    expect(within(summary).getByText('approved')).toHaveAttribute('data-label-color', 'green');
    expect(summary).toHaveTextContent('We approved this service.');
    expect(summary).toHaveTextContent('For Ava Medical, 10/08/2026 to 10/13/2026.');
    const request = screen.getByRole('region', { name: 'Request details' });
    expect(within(request).getByText('M23.205 Derangement of meniscus, left knee')).toBeInTheDocument();
    expect(within(request).getByText('Baptist Health Medical Center')).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['members/H1000100101/prior-authorizations/PA2026000001']);
    expect(screen.getByRole('link', { name: 'Back to prior authorizations' })).toHaveAttribute('href', '/authorizations');
  });

  it('shows approved against requested units, and used units when the data has them', async () => {
    api.respond = () => json({ ...details, unitsApproved: 4, unitsUsed: 3 });
    open();
    const units = await screen.findByRole('region', { name: 'Approved units' });
    expect(units).toHaveTextContent('Requested 5 units');
    expect(units).toHaveTextContent('Approved 4 units');
    expect(units).toHaveTextContent('Used 3 units');
    const used = within(units).getByRole('progressbar', { name: 'Approved units used' });
    expect(used).toHaveAttribute('value', '3');
    expect(used).toHaveAttribute('max', '4');
  });

  it('has no used-units bar when the data has no used units', async () => {
    open();
    const units = await screen.findByRole('region', { name: 'Approved units' });
    expect(within(units).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the status changes as a timeline, oldest first', async () => {
    open();
    const timeline = await screen.findByRole('region', { name: 'Status history' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '10/01/2026New RequestRequest received from provider.',
      '10/05/2026ApprovedDecision recorded.',
    ]);
    expect(within(steps[0]!).getByText('New Request')).toHaveAttribute('data-label-color', 'grey');
  });

  it('copes with an unknown status and no history', async () => {
    api.respond = () => json({ ...details, status: 'Escalated', history: undefined, unitsApproved: undefined, unitsRequested: undefined });
    open();
    const summary = await screen.findByRole('region', { name: 'Knee arthroscopy with meniscectomy' });
    expect(within(summary).getByText('Escalated')).not.toHaveAttribute('data-label-color');
    expect(screen.getByText('No status changes have been recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Approved units' })).not.toBeInTheDocument();
  });

  it('says when there is no authorization with that number', async () => {
    api.respond = () => failure(404, 'BP-NFA-404');
    open('PA404');
    expect(await screen.findByText("We couldn't find a prior authorization with the number PA404.")).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows other failures in place with Try again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    api.respond = () => (++calls === 1 ? failure(503) : json(details));
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The Member Portal is down for scheduled maintenance. Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Request details' })).toBeInTheDocument();
  });
});
