import { pathAllowed, routeAllowed, routeOpenToSession, sessionRouteAccess } from '@portal/rights';

const medical = { contractType: 'Medical' as const };
const dental = { contractType: 'Dental' as const };

describe('routeAllowed (docs/product/routes-and-guards.md#routes-authenticated, docs/product/routes-and-guards.md#guards-rights-key)', () => {
  it('allows a route without rules to any signed-in plan', () => {
    expect(routeAllowed({}, dental, {})).toBe(true);
  });

  it('refuses a route restricted to contract types the plan does not have', () => {
    expect(routeAllowed({ contractTypes: ['Medical'] }, medical, {})).toBe(true);
    expect(routeAllowed({ contractTypes: ['Medical'] }, dental, {})).toBe(false);
    expect(routeAllowed({ contractTypes: ['Medical'] }, null, {})).toBe(false);
  });

  it('applies the rights key with its special rules', () => {
    expect(routeAllowed({ rightsKey: 'coverageWhenTravelingAbroad' }, medical, { coverageWhenTravelingAbroad: false })).toBe(false);
    expect(routeAllowed({ rightsKey: 'payment' }, medical, { payBill: false, pageIdentifiers: [{ type: 'medicarePayment' }] })).toBe(true);
  });

  it('needs the program named in the path for /programs/:id', () => {
    const rights = { programs: [{ programId: 'diabetes_ABCBS' }] };
    expect(routeAllowed({ rightsKey: 'programs', requiresProgramInPath: true }, medical, rights, { id: 'diabetes_ABCBS' })).toBe(true);
    expect(routeAllowed({ rightsKey: 'programs', requiresProgramInPath: true }, medical, rights, { id: 'wellness_HA' })).toBe(false);
  });

  it('opens /pharmacy for the pharmacy center or Rx savings alone, as its menu entry shows (README decision)', () => {
    expect(pathAllowed('/pharmacy', dental, { pharmacyCenter: true })).toBe(true);
    expect(pathAllowed('/pharmacy', medical, { rxSavingsSolutions: true })).toBe(true);
    expect(pathAllowed('/pharmacy', medical, { pharmacyCenter: false, rxSavingsSolutions: false })).toBe(false);
    expect(pathAllowed('/pharmacy', medical, {})).toBe(false);
  });
});

describe('routeOpenToSession (staff routes for staff, member routes for members)', () => {
  const member = { signedIn: true, staff: false };
  const staff = { signedIn: true, staff: true };
  const signedOut = { signedIn: false, staff: false };

  it('opens a staff route to a staff session only: a member gets not-found', () => {
    expect(routeOpenToSession({ access: 'staff' }, staff)).toBe(true);
    expect(routeOpenToSession({ access: 'staff' }, member)).toBe(false);
    expect(routeOpenToSession({ access: 'staff' }, signedOut)).toBe(false);
  });

  it('opens no member route to a staff session (staff are not members), and public routes to anyone', () => {
    expect(routeOpenToSession({ access: 'authenticated' }, staff)).toBe(false);
    expect(routeOpenToSession({ access: 'authenticated' }, member)).toBe(true);
    expect(routeOpenToSession({ access: 'public' }, staff)).toBe(true);
    expect(routeOpenToSession({ access: 'authenticated-when-token' }, staff)).toBe(true);
  });

  it('treats terms of use as a member route for a member with a token, and as public for staff and signed-out visitors', () => {
    expect(sessionRouteAccess({ access: 'authenticated-when-token' }, member)).toBe('authenticated');
    expect(sessionRouteAccess({ access: 'authenticated-when-token' }, staff)).toBe('public');
    expect(sessionRouteAccess({ access: 'authenticated-when-token' }, signedOut)).toBe('public');
    expect(sessionRouteAccess({ access: 'staff' }, signedOut)).toBe('staff');
  });
});
