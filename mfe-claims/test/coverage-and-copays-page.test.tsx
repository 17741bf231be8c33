import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorDialogStore } from '@portal/api-client';
import Page from '../src/coverage/coverage-and-copays-page';
import { api, failure, json, noahPlan, renderCarePage, requestedUrls, signIn, startCareApi, stopCareApi } from './support/care-api';

const year = new Date().getFullYear();
const isoMonthsAgo = (months: number) => {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() - months);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-01`;
};

const patient = (id: string, given: string, birthDate: string) => ({
  resourceType: 'Patient',
  id,
  name: [{ family: 'MEDICAL', given: [given] }],
  birthDate,
});
const costs = [
  { type: { coding: [{ code: 'rx_tier1_copay' }], text: 'Tier 1 Generic Drugs' }, valueMoney: { value: 10, currency: 'USD' } },
  { type: { coding: [{ code: 'rx_tier4_coins' }], text: 'Tier 4 Specialty Drugs' }, valueQuantity: { value: 25, unit: '%' } },
  { type: { coding: [{ code: 'office_visit_copay' }], text: 'Primary Care Visit' }, valueMoney: { value: 25, currency: 'USD' } },
  { type: { coding: [{ code: 'inpatient_coins' }], text: 'Inpatient Hospital' }, valueQuantity: { value: 20, unit: '%' } },
];
const coverage = (id: string, memberId: string, status: string, start: string, end: string, code = 'hip') => ({
  resourceType: 'Coverage',
  id,
  status,
  type: { coding: [{ code }], text: code },
  beneficiary: { reference: `Patient/${memberId}` },
  period: { start, end },
  payor: [{ display: 'Arkansas Blue Cross and Blue Shield' }],
  class: [
    { type: { coding: [{ code: 'group' }], text: 'group' }, value: 'ABCBS-IND-01', name: 'Individual Blue Select' },
    { type: { coding: [{ code: 'plan' }], text: 'plan' }, value: 'H10001001', name: 'Blue Select Gold' },
  ],
  costToBeneficiary: costs,
});

const patients = {
  resourceType: 'Bundle',
  total: 3,
  entry: [
    patient('H1000100101', 'AVA', '1985-03-02'),
    patient('H1000100102', 'noah', '2007-01-15'),
    patient('H1000100103', 'Mia', '2011-06-20'),
  ].map((resource) => ({ resource })),
};
const coverages = {
  resourceType: 'Bundle',
  total: 6,
  entry: [
    coverage(`H10001001-01-hip-${year}`, 'H1000100101', 'active', `${year}-01-01`, `${year}-12-31`),
    coverage(`H10001001-01-hip-${year - 1}`, 'H1000100101', 'cancelled', `${year - 1}-01-01`, `${year - 1}-12-31`),
    coverage('H10001001-01-hip-old', 'H1000100101', 'cancelled', isoMonthsAgo(52), isoMonthsAgo(40)),
    coverage(`H10001001-01-vision-${year}`, 'H1000100101', 'active', `${year}-01-01`, `${year}-12-31`, 'vision'),
    coverage(`H10001001-02-hip-${year}`, 'H1000100102', 'active', `${year}-01-01`, `${year}-12-31`),
    coverage(`H10001001-03-hip-${year - 1}`, 'H1000100103', 'cancelled', `${year - 1}-01-01`, `${year - 1}-06-30`),
  ].map((resource) => ({ resource })),
};

beforeAll(startCareApi);
afterAll(stopCareApi);
beforeEach(() => {
  signIn();
  api.respond = (request) => (request.url.startsWith('/fhir/R4/Patient') ? json(patients) : json(coverages));
});

describe('Coverage and Copays page', () => {
  it('searches by contract id for a policyholder, 36 months back, 50 at a time, with one Coverage call for every section', async () => {
    renderCarePage(Page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Coverage and copays');
    await screen.findByRole('table', { name: 'What you pay for care' });
    await screen.findByText(/Member ID H1000100103/);
    expect(requestedUrls().sort()).toEqual([
      `/fhir/R4/Coverage?identifier=H10001001&versionId=2&_count=50&period=ge${year - 3}-01-01`,
      '/fhir/R4/Patient?identifier=H10001001',
    ]);
  });

  it('shows the copays and who is covered once the coverage has arrived, so its cards do not push them down; who is covered is searched at once', async () => {
    api.respond = (request) => (request.url.startsWith('/fhir/R4/Patient') ? json(patients) : { ...json(coverages), delayMs: 150 });
    renderCarePage(Page);
    expect(screen.getByRole('region', { name: 'Your coverage' })).toHaveTextContent('Loading your coverage…');
    expect(screen.queryByRole('region', { name: 'Copays and coinsurance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Who is covered' })).not.toBeInTheDocument();
    await waitFor(() => expect(requestedUrls()).toContain('/fhir/R4/Patient?identifier=H10001001'));
    expect(screen.getByRole('region', { name: 'Your coverage' })).toHaveTextContent('Loading your coverage…');
    expect(await screen.findByRole('table', { name: 'What you pay for care' })).toBeInTheDocument();
    expect(await screen.findByText(/Member ID H1000100103/)).toBeInTheDocument();
  });

  it('searches by member id for a member who is not the policyholder', async () => {
    signIn({ plan: noahPlan });
    renderCarePage(Page);
    await screen.findByRole('table', { name: 'What you pay for care' });
    await waitFor(() => expect(requestedUrls()).toContain('/fhir/R4/Patient?identifier=H1000100102'));
    expect(requestedUrls()).toContain(`/fhir/R4/Coverage?identifier=H1000100102&versionId=2&_count=50&period=ge${year - 3}-01-01`);
  });

  it('shows the member’s retained coverage: current, and ended within 36 months; not older or other-type coverage', async () => {
    renderCarePage(Page);
    const section = await screen.findByRole('region', { name: 'Your coverage' });
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Medical coverage', 'Medical coverage']);
    expect(cards[0]).toHaveTextContent('StatusActive');
    expect(cards[0]).toHaveTextContent(`Coverage dates01/01/${year} to 12/31/${year}`);
    expect(cards[0]).toHaveTextContent('GroupIndividual Blue Select (ABCBS-IND-01)');
    expect(cards[0]).toHaveTextContent('PlanBlue Select Gold');
    expect(within(section).getByRole('heading', { name: 'Coverage that ended in the last 36 months' })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent(`StatusEnded 12/31/${year - 1}`);
    expect(section).not.toHaveTextContent('Vision');
  });

  it('lists copays and coinsurance, with prescription drugs grouped by tier', async () => {
    renderCarePage(Page);
    const care = await screen.findByRole('table', { name: 'What you pay for care' });
    const rows = within(care)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Service', 'Copay', 'Coinsurance'],
      ['Primary Care Visit', '$25.00', 'None'],
      ['Inpatient Hospital', 'None', '20%'],
    ]);
    const drugs = screen.getByRole('table', { name: 'What you pay for prescription drugs' });
    expect(within(drugs).getByRole('rowheader', { name: 'Tier 1 Generic Drugs' }).closest('tr')).toHaveTextContent(
      'Tier 1 Generic Drugs$10.00None',
    );
    expect(within(drugs).getByRole('rowheader', { name: 'Tier 4 Specialty Drugs' }).closest('tr')).toHaveTextContent(
      'Tier 4 Specialty DrugsNone25%',
    );
  });

  it('shows the policyholder everyone on the plan, names title-cased, with their coverage state', async () => {
    renderCarePage(Page);
    const covered = await screen.findByRole('region', { name: 'Who is covered' });
    const members = await within(covered).findAllByRole('listitem');
    expect(members.map((member) => member.textContent)).toEqual([
      'Ava Medical (you)Member ID H1000100101 · Born 03/02/1985 · Covered',
      'Noah MedicalMember ID H1000100102 · Born 01/15/2007 · Covered',
      `Mia MedicalMember ID H1000100103 · Born 06/20/2011 · Coverage ended 06/30/${year - 1}`,
    ]);
    expect(within(covered).getByText('As the policyholder, you see everyone on your plan.')).toBeInTheDocument();
  });

  it('names an adult dependent whose details the access policy keeps private, without their id, birth date or coverage', async () => {
    signIn({
      family: [
        { memberId: 'H1000100101', firstName: 'Ava', lastName: 'Medical' },
        { memberId: 'H1000100102', firstName: 'Noah', lastName: 'Medical', access: { coverage: false } },
        { memberId: 'H1000100103', firstName: 'Mia', lastName: 'Medical', access: { coverage: true, messages: true } },
      ],
    });
    const shared = { ...patients, total: 2, entry: patients.entry.filter((entry) => entry.resource.id !== 'H1000100102') };
    api.respond = (request) => (request.url.startsWith('/fhir/R4/Patient') ? json(shared) : json(coverages));
    renderCarePage(Page);
    const covered = await screen.findByRole('region', { name: 'Who is covered' });
    // Noah is named from the family roster, which loads on its own.
    await within(covered).findByText('Noah Medical');
    const members = within(covered).getAllByRole('listitem');
    expect(members.map((member) => member.textContent)).toEqual([
      'Ava Medical (you)Member ID H1000100101 · Born 03/02/1985 · Covered',
      `Mia MedicalMember ID H1000100103 · Born 06/20/2011 · Coverage ended 06/30/${year - 1}`,
      'Noah MedicalOn your plan. Members 18 or older see their own coverage details with their own account.',
    ]);
  });

  it('keeps who is covered working when the Coverage search fails, and Try again reloads every coverage section', async () => {
    const user = userEvent.setup();
    let coverageCalls = 0;
    api.respond = (request) => {
      if (request.url.startsWith('/fhir/R4/Patient')) return json(patients);
      coverageCalls += 1;
      return coverageCalls === 1 ? failure(500) : json(coverages);
    };
    renderCarePage(Page);
    const section = screen.getByRole('region', { name: 'Your coverage' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred. We’re working on a fix. Please try again later.');
    expect(screen.getByRole('region', { name: 'Copays and coinsurance' })).toHaveTextContent(
      'Your copays and coinsurance could not be loaded.',
    );
    expect(await screen.findByText(/Member ID H1000100102/)).toBeInTheDocument();
    // FHIR failures are recorded only (docs/product/errors-and-messages.md#errors-handling), never shown in the error dialog.
    expect(errorDialogStore.getState().error).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'What you pay for care' })).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(coverageCalls).toBe(2);
  });

  it('keeps the copays section in place while its Try again reloads the coverage', async () => {
    const user = userEvent.setup();
    let coverageCalls = 0;
    api.respond = (request) => {
      if (request.url.startsWith('/fhir/R4/Patient')) return json(patients);
      coverageCalls += 1;
      return coverageCalls === 1 ? failure(500) : { ...json(coverages), delayMs: 150 };
    };
    renderCarePage(Page);
    const copays = await screen.findByRole('region', { name: 'Copays and coinsurance' });
    await within(copays).findByText('Your copays and coinsurance could not be loaded.');
    await user.click(within(copays).getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('region', { name: 'Your coverage' })).toHaveTextContent('Loading your coverage…');
    expect(copays).toBeInTheDocument();
    expect(await within(copays).findByRole('table', { name: 'What you pay for care' })).toBeInTheDocument();
  });

  it('shows who is covered failing on its own', async () => {
    api.respond = (request) => (request.url.startsWith('/fhir/R4/Patient') ? failure(503) : json(coverages));
    renderCarePage(Page);
    const covered = await screen.findByRole('region', { name: 'Who is covered' });
    expect(await within(covered).findByRole('alert')).toHaveTextContent('The Member Portal is down for scheduled maintenance');
    expect(await screen.findByRole('table', { name: 'What you pay for care' })).toBeInTheDocument();
  });

  it('says so when no coverage is kept for the plan', async () => {
    api.respond = (request) => (request.url.startsWith('/fhir/R4/Patient') ? json(patients) : json({ resourceType: 'Bundle', total: 0 }));
    renderCarePage(Page);
    expect(await screen.findByText(/We don't have any coverage on record for this plan in the last 36 months/)).toBeInTheDocument();
    expect(screen.getByText(/We don't have copay or coinsurance amounts on file/)).toBeInTheDocument();
  });
});
