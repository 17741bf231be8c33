import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Page from '../src/traveling-abroad/traveling-abroad-page';
import { allCareRights, api, failure, json, renderCarePage, requestedUrls, signIn, startCareApi, stopCareApi } from './support/care-api';

const abroad = {
  covered: true,
  programName: 'Global Core',
  phone: '18008106577',
  collectPhone: '18044820550',
  website: 'https://www.example.com/global-core',
  steps: ['Carry your member ID card when you travel.', 'For inpatient care, call the Global Core service center before you are admitted.'],
};

beforeAll(startCareApi);
afterAll(stopCareApi);
beforeEach(() => {
  signIn();
  api.respond = () => json(abroad);
});

describe('Traveling abroad page', () => {
  it('has one page heading and says whose information it shows', async () => {
    renderCarePage(Page);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Traveling abroad']);
    expect(screen.getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava Medical · Member ID H1000100101');
    // The kit's PageHeader holds the title, whose information it is and the lead.
    const header = screen.getByRole('heading', { level: 1 }).closest('header');
    expect(header).toHaveClass('header');
    expect(header).toContainElement(screen.getByTestId('member-greeting'));
    expect(header).toHaveTextContent('Your plan covers emergency and urgent care when you travel outside the United States.');
    await screen.findByText('Global Core');
  });

  it('shows the coverage abroad: who to call from home and abroad, the website and the steps', async () => {
    renderCarePage(Page);
    const coverage = screen.getByRole('region', { name: 'Your coverage abroad' });
    expect(await within(coverage).findByRole('link', { name: '(800) 810-6577' })).toHaveAttribute('href', 'tel:+18008106577');
    expect(within(coverage).getByRole('link', { name: '(804) 482-0550' })).toHaveAttribute('href', 'tel:+18044820550');
    const website = within(coverage).getByRole('link', { name: 'Global Core website (opens in a new tab)' });
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(coverage).getAllByRole('listitem').at(-1)).toHaveTextContent('For inpatient care, call the Global Core service center');
    expect(requestedUrls()).toEqual(['members/H1000100101/coverage-abroad']);
  });

  it('explains how to file an international claim, with the form in Documents and Forms', async () => {
    renderCarePage(Page);
    const claim = screen.getByRole('region', { name: 'How to file an international claim' });
    expect(within(claim).getByRole('link', { name: 'Documents and Forms' })).toHaveAttribute('href', '/documents');
    expect(screen.getByText(/Claims must be filed within 1 year/)).toBeInTheDocument();
    await screen.findByText('Global Core');
  });

  it('leaves out the Documents and Forms link when the plan has no forms', async () => {
    signIn({ rights: { ...allCareRights, forms: false } });
    renderCarePage(Page);
    expect(screen.queryByRole('link', { name: 'Documents and Forms' })).not.toBeInTheDocument();
    await screen.findByText('Global Core');
  });

  it('warns when the plan is not active', async () => {
    api.respond = () => json({ ...abroad, covered: false });
    renderCarePage(Page);
    expect(await screen.findByText(/Your plan is not active, so care abroad is not covered right now/)).toBeInTheDocument();
  });

  it('keeps the guidance when the coverage abroad fails to load, with Try again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    api.respond = () => (++calls === 1 ? failure(500) : json(abroad));
    renderCarePage(Page);
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('region', { name: 'Before you go' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '(800) 810-6577' })).toBeInTheDocument();
  });
});
