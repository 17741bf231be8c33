import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Page from '../src/find-care/find-care-page';
import { optionAction } from '../src/find-care/api';
import { allCareRights, api, failure, json, received, renderCarePage, signIn, startCareApi, stopCareApi } from './support/care-api';

const findCare = {
  displayText: 'Find Care & Costs',
  findCare: true,
  options: [
    {
      type: 'embold',
      displayText: 'Compare Costs',
      description: 'Compare quality and cost of doctors and procedures.',
      launch: { kind: 'route', target: '/cost-estimates' },
    },
    {
      type: 'providerDirectory',
      displayText: 'Find a Doctor',
      description: 'Search doctors, hospitals and pharmacies in your network.',
      launch: { kind: 'sso', target: 'costsearch' },
    },
  ],
};
const ssoForm =
  '<form id="sso-costsearch" action="http://localhost:4000/sandbox/partners/costsearch" method="post"><input type="hidden" name="SAMLResponse" value="abc"></form><script>document.getElementById(\'sso-costsearch\').submit();</script>';

beforeAll(startCareApi);
afterAll(stopCareApi);
beforeEach(() => {
  signIn({ rights: { ...allCareRights, findCareAndCostDisplayText: 'Find Care and Compare Costs' } });
  api.respond = (request) => (request.url.endsWith('/sso') ? json({ ssoForm, target: 'costsearch', key: 'costsearch' }) : json(findCare));
});
afterEach(() => jest.restoreAllMocks());

describe('Find care page', () => {
  it('takes its title from findCareAndCostDisplayText', async () => {
    renderCarePage(Page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find Care and Compare Costs');
    await screen.findByRole('article', { name: 'Compare Costs' });
  });

  it('falls back to the default title when the rights have no display text', async () => {
    signIn({ rights: { ...allCareRights, findCareAndCostDisplayText: '  ' } });
    renderCarePage(Page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find Care & Costs');
    await screen.findByRole('article', { name: 'Compare Costs' });
  });

  it('offers each option with its handoff: cost estimates in the portal, the provider search at the partner', async () => {
    renderCarePage(Page);
    const costs = await screen.findByRole('article', { name: 'Compare Costs' });
    expect(costs).toHaveTextContent('Compare quality and cost of doctors and procedures.');
    expect(within(costs).getByRole('link', { name: 'Go to Compare Costs' })).toHaveAttribute('href', '/cost-estimates');
    const doctors = screen.getByRole('article', { name: 'Find a Doctor' });
    expect(within(doctors).getByRole('button', { name: 'Open Find a Doctor (opens in a new tab)' })).toBeInTheDocument();
    expect(doctors).toHaveTextContent('Our partner’s site opens in a new tab, and you are signed in there.');
    expect(received()).toEqual([{ method: 'GET', url: 'members/H1000100101/find-care', body: null }]);
  });

  it('hands off to the partner by single sign-on inside the member’s click', async () => {
    const user = userEvent.setup();
    const partnerWindow = { closed: false, close: jest.fn(), opener: window } as unknown as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(partnerWindow);
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    renderCarePage(Page);
    await user.click(await screen.findByRole('button', { name: 'Open Find a Doctor (opens in a new tab)' }));
    expect(open).toHaveBeenCalledWith('about:blank', expect.stringMatching(/^portal-handoff-/));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(received().find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      url: 'sso',
      body: { key: 'costsearch', memberId: 'H1000100101' },
    });
  });

  it('does not offer the cost estimates link when the plan may not open it', async () => {
    signIn({ rights: { ...allCareRights, findCareAndCostOptions: [{ type: 'providerDirectory' }] } });
    renderCarePage(Page);
    const costs = await screen.findByRole('article', { name: 'Compare Costs' });
    expect(within(costs).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows where to go for care once the search options have arrived, so the cards do not push it down', async () => {
    renderCarePage(Page);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your search options…');
    expect(screen.queryByRole('region', { name: 'Where to go for care' })).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Compare Costs' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Where to go for care' })).toBeInTheDocument();
  });

  it('says how to find care when the plan has no online options', async () => {
    api.respond = () => json({ displayText: '', findCare: true, options: [] });
    renderCarePage(Page);
    expect(await screen.findByText(/Online search isn't available for your plan/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Where to go for care' })).toBeInTheDocument();
  });

  it('shows a failure in place with Try again and keeps the guidance', async () => {
    const user = userEvent.setup();
    let calls = 0;
    api.respond = () => (++calls === 1 ? failure(500) : json(findCare));
    renderCarePage(Page);
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('link', { name: 'See or change your primary care provider' })).toHaveAttribute(
      'href',
      '/primary-care-provider',
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Find a Doctor' })).toBeInTheDocument();
  });
});

describe('find-care option handoffs', () => {
  const option = (kind: string, target: string) => ({ type: 't', displayText: 'T', launch: { kind, target } });
  const allowAll = () => true;

  it('opens portal routes only when allowed and only inside the portal', () => {
    expect(optionAction(option('route', '/cost-estimates'), allowAll)).toEqual({ kind: 'route', to: '/cost-estimates' });
    expect(optionAction(option('route', '/cost-estimates'), () => false)).toEqual({ kind: 'none' });
    expect(optionAction(option('route', '//evil.example'), allowAll)).toEqual({ kind: 'none' });
    expect(optionAction(option('route', 'https://evil.example'), allowAll)).toEqual({ kind: 'none' });
  });

  it('opens external links only over http(s), and partner sign-on only with a key', () => {
    expect(optionAction(option('link', 'https://www.example.com/find'), allowAll)).toEqual({
      kind: 'external',
      href: 'https://www.example.com/find',
    });
    expect(optionAction(option('link', 'javascript:alert(1)'), allowAll)).toEqual({ kind: 'none' });
    expect(optionAction(option('link', ''), allowAll)).toEqual({ kind: 'none' });
    expect(optionAction(option('sso', 'costsearch'), allowAll)).toEqual({ kind: 'sso', key: 'costsearch' });
    expect(optionAction(option('sso', ' '), allowAll)).toEqual({ kind: 'none' });
    expect(optionAction({ type: 't', displayText: 'T' }, allowAll)).toEqual({ kind: 'none' });
  });
});
