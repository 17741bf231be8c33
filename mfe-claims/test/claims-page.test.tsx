import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes, useLocation } from '@portal/routing';
import { recordPageShown } from '@portal/contracts/page-history';
import { errorDialogStore } from '@portal/api-client';
import type { RecordedRequest } from '@portal/testing/fake-api-server';
import ClaimDetailsPage from '../src/claim-details/claim-details-page';
import ClaimsPage from '../src/claims/claims-page';
import {
  api,
  avaPlan,
  claimsResult,
  failure,
  familyMember,
  ok,
  requests,
  signIn,
  startMemberApi,
  stopMemberApi,
  testClaim,
  testClaimDetail,
} from './support/claims-member-api';

// 26 claims, sliced by the page the request asks for (the member API filters and sorts; the tests
// check what the page asks it for).
const allClaims = Array.from({ length: 26 }, (_, index) => testClaim(index + 1));

function listAnswer(request: RecordedRequest) {
  const query = Object.fromEntries(new URLSearchParams(request.url.split('?')[1] ?? ''));
  const page = Number(query.page ?? 1);
  return ok(claimsResult(allClaims.slice((page - 1) * 10, page * 10), { page, total: allClaims.length }));
}

const claimsCalls = () => requests().filter((request) => /^members\/H1000100101\/claims$/.test(request.path));
const lastClaimsQuery = () => claimsCalls().at(-1)?.query;

beforeAll(startMemberApi);
afterAll(stopMemberApi);

beforeEach(() => {
  signIn();
  api.respond = (request) => {
    if (/\/claims\/[^/?]+(\?|$)/.test(request.url))
      return ok(testClaimDetail({ claimId: request.url.split('/claims/')[1]?.split('?')[0] ?? '' }));
    return listAnswer(request);
  };
});

/** The claim routes as the route table maps them, plus a non-claim page to leave to. */
/** A page as the shell shows it: recorded in the page history before it renders. */
function ShownPage({ page }: { page: ReactNode }) {
  recordPageShown(useLocation().pathname);
  return page;
}

function renderClaimRoutes(path = '/claims') {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/claims" element={<ShownPage page={<ClaimsPage />} />} />
        <Route path="/medical-claims" element={<Navigate to="/claims" replace />} />
        <Route path="/claim-details/:id" element={<ShownPage page={<ClaimDetailsPage />} />} />
        <Route
          path="/settings/preferences"
          element={
            <ShownPage
              page={
                <>
                  <h1>Settings</h1>
                  <Link to="/medical-claims">Claims</Link>
                </>
              }
            />
          }
        />
      </Routes>
    </BrowserRouter>,
  );
  return user;
}

