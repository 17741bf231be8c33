import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { launchPartnerSso } from '@portal/api-client/partner-handoff';
import { startFakeApiServer, type FakeAnswer, type FakeApiServer, type RecordedRequest } from '@portal/testing/fake-api-server';
import Page from '../src/pharmacy/pharmacy-page';
import { pointAt, renderSignedIn } from './signed-in-api';

jest.mock('@portal/api-client/partner-handoff', () => ({
  ...jest.requireActual('@portal/api-client/partner-handoff'),
  launchPartnerSso: jest.fn(),
}));
const launch = jest.mocked(launchPartnerSso);

const center = {
  memberId: 'H1000100101',
  pharmacyCenter: true,
  rxSavingsSolutions: true,
  mailOrderPhone: '18005550199',
  supportHours: '7 a.m. to 8 p.m. Central',
  recentFills: [{ claimId: 'C9', drug: 'Atorvastatin 20 mg', filledOn: '2026-10-02', pharmacy: 'Main Street Pharmacy', memberCost: 10 }],
};

const coverageBundle = {
  resourceType: 'Bundle',
  total: 1,
  entry: [
    {
      resource: {
        resourceType: 'Coverage',
        id: 'H10001001-01-hip-current',
        status: 'active',
        type: { coding: [{ code: 'hip' }] },
        beneficiary: { reference: 'Patient/H1000100101' },
        costToBeneficiary: [
          { type: { coding: [{ code: 'rx_tier1_copay' }], text: 'Tier 1 Generic Drugs' }, valueMoney: { value: 10 } },
          { type: { coding: [{ code: 'rx_tier4_coins' }], text: 'Tier 4 Specialty Drugs' }, valueQuantity: { value: 25 } },
        ],
      },
    },
  ],
};

let pharmacyAnswer: FakeAnswer;
let coverageAnswer: FakeAnswer;
let server: FakeApiServer;

function respond(request: RecordedRequest): FakeAnswer {
  if (request.url.startsWith('/member/portal/v1/members/H1000100101/pharmacy')) return pharmacyAnswer;
  if (request.url.startsWith('/fhir/R4/Coverage?')) return coverageAnswer;
  return { status: 404, body: { code: 'BP-NFA-404' } };
}

beforeAll(async () => {
  server = await startFakeApiServer(respond);
  pointAt(server);
});
afterAll(() => server.close());

beforeEach(() => {
  server.received.length = 0;
  pharmacyAnswer = { status: 200, body: center };
  coverageAnswer = { status: 200, body: coverageBundle };
  launch.mockReset();
  launch.mockResolvedValue('opened');
});

const section = (name: string) => screen.getByRole('region', { name });

