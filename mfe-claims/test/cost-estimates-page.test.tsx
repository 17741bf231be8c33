import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Page from '../src/cost-estimates/cost-estimates-page';
import { api, failure, json, renderCarePage, requestedUrls, signIn, startCareApi, stopCareApi } from './support/care-api';

const procedures = [
  { procedureCode: '73721', name: 'MRI of the knee' },
  { procedureCode: '45378', name: 'Colonoscopy' },
];
// As the member API answers with $600 of the deductible left: $600 + 20 % of the rest.
const estimates = [
  {
    procedureCode: '73721',
    providerName: 'Radiology Associates, P.A.',
    specialty: 'Radiology',
    city: 'Little Rock',
    totalCost: 1288,
    planPays: 550.4,
    memberCost: 737.6,
    deductibleApplied: 600,
    qualityRating: 4,
  },
  {
    procedureCode: '73721',
    providerName: 'Washington Regional Medical Center',
    specialty: 'Hospital',
    city: 'Fayetteville',
    totalCost: 1969.5,
    planPays: 1095.6,
    memberCost: 873.9,
    deductibleApplied: 600,
    qualityRating: 5,
  },
];

beforeAll(startCareApi);
afterAll(stopCareApi);
beforeEach(() => {
  signIn();
  api.respond = (request) =>
    request.url.includes('procedureCode=')
      ? json({ procedures, estimates, deductibleRemaining: 600 })
      : json({ procedures, estimates: [], deductibleRemaining: 600 });
});

describe('Cost Estimates page', () => {
  it('lists what can be priced and shows estimates with what the member pays first', async () => {
    const user = userEvent.setup();
    renderCarePage(Page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cost estimates');
    await user.selectOptions(await screen.findByRole('combobox', { name: /Care or procedure/ }), 'MRI of the knee');
    await user.type(screen.getByRole('textbox', { name: /ZIP code/ }), '72201');
    await user.click(screen.getByRole('button', { name: 'Get estimates' }));

    expect(await screen.findByText('2 estimates for MRI of the knee, lowest cost to you first.')).toHaveAttribute('role', 'status');
    const table = screen.getByRole('table', { name: 'MRI of the knee: estimated costs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Provider', 'You pay', 'Plan pays', 'Total cost', 'Quality rating']);
    const row = within(table)
      .getByRole('rowheader', { name: /Washington Regional/ })
      .closest('tr');
    expect(row).toHaveTextContent('Washington Regional Medical CenterHospital · Fayetteville$873.90$1,095.60$1,969.505 out of 5');
    // Each provider with the specialty that performs the care, and "You pay" with the deductible applied.
    expect(within(table).getByRole('rowheader', { name: /Radiology Associates/ })).toHaveTextContent('Radiology · Little Rock');
    expect(screen.getByText(/What you pay includes the \$600\.00 left on your deductible this year/)).toBeInTheDocument();
    expect(requestedUrls()).toEqual([
      'members/H1000100101/cost-estimates',
      'members/H1000100101/cost-estimates?procedureCode=73721&zip=72201',
    ]);
  });

  it('asks for the care to price before sending anything', async () => {
    const user = userEvent.setup();
    renderCarePage(Page);
    await user.click(await screen.findByRole('button', { name: 'Get estimates' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Choose the care you want to price' })).toHaveAttribute(
      'href',
      '#estimate-procedureCode',
    );
    expect(requestedUrls()).toEqual(['members/H1000100101/cost-estimates']);
  });

  it('leaves the ZIP code out when it is empty, and refuses one that is not 5 digits', async () => {
    const user = userEvent.setup();
    renderCarePage(Page);
    await user.selectOptions(await screen.findByRole('combobox', { name: /Care or procedure/ }), 'Colonoscopy');
    await user.click(screen.getByRole('button', { name: 'Get estimates' }));
    await screen.findByText(/estimates for Colonoscopy/);
    expect(requestedUrls()).toContain('members/H1000100101/cost-estimates?procedureCode=45378');

    await user.type(screen.getByRole('textbox', { name: /ZIP code/ }), '7220');
    await user.click(screen.getByRole('button', { name: 'Get estimates' }));
    expect(await screen.findByRole('link', { name: 'Enter a 5-digit ZIP code, like 72201' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Care or procedure/ })).toHaveValue('45378');
  });

  it('shows a failure to load what can be priced in place, with Try again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    api.respond = () => (++calls === 1 ? failure(500) : json({ procedures, estimates: [], deductibleRemaining: 600 }));
    renderCarePage(Page);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: /Care or procedure/ })).toBeInTheDocument();
  });

  it('says so when there are no estimates', async () => {
    const user = userEvent.setup();
    api.respond = () => json({ procedures, estimates: [], deductibleRemaining: 600 });
    renderCarePage(Page);
    await user.selectOptions(await screen.findByRole('combobox', { name: /Care or procedure/ }), 'Colonoscopy');
    await user.click(screen.getByRole('button', { name: 'Get estimates' }));
    expect(await screen.findByText('No estimates for Colonoscopy.')).toBeInTheDocument();
  });
});
