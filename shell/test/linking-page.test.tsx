import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/routing';
import { launchPartnerSso } from '@portal/api-client/partner-handoff';
import type { SelectedPlan } from '@portal/contracts/domain';
import { sessionStore } from '@portal/session';
import { internalTarget, LinkingPage } from '../src/pages/linking-page';

jest.mock('@portal/api-client/partner-handoff', () => ({ launchPartnerSso: jest.fn() }));
const mockedLaunch = jest.mocked(launchPartnerSso);

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function renderLinking(search: string, contractType: SelectedPlan['contractType'] = 'Medical') {
  sessionStore.getState().reset();
  sessionStore.getState().selectPlan({ memberId: 'H1', contractType, tier1: 'ABCBS' } as SelectedPlan);
  return render(
    <MemoryRouter initialEntries={[`/linking${search}`]}>
      <Routes>
        <Route path="/linking" element={<LinkingPage />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => mockedLaunch.mockReset());

describe('/linking?target= (internal deep links only)', () => {
  it.each([
    ['/claims', '/claims'],
    ['/claim-details/C100?from=email#lines', '/claim-details/C100?from=email#lines'],
    ['/dashboard', '/dashboard'],
    ['/message_center/42', '/message_center/42'],
    ['/programs/', '/programs'],
  ])('goes to %s', async (target, landed) => {
    renderLinking(`?target=${encodeURIComponent(target)}`);
    expect(await screen.findByTestId('landed')).toHaveTextContent(landed);
  });

  it.each([
    'https://evil.example/claims',
    '//evil.example/claims',
    '/\\evil.example/claims',
    'javascript:alert(1)',
    '/no-such-page',
    '/linking?target=/claims',
    'claims',
    '/claims\n',
  ])('refuses %j with a message and a link to the dashboard', (target) => {
    renderLinking(`?target=${encodeURIComponent(target)}`);
    expect(screen.getByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/medical/dashboard');
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it('links a Dental member to the Dental dashboard', () => {
    renderLinking('', 'Dental');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dental/dashboard');
  });

  it('refuses lookalikes of known paths and normalises dot segments', () => {
    expect(internalTarget('/dashboard-x', 'Dental')).toBeNull();
    expect(internalTarget('/claims/../../evil', 'Medical')).toBeNull();
    expect(internalTarget('/programs/../claims', 'Medical')).toBe('/claims');
    expect(internalTarget(null, 'Medical')).toBeNull();
  });
});

describe('/linking?partner= (the health-navigation partner deep link)', () => {
  it('continues to the partner only when the member presses the button', async () => {
    mockedLaunch.mockResolvedValue('opened');
    renderLinking('?partner=carenavigation');
    expect(screen.getByRole('heading', { name: 'Continue to our partner' })).toBeInTheDocument();
    expect(mockedLaunch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to partner site (opens in a new tab)' }));
    expect(mockedLaunch).toHaveBeenCalledWith('carenavigation');
    expect(await screen.findByRole('status')).toHaveTextContent('The partner site opened in a new tab.');
  });

  it('treats a malformed partner key as an invalid link', () => {
    renderLinking(`?partner=${encodeURIComponent('<script>')}`);
    expect(screen.getByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
  });
});
