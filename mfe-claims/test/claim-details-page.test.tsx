import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@portal/routing';
import { errorDialogStore } from '@portal/api-client';
import { codedMessages } from '@portal/contracts/error-messages';
import ClaimDetailsPage from '../src/claim-details/claim-details-page';
import {
  accessToken,
  api,
  failure,
  ok,
  requests,
  signIn,
  startMemberApi,
  stopMemberApi,
  testClaimDetail,
} from './support/claims-member-api';

const claim = testClaimDetail();
const claimPath = `members/H1000100101/claims/${claim.claimId}`;

beforeAll(startMemberApi);
afterAll(stopMemberApi);

beforeEach(() => {
  signIn();
  api.respond = (request) =>
    request.url.endsWith('/eob') ? { status: 200, body: '%PDF-1.7 test', contentType: 'application/pdf' } : ok(claim);
});

afterEach(() => jest.restoreAllMocks());

function renderClaim(claimId = claim.claimId) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[`/claim-details/${claimId}`]}>
      <Routes>
        <Route path="/claim-details/:id" element={<ClaimDetailsPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

/** A stand-in for the new tab that openMemberDocument opens inside the click. */
function fakeTab() {
  const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
  jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
}

describe('/claim-details/:id', () => {
  it('says what the member owes in plain language first, then the claim, its services and the appeal window', async () => {
    renderClaim();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your claim…');
    const owe = await screen.findByRole('region', { name: 'What you owe' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Claim details']);
    expect(within(owe).getAllByText('$60.00')[0]).toBeInTheDocument();
    expect(owe).toHaveTextContent(
      "Little Rock Family Clinic billed $450.00. Your plan paid $240.00. You owe $60.00. Your plan's network discount saved you $150.00.",
    );
    expect(owe).toHaveTextContent('This is not a bill.');

    const facts = screen.getByRole('region', { name: 'Claim information' });
    expect(within(facts).getByText('Claim number').nextSibling).toHaveTextContent(claim.claimId);
    expect(within(facts).getByText('Status').nextSibling).toHaveTextContent('Processed We have finished processing this claim.');
    expect(within(facts).getByText('Provider').nextSibling).toHaveTextContent('Little Rock Family Clinic (NPI 1457300000)');
    expect(within(facts).getByText('Date of service').nextSibling).toHaveTextContent('02/27/2026');

    const services = screen.getByRole('table', { name: 'Services on this claim' });
    const visit = within(services).getByRole('row', { name: /Office visit/ });
    expect(
      within(visit)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$185.00', '$120.00', '$76.00', '$0.00', '$25.00', '$19.00', '$0.00']);
    expect(within(services).queryByRole('columnheader', { name: 'Remark' })).not.toBeInTheDocument();

    const appeal = screen.getByRole('region', { name: 'Disagree with this decision?' });
    expect(appeal).toHaveTextContent('Send your appeal by 09/06/2026.');
    expect(appeal).toHaveTextContent('We make a decision within 30 days of receiving your appeal.');
    expect(screen.getByRole('link', { name: 'Back to claims' })).toHaveAttribute('href', '/claims');
    expect(requests().map((request) => request.path)).toEqual([claimPath]);
  });

  it('opens the explanation of benefits PDF in a new tab, fetched with the bearer token', async () => {
    const tab = fakeTab();
    const objectUrl = jest.fn((_blob: Blob) => 'blob:http://localhost/eob');
    Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: jest.fn() });
    const user = renderClaim();
    await user.click(await screen.findByRole('button', { name: /View explanation of benefits \(PDF\)/ }));
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/eob'));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(requests().at(-1)).toMatchObject({ path: `${claimPath}/eob`, authorization: `Bearer ${accessToken}` });
    expect(errorDialogStore.getState().error).toBeNull();
  });

  it('shows EOB-0002 when the browser blocks the new tab', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const user = renderClaim();
    await user.click(await screen.findByRole('button', { name: /View explanation of benefits/ }));
    expect(errorDialogStore.getState().error).toEqual({ code: 'EOB-0002', message: codedMessages['EOB-0002'] });
    expect(requests().map((request) => request.path)).toEqual([claimPath]);
  });

  it('closes the tab and shows EOB-0001 when the PDF fails to load', async () => {
    const tab = fakeTab();
    api.respond = (request) => (request.url.endsWith('/eob') ? failure(404, 'EOB-0001') : ok(claim));
    const user = renderClaim();
    await user.click(await screen.findByRole('button', { name: /View explanation of benefits/ }));
    await waitFor(() => expect(errorDialogStore.getState().error).toEqual({ code: 'EOB-0001', message: codedMessages['EOB-0001'] }));
    expect(tab.close).toHaveBeenCalled();
  });

  it('tells the member a pending claim is still being processed: no figure but what was billed, no EOB, no appeal yet', async () => {
    // The member API's pending claim: allowed, paid and owed are null, the lines carry only what was billed.
    const billedOnly = testClaimDetail().lines.map((line) => ({
      ...line,
      allowed: null,
      planPaid: null,
      deductible: null,
      copay: null,
      coinsurance: null,
      notCovered: null,
    }));
    api.respond = () =>
      ok(
        testClaimDetail({
          status: 'Pending',
          allowed: null,
          planPaid: null,
          memberOwe: null,
          processedDate: null,
          appealDeadline: null,
          eobUrl: null,
          hasEob: false,
          lines: billedOnly,
        }),
      );
    renderClaim();
    const owe = await screen.findByRole('region', { name: 'What you owe' });
    expect(within(owe).getAllByText('Not yet known')).toHaveLength(3);
    expect(within(owe).queryByText('$0.00')).not.toBeInTheDocument();
    expect(owe).toHaveTextContent("We're still processing this claim from Little Rock Family Clinic.");
    // A pending claim shows no allowed, paid or cost-share figures on its services either: only what was billed.
    const visit = within(screen.getByRole('table', { name: 'Services on this claim' })).getByRole('row', { name: /Office visit/ });
    expect(
      within(visit)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$185.00', ...Array(6).fill('Not yet known')]);
    expect(screen.queryByRole('button', { name: /explanation of benefits/ })).not.toBeInTheDocument();
    expect(screen.getByText('The explanation of benefits for this claim will be ready once we finish processing it.')).toBeInTheDocument();
    // No decision yet, so nothing to disagree with.
    expect(screen.queryByRole('region', { name: 'Disagree with this decision?' })).not.toBeInTheDocument();
  });

  it('shows the remark codes of a denied claim', async () => {
    const denied = testClaimDetail({ status: 'Denied', planPaid: 0, memberOwe: 450 });
    api.respond = () =>
      ok({ ...denied, lines: denied.lines.map((line) => ({ ...line, planPaid: 0, notCovered: line.allowed, remarkCode: 'N130' })) });
    renderClaim();
    const services = await screen.findByRole('table', { name: 'Services on this claim' });
    expect(within(services).getByRole('columnheader', { name: 'Remark' })).toBeInTheDocument();
    expect(within(services).getAllByRole('cell', { name: 'N130' })).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'What you owe' })).toHaveTextContent(
      'This claim was denied: your plan did not pay for it. You may owe the provider $450.00.',
    );
  });

  it('says when the claim is not there, with a way back, instead of offering to retry', async () => {
    api.respond = () => failure(404, 'BP-NFA-404');
    renderClaim('2026NOPE');
    expect(await screen.findByText(/We couldn't find this claim/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all your claims' })).toHaveAttribute('href', '/claims');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows a failure with Try again, which loads the claim', async () => {
    api.respond = () => failure(503);
    const user = renderClaim();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The Member Portal is down for scheduled maintenance. Please try again later.');
    api.respond = () => ok(claim);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'What you owe' })).toBeInTheDocument();
  });
});