const results = () => screen.getByRole('region', { name: 'Your claims' });
/** The filter form waits behind the Filter button (phone first: the claims come first). */
const filterButton = () => screen.getByRole('button', { name: /^Filter\b/ });
async function openFilters(user: ReturnType<typeof userEvent.setup>) {
  if (filterButton().getAttribute('aria-expanded') !== 'true') await user.click(filterButton());
}
const select = (name: string) => screen.getByRole('combobox', { name });
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('/claims', () => {
  it('shows the first page of claims with what the member owes, the alert notice and the EOB callout', async () => {
    renderClaimRoutes();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Claims']);
    expect(within(results()).getByRole('status')).toHaveTextContent('Loading claims…');
    expect(await within(results()).findByText('Showing 1–10 of 26 claims')).toBeInTheDocument();
    const titles = within(results()).getAllByRole('heading', { level: 3 });
    expect(titles).toHaveLength(10);
    const first = titles[0]!.closest('li')!;
    expect(within(first).getByRole('link', { name: /^Provider 1\b.*claim 202600100001$/ })).toHaveAttribute(
      'href',
      '/claim-details/202600100001',
    );
    expect(within(first).getByText('You owe').nextSibling).toHaveTextContent('$30.00');
    expect(within(first).getByText('02/27/2026 · Ava Medical · Medical')).toBeInTheDocument();
    expect(within(results()).getByText(/^For these/)).toHaveTextContent(
      'For these 26 claims: you owe $300.00, your plan paid $1,200.00, and providers billed $2,000.00.',
    );
    expect(screen.getByRole('complementary', { name: 'When claims appear' })).toHaveTextContent('within 1 year of the date of service');
    expect(screen.getByRole('complementary', { name: 'What is an explanation of benefits?' })).toHaveTextContent(
      'An explanation of benefits (EOB) is not a bill.',
    );
    expect(claimsCalls()).toEqual([
      expect.objectContaining({
        method: 'GET',
        query: { page: '1', pageSize: '10', sort: 'serviceDate:desc' },
        authorization: expect.stringMatching(/^Bearer /),
      }),
    ]);
  });

  it('shows a pending claim with what was billed and no paid or owed figure yet', async () => {
    const pending = testClaim(1, { status: 'Pending', allowed: null, planPaid: null, memberOwe: null, processedDate: null, hasEob: false });
    api.respond = () => ok(claimsResult([pending, testClaim(2)]));
    renderClaimRoutes();
    const titles = await within(results()).findAllByRole('heading', { level: 3 });
    const card = titles[0]!.closest('li')!;
    expect(within(card).getByText('You owe').nextSibling).toHaveTextContent('Not yet known');
    expect(within(card).getByText('Plan paid').nextSibling).toHaveTextContent('Not yet known');
    expect(within(card).getByText('Billed').nextSibling).toHaveTextContent('$200.00');
    expect(within(card).queryByText('$0.00')).not.toBeInTheDocument();
  });

  it("offers the policyholder's family members whose claims she may see, and says whose are hidden", async () => {
    const user = renderClaimRoutes();
    await openFilters(user);
    const member = select('Member');
    expect(
      within(member)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All members', 'Ava Medical', 'Mia Medical']);
    // Adult dependents come from the family roster, which loads on its own.
    expect(await screen.findByText(/Claims for Noah Medical aren't shown/)).toBeInTheDocument();
    await screen.findByText('Showing 1–10 of 26 claims');
  });

  it('has no member choice for a member who sees only their own claims', async () => {
    signIn({ plan: { ...avaPlan, isPolicyHolder: false }, family: [familyMember('H1000100101', 'Ava', 'Medical')] });
    const user = renderClaimRoutes();
    await screen.findByText('Showing 1–10 of 26 claims');
    await openFilters(user);
    expect(screen.getByRole('form', { name: 'Filter claims' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Member' })).not.toBeInTheDocument();
    expect(screen.queryByText(/family access/)).not.toBeInTheDocument();
  });

  it('shows the claims first, with the filters behind a Filter button', async () => {
    const user = renderClaimRoutes();
    await screen.findByText('Showing 1–10 of 26 claims');
    expect(filterButton()).toHaveAccessibleName('Filter');
    expect(filterButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Filter claims' })).not.toBeInTheDocument();
    await user.click(filterButton());
    expect(filterButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('form', { name: 'Filter claims' })).toBeInTheDocument();
    await user.click(filterButton());
    expect(screen.queryByRole('form', { name: 'Filter claims' })).not.toBeInTheDocument();
  });

  it('applies member, dates, status, claim type and provider together, announces the result and says how many filters are on', async () => {
    const user = renderClaimRoutes();
    await screen.findByText('Showing 1–10 of 26 claims');
    await openFilters(user);
    api.respond = (request) => ok(claimsResult(/claims\?/.test(request.url) ? [testClaim(3, { status: 'Denied' })] : []));
    await user.selectOptions(select('Member'), 'Mia Medical');
    await user.type(field(/^From/), '01/01/2026');
    await user.type(field(/^To/), '1/31/2026');
    await user.selectOptions(select('Status'), 'Denied');
    await user.selectOptions(select('Claim type'), 'Pharmacy');
    await user.type(field(/^Provider/), ' clinic ');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await within(results()).findByText('Showing 1–1 of 1 claim matching your filters')).toBeInTheDocument();
    // The form closes and the member continues at the results; the button says the list is narrowed.
    expect(screen.getByRole('heading', { name: 'Your claims' })).toHaveFocus();
    expect(filterButton()).toHaveAccessibleName('Filter (6 on)');
    expect(filterButton()).toHaveAttribute('aria-expanded', 'false');
    expect(lastClaimsQuery()).toEqual({
      page: '1',
      pageSize: '10',
      sort: 'serviceDate:desc',
      patientMemberId: 'H1000100103',
      from: '2026-01-01',
      to: '2026-01-31',
      status: 'Denied',
      claimType: 'Pharmacy',
      providerName: 'clinic',
    });
  });

  it('explains a backwards date range in the focused error summary, keeps what was typed, and sends nothing', async () => {
    const user = renderClaimRoutes();
    await screen.findByText('Showing 1–10 of 26 claims');
    await openFilters(user);
    await user.type(field(/^From/), '03/01/2026');
    await user.type(field(/^To/), '02/01/2026');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: 'Enter an end date that is the same as or after the start date' })).toHaveAttribute(
      'href',
      '#claim-filters-to',
    );
    expect(field(/^To/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^From/)).toHaveValue('03/01/2026');
    expect(field(/^To/)).toHaveValue('02/01/2026');
    expect(claimsCalls()).toHaveLength(1);
  });

  it('pages through the claims, moving focus to the results heading, and a new sort order starts at page 1', async () => {
    const user = renderClaimRoutes();
    await screen.findByText('Showing 1–10 of 26 claims');
    const pages = screen.getByRole('navigation', { name: 'Claims pages' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('heading', { name: 'Your claims' })).toHaveFocus();
    expect(await screen.findByText('Showing 11–20 of 26 claims')).toBeInTheDocument();
    expect(lastClaimsQuery()).toMatchObject({ page: '2' });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 21–26 of 26 claims')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.selectOptions(select('Sort by'), 'What you owe, highest first');
    expect(await screen.findByText('Showing 1–10 of 26 claims')).toBeInTheDocument();
    expect(lastClaimsQuery()).toMatchObject({ page: '1', sort: 'memberOwe:desc' });
  });

  it('helps a member who has no claims yet', async () => {
    api.respond = () => ok(claimsResult([]));
    renderClaimRoutes();
    expect(await screen.findByText("You don't have any claims yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.queryByRole('navigation', { name: 'Claims pages' })).not.toBeInTheDocument();
  });

  it('offers to clear filters that match nothing, and clearing empties the form too', async () => {
    const user = renderClaimRoutes();
    await screen.findByText('Showing 1–10 of 26 claims');
    api.respond = (request) => (/status=/.test(request.url) ? ok(claimsResult([])) : listAnswer(request));
    await openFilters(user);
    await user.selectOptions(select('Status'), 'Adjusted');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText(/No claims match your filters/)).toBeInTheDocument();
    await user.click(within(results()).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 1–10 of 26 claims')).toBeInTheDocument();
    expect(filterButton()).toHaveAccessibleName('Filter');
    await openFilters(user);
    expect(select('Status')).toHaveValue('');
    expect(lastClaimsQuery()).not.toHaveProperty('status');
  });

  it('shows a failure in place with Try again, without the error dialog, and the filters keep working', async () => {
    api.respond = () => failure(500);
    const user = renderClaimRoutes();
    const alert = await within(results()).findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred. We’re working on a fix. Please try again later.');
    expect(errorDialogStore.getState().error).toBeNull();
    await openFilters(user);
    expect(screen.getByRole('button', { name: 'Apply filters' })).toBeEnabled();
    api.respond = listAnswer;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1–10 of 26 claims')).toBeInTheDocument();
  });

  it('keeps the filters and page from the list to a claim and back, and resets them after leaving claims (docs/product/claims-and-care.md#claims-filters)', async () => {
    const user = renderClaimRoutes();
    await screen.findByText('Showing 1–10 of 26 claims');
    await openFilters(user);
    await user.selectOptions(select('Status'), 'Processed');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 11–20 of 26 claims matching your filters');

    await user.click(screen.getByRole('link', { name: /^Provider 11\b/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim details' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to claims' }));
    expect(await screen.findByText('Showing 11–20 of 26 claims matching your filters')).toBeInTheDocument();
    expect(filterButton()).toHaveAccessibleName('Filter (1 on)');
    await openFilters(user);
    expect(select('Status')).toHaveValue('Processed');
    expect(lastClaimsQuery()).toMatchObject({ page: '2', status: 'Processed' });

    await user.click(screen.getByRole('link', { name: 'your preferences' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Claims' }));
    expect(await screen.findByText('Showing 1–10 of 26 claims')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/claims');
    expect(filterButton()).toHaveAccessibleName('Filter');
    await openFilters(user);
    expect(select('Status')).toHaveValue('');
    expect(lastClaimsQuery()).toEqual({ page: '1', pageSize: '10', sort: 'serviceDate:desc' });
  });
});