describe('/pharmacy', () => {
  it('shows benefits, recent prescriptions, drug tiers from the coverage, the partner, Rx savings and support hours', async () => {
    renderSignedIn(Page, { rights: { pharmacyCenter: true, rxSavingsSolutions: true } });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Pharmacy']);
    expect(screen.getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava Martinez · Member ID H1000100101');
    expect(within(section('Your pharmacy benefits')).getByRole('status')).toHaveTextContent('Loading your prescriptions…');

    const fills = await screen.findByRole('table', { name: 'Recent prescriptions' });
    expect(within(fills).getByRole('rowheader', { name: 'Atorvastatin 20 mg' })).toBeInTheDocument();
    expect(within(fills).getByText('10/02/2026')).toBeInTheDocument();
    expect(within(fills).getByText('$10.00')).toBeInTheDocument();

    const tiers = await screen.findByRole('table', { name: 'What you pay at an in-network pharmacy' });
    expect(
      within(tiers)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Tier 1Generic Drugs$10.00 copay', 'Tier 4Specialty Drugs25% coinsurance']);
    const coverageCall = server.received.find((request) => request.url.startsWith('/fhir/R4/Coverage'));
    // A policyholder's lookups use the contract id (docs/product/roles-and-rights.md#rights-user-kinds).
    expect(coverageCall?.url).toMatch(/^\/fhir\/R4\/Coverage\?identifier=H10001001&versionId=2&_count=50&period=ge\d{4}-01-01$/);

    expect(within(section('Find a pharmacy and compare drug prices')).getByRole('button', { name: 'Find a pharmacy' })).toBeInTheDocument();
    expect(
      within(section('Save on your prescriptions')).getByRole('button', { name: 'See your savings (opens another website)' }),
    ).toBeInTheDocument();
    expect(section('Pharmacy support')).toHaveTextContent('7 a.m. to 8 p.m. Central, every day.');
    expect(within(section('Pharmacy support')).getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
  });

  it('shows the sections below the prescriptions once the prescriptions and the drug tiers have arrived, so the tables do not push them down', async () => {
    coverageAnswer = { status: 200, body: coverageBundle, delayMs: 100 };
    renderSignedIn(Page, { rights: { pharmacyCenter: true } });
    expect(within(section('Your pharmacy benefits')).getByRole('status')).toHaveTextContent('Loading your prescriptions…');
    expect(screen.queryByRole('region', { name: 'Find a pharmacy and compare drug prices' })).toBeNull();
    await screen.findByRole('table', { name: 'Recent prescriptions' });
    // The prescriptions alone are not enough: the drug tiers still loading would push the rest down.
    expect(screen.queryByRole('region', { name: 'Prescription drug tiers' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Pharmacy support' })).toBeNull();
    expect(await screen.findByRole('table', { name: 'What you pay at an in-network pharmacy' })).toBeInTheDocument();
    expect(section('Find a pharmacy and compare drug prices')).toBeInTheDocument();
    expect(section('Pharmacy support')).toBeInTheDocument();
  });

  it('hands off to the pharmacy partner through single sign-on after the redirect modal', async () => {
    const user = userEvent.setup();
    renderSignedIn(Page, { rights: { pharmacyCenter: true } });
    const partner = await screen.findByRole('region', { name: 'Find a pharmacy and compare drug prices' });
    await user.click(within(partner).getByRole('button', { name: 'Find a pharmacy' }));
    await user.click(within(screen.getByRole('dialog', { name: 'You are leaving our website' })).getByRole('button', { name: 'Continue' }));
    expect(launch).toHaveBeenCalledWith('costsearch');
  });

  it('shows Rx savings only when the rights have rxSavingsSolutions', async () => {
    renderSignedIn(Page, { rights: { pharmacyCenter: true, rxSavingsSolutions: false } });
    await screen.findByRole('table', { name: 'Recent prescriptions' });
    expect(screen.queryByRole('region', { name: 'Save on your prescriptions' })).toBeNull();
  });

  it('shows a member with Rx savings but not the pharmacy center what they can use: Rx savings and pharmacy support (README decision)', async () => {
    renderSignedIn(Page, { rights: { pharmacyCenter: false, rxSavingsSolutions: true } });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Pharmacy']);
    expect(screen.getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava Martinez · Member ID H1000100101');
    const savings = section('Save on your prescriptions');
    expect(savings).toHaveTextContent('Rx Savings Solutions looks at the medicines you take');
    expect(within(savings).getByRole('button', { name: 'See your savings (opens another website)' })).toBeInTheDocument();
    expect(section('Pharmacy support')).toHaveTextContent('7 a.m. to 8 p.m. Central, every day.');
    // None of the pharmacy center: no prescriptions, drug tiers or pharmacy finder, and no call for them.
    expect(screen.queryByRole('region', { name: 'Your pharmacy benefits' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Find a pharmacy' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('table')).toBeNull();
    expect(server.received).toEqual([]);
  });

  it('explains the block to a member under 17 (PHA-0001) and shows none of the pharmacy center', async () => {
    pharmacyAnswer = { status: 403, body: { code: 'PHA-0001', message: 'The pharmacy center is available to members aged 17 and older.' } };
    renderSignedIn(Page, { rights: { pharmacyCenter: true, rxSavingsSolutions: true } });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The Pharmacy Center isn’t available for your account' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The Pharmacy Center is available to members age 17 and older.')).toBeInTheDocument();
    expect(screen.getByText(/Your prescription coverage is not affected/)).toHaveTextContent('7 a.m. to 8 p.m. Central');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Pharmacy']);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Find a pharmacy' })).toBeNull();
  });

  it('shows a failed section with Try again and keeps the rest of the page working', async () => {
    pharmacyAnswer = { status: 500, body: { code: 'BP-NFA-100', message: 'boom' } };
    const user = userEvent.setup();
    renderSignedIn(Page, { rights: { pharmacyCenter: true } });
    const benefits = section('Your pharmacy benefits');
    expect(await within(benefits).findByRole('alert')).toHaveTextContent(
      'An error occurred. We’re working on a fix. Please try again later.',
    );
    expect(await screen.findByRole('table', { name: 'What you pay at an in-network pharmacy' })).toBeInTheDocument();
    expect(section('Pharmacy support')).toHaveTextContent('7 a.m. to 8 p.m. Central');

    pharmacyAnswer = { status: 200, body: center, delayMs: 100 };
    await user.click(within(benefits).getByRole('button', { name: 'Try again' }));
    // The sections below stay in place while the prescriptions load again.
    expect(within(benefits).getByRole('status')).toHaveTextContent('Loading your prescriptions…');
    expect(section('Pharmacy support')).toBeInTheDocument();
    expect(await within(benefits).findByRole('table', { name: 'Recent prescriptions' })).toBeInTheDocument();
  });

  it('says where to find drug costs when the coverage has no tiers, and shows a coverage failure in place', async () => {
    coverageAnswer = { status: 200, body: { resourceType: 'Bundle', total: 0, entry: [] } };
    const { unmount } = renderSignedIn(Page, { rights: { pharmacyCenter: true } });
    const tiersSection = await screen.findByRole('region', { name: 'Prescription drug tiers' });
    expect(await within(tiersSection).findByRole('link', { name: 'Summary of Benefits and Coverage' })).toHaveAttribute(
      'href',
      '/documents',
    );
    unmount();

    coverageAnswer = { status: 503, body: { resourceType: 'OperationOutcome' } };
    renderSignedIn(Page, { rights: { pharmacyCenter: true } });
    const failedTiers = await screen.findByRole('region', { name: 'Prescription drug tiers' });
    expect(await within(failedTiers).findByRole('alert')).toHaveTextContent('scheduled maintenance');
    expect(await screen.findByRole('table', { name: 'Recent prescriptions' })).toBeInTheDocument();
  });
});
