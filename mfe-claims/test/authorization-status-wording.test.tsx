// Each status of a prior authorization says in plain words what it means, on the details and beside
// the label in the list; a request with no decision yet says so and shows no approved figure.
import { screen, within } from '@testing-library/react';
import DetailsPage from '../src/authorizations/authorization-details-page';
import ListPage from '../src/authorizations/authorizations-page';
import { statusesByColor } from '../src/authorizations/status-colors';
import { api, json, renderCarePage, signIn, startCareApi, stopCareApi } from './support/care-api';

const noDecisionYet = 'No decision yet — we will write to you when we decide, and the decision will show here.';

/** What the member reads first about each status, written here once more so a changed text is noticed. */
const expectedSummary: [status: string, text: string][] = [
  ['Approved', 'We approved this service.'],
  ['No PA Required', 'This service does not need our approval'],
  ['Extension Granted per Member Representative Request', 'We approved more time or more units, as your representative asked.'],
  ['Extension Granted per Member Request', 'We approved more time or more units, as you asked.'],
  ['Extension Granted per Provider Request', 'We approved more time or more units, as your provider asked.'],
  ['New Request', `We received this request from your provider. ${noDecisionYet}`],
  ['Withdrawn per Member Representative Request', 'Your representative withdrew this request, so we did not decide on it.'],
  ['Withdrawn per Member Request', 'You withdrew this request, so we did not decide on it.'],
  ['Withdrawn per Provider Request', 'Your provider withdrew this request, so we did not decide on it.'],
  ['Authorization sent to wrong Payor', 'Another plan or insurer decides on this service.'],
  ['Not Eligible for Review after Services Rendered', 'The care was given before we received the request'],
  [
    'Authorization referred to outside Vendor',
    `We sent this request to an outside company that reviews this kind of service. ${noDecisionYet}`,
  ],
  ['Denied', 'We did not approve this service. Your decision letter explains why and how to appeal.'],
  ['Denied after Doctor to Doctor Review', 'We did not approve this service after our doctor spoke with your provider.'],
  ['Denied: Benefit Limit Exceeded', 'you have reached your plan’s limit for it'],
  ['Denied: Insufficient Information', 'we did not get enough information to decide'],
  ['Denied: No Out of Network Benefit', 'your plan does not cover this provider outside its network'],
  ['Denied: Not a Covered Benefit', 'because your plan does not cover it'],
  ['Denied: Please Refer to Denial Letter for Detailed Explanation', 'Your decision letter explains why'],
  ['Denied: Pre-surgical requirements unmet', 'steps needed before it'],
  ['Partial Denial: Please contact your provider', 'We approved part of this request and did not approve the rest.'],
  ['Under Review', `A nurse or doctor is reviewing this request. ${noDecisionYet}`],
];

const undecided = ['New Request', 'Under Review', 'Authorization referred to outside Vendor'];
/** Statuses with units approved (a denial approves none, and says so in words). */
const withApprovedUnits = (status: string) => /^(Approved|Extension Granted|Partial Denial)/.test(status);

const details = (status: string) => ({
  authId: 'PA2026000002',
  memberId: 'H1000100101',
  patientName: 'Ava Martinez',
  status,
  category: 'Outpatient',
  service: 'MRI lumbar spine without contrast',
  requestingProvider: 'Dr. Nora Patel, MD',
  facility: 'Radiology Associates, P.A.',
  requestedDate: '2026-11-27',
  decisionDate: undecided.includes(status) ? null : '2026-11-30',
  startDate: '2026-12-11',
  endDate: '2027-03-11',
  diagnosis: 'M54.50 Low back pain',
  unitsRequested: 12,
  // As the member API answers for a request nobody has decided: 0 approved.
  unitsApproved: withApprovedUnits(status) ? 12 : 0,
  history: [{ date: '2026-11-27', status: 'New Request', note: 'Request received from provider.' }],
});

beforeAll(startCareApi);
afterAll(stopCareApi);
beforeEach(() => signIn());

it('words every status with a label colour', () => {
  expect(expectedSummary.map(([status]) => status).sort()).toEqual(Object.values(statusesByColor).flat().sort());
});

describe.each(expectedSummary)('the details of a request with status “%s”', (status, text) => {
  it('say what it means in plain words', async () => {
    api.respond = () => json(details(status));
    renderCarePage(DetailsPage, { path: '/authorizations/PA2026000002', route: '/authorizations/:id' });
    const summary = await screen.findByRole('region', { name: 'MRI lumbar spine without contrast' });
    expect(summary).toHaveTextContent(text);
    expect(summary).not.toHaveTextContent('or it was withdrawn');
    expect(document.body).not.toHaveTextContent(/Approved\s*0 units/);
    if (undecided.includes(status)) {
      expect(summary).toHaveTextContent(noDecisionYet);
      expect(screen.getByRole('region', { name: 'Requested units' })).toHaveTextContent('Requested 12 units');
      expect(screen.queryByRole('region', { name: 'Approved units' })).not.toBeInTheDocument();
    } else if (withApprovedUnits(status)) {
      expect(screen.getByRole('region', { name: 'Approved units' })).toHaveTextContent('Approved 12 units');
    } else {
      expect(screen.queryByRole('region', { name: 'Approved units' })).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Requested units' })).toHaveTextContent('Requested 12 units');
    }
  });
});

it('explains each status beside its label in the list', async () => {
  const authorizations = expectedSummary
    .slice(0, 5)
    .map(([status], index) => ({ ...details(status), authId: `PA${index}`, service: `Service ${index}` }));
  api.respond = () => json({ authorizations, page: 1, pageSize: 5, total: 5, totalPages: 1 });
  renderCarePage(ListPage);
  for (const [index, [status]] of expectedSummary.slice(0, 5).entries()) {
    const card = await screen.findByRole('article', { name: `Service ${index}` });
    const label = within(card).getByText(status);
    expect(label).toHaveAttribute('data-label-color');
    expect(within(card).getByText(expectedSummary[index]![1], { exact: false })).toBeInTheDocument();
  }
});
