import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Page from '../src/health-records/health-records-page';
import { api, failure, json, noahPlan, renderCarePage, requestedUrls, signIn, startCareApi, stopCareApi } from './support/care-api';

const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

const patients = {
  resourceType: 'Bundle',
  entry: [
    { resource: { resourceType: 'Patient', id: 'H1000100101', name: [{ given: ['Ava'], family: 'Medical' }], birthDate: yearsAgo(41) } },
    // 18 today: private to him now.
    { resource: { resourceType: 'Patient', id: 'H1000100102', name: [{ given: ['Noah'], family: 'Medical' }], birthDate: yearsAgo(18) } },
    // 18 tomorrow: still visible today.
    { resource: { resourceType: 'Patient', id: 'H1000100103', name: [{ given: ['Mia'], family: 'Medical' }], birthDate: yearsAgo(18, 1) } },
  ],
};

const record = (memberId: string, name: string, extra: Record<string, unknown> = {}) => ({
  memberId,
  name,
  birthDate: '1985-03-02',
  conditions: [{ name: 'Hyperlipidemia', onset: '2023-09-15', status: 'active' }],
  medications: [{ name: 'Atorvastatin 20 mg', directions: 'Once daily', lastFilled: '2026-10-20' }],
  allergies: [{ substance: 'Penicillin', reaction: 'Hives', severity: 'moderate' }],
  immunizations: [{ vaccine: 'Influenza, seasonal', date: '2026-09-30' }],
  visits: [{ date: '2026-08-14', provider: 'Dr. Hannah Reyes, MD', reason: 'Office visit' }],
  ...extra,
});

beforeAll(startCareApi);
afterAll(stopCareApi);
beforeEach(() => {
  signIn();
  api.respond = (request) => {
    if (request.url.startsWith('/fhir/R4/Patient')) return json(patients);
    if (request.url.includes('H1000100103')) return json(record('H1000100103', 'MIA MEDICAL', { conditions: [], allergies: [] }));
    return json(record('H1000100101', 'Ava Medical'));
  };
});

describe('Personal Health Record page', () => {
  it('shows the member’s own record, each part with its entries', async () => {
    renderCarePage(Page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Personal health record');
    const ownRecord = await screen.findByRole('region', { name: 'Your health record' });
    expect(await within(ownRecord).findByRole('region', { name: 'Conditions' })).toHaveTextContent('Hyperlipidemia · since 09/15/2023 · active');
    expect(within(ownRecord).getByRole('region', { name: 'Medications' })).toHaveTextContent('Atorvastatin 20 mg · Once daily · last filled 10/20/2026');
    expect(within(ownRecord).getByRole('region', { name: 'Allergies' })).toHaveTextContent('Penicillin · Hives · moderate');
    expect(within(ownRecord).getByRole('region', { name: 'Immunizations' })).toHaveTextContent('Influenza, seasonal · 09/30/2026');
    expect(within(ownRecord).getByRole('region', { name: 'Recent visits' })).toHaveTextContent('08/14/2026 · Dr. Hannah Reyes, MD · Office visit');
  });

  it('lets the policyholder open dependents’ records until they turn 18, and says adults keep theirs private', async () => {
    const user = userEvent.setup();
    renderCarePage(Page);
    const picker = await screen.findByRole('combobox', { name: 'Whose health record' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Ava Medical (you)', 'Mia Medical']);
    expect(screen.getByText(/Family members aged 18 or older keep their health records private/)).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Conditions' });

    await user.selectOptions(picker, 'Mia Medical');
    const miaRecord = await screen.findByRole('region', { name: 'Mia Medical’s health record' });
    expect(within(miaRecord).getByRole('region', { name: 'Conditions' })).toHaveTextContent('No conditions on record.');
    expect(within(miaRecord).getByRole('region', { name: 'Allergies' })).toHaveTextContent('No allergies on record.');
    expect(requestedUrls()).toContain('members/H1000100103/health-record');
    expect(requestedUrls()).not.toContain('members/H1000100102/health-record');
    expect(requestedUrls()).toContain('/fhir/R4/Patient?identifier=H10001001');
  });

  it('shows a member who is not the policyholder only their own record, without searching the family', async () => {
    signIn({ plan: noahPlan });
    renderCarePage(Page);
    await screen.findByRole('region', { name: 'Conditions' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(requestedUrls()).toEqual(['members/H1000100102/health-record']);
  });

  it('still shows the member’s own record when the family search fails', async () => {
    api.respond = (request) => (request.url.startsWith('/fhir/R4/Patient') ? failure(500) : json(record('H1000100101', 'Ava Medical')));
    renderCarePage(Page);
    const family = screen.getByRole('region', { name: 'Your family’s records' });
    expect(await within(family).findByRole('alert')).toHaveTextContent('An error occurred');
    expect(await screen.findByRole('region', { name: 'Conditions' })).toHaveTextContent('Hyperlipidemia');
  });

  it('shows a failed record in place with Try again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    api.respond = (request) => {
      if (request.url.startsWith('/fhir/R4/Patient')) return json(patients);
      return ++calls === 1 ? failure(503) : json(record('H1000100101', 'Ava Medical'));
    };
    renderCarePage(Page);
    const ownRecord = screen.getByRole('region', { name: 'Your health record' });
    const alert = await within(ownRecord).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(ownRecord).findByRole('region', { name: 'Conditions' })).toBeInTheDocument();
    await screen.findByRole('combobox', { name: 'Whose health record' });
  });
});
