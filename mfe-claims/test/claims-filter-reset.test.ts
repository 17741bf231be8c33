import { noFilters } from '../src/claims/claim-filters';
import { enteringClaimsResetsFilters, isClaimPath } from '../src/claims/claim-navigation';
import { claimsViewStorageKey, claimsViewStore, enterClaimPage, parseStoredView, viewFor } from '../src/claims/claims-view-store';
import { resetSessionState } from '@portal/session';

const denied = { ...noFilters, status: 'Denied' as const };

beforeEach(() => {
  claimsViewStore.getState().reset();
  sessionStorage.clear();
});

describe('the filter reset rule', () => {
  it('counts the claims list, claim details and the old claims paths as claim pages', () => {
    for (const path of ['/claims', '/claims/', '/claim-details/202600100001', '/medical-claims', '/medical/medical-claims'])
      expect(isClaimPath(path)).toBe(true);
    for (const path of ['/medical/dashboard', '/spending-details', '/claims-history', '/claim-details', '/claim-details/1/eob', '/']) {
      expect(isClaimPath(path)).toBe(false);
    }
  });

  it('keeps the filters arriving from a claim page, and resets them arriving from any other page or none', () => {
    claimsViewStore.getState().applyFilters('H1', denied);
    enterClaimPage('/claim-details/202600100001');
    enterClaimPage('/claims');
    expect(viewFor(claimsViewStore.getState(), 'H1').filters).toEqual(denied);

    enterClaimPage('/medical/dashboard');
    expect(viewFor(claimsViewStore.getState(), 'H1').filters).toEqual(noFilters);
    expect(enteringClaimsResetsFilters('/spending-details')).toBe(true);
    expect(enteringClaimsResetsFilters(null)).toBe(true);
  });

  it('resets on sign-out', () => {
    claimsViewStore.getState().applyFilters('H1', denied);
    resetSessionState();
    expect(claimsViewStore.getState().view.filters).toEqual(noFilters);
  });
});

describe('the claims filters store', () => {
  it('keeps filters, sort and page in session storage, and clears the entry on reset', () => {
    claimsViewStore.getState().applyFilters('H1', denied);
    claimsViewStore.getState().setPage('H1', 2);
    expect(JSON.parse(sessionStorage.getItem(claimsViewStorageKey) ?? 'null')).toEqual({
      memberId: 'H1',
      view: { filters: denied, sort: 'serviceDate:desc', page: 2 },
    });
    expect(parseStoredView(sessionStorage.getItem(claimsViewStorageKey))).toEqual({
      memberId: 'H1',
      view: { filters: denied, sort: 'serviceDate:desc', page: 2 },
      loaded: true,
    });
    claimsViewStore.getState().reset();
    expect(sessionStorage.getItem(claimsViewStorageKey)).toBeNull();
  });

  it('starts again at page 1 when the filters or the sort order change', () => {
    claimsViewStore.getState().setPage('H1', 3);
    claimsViewStore.getState().setSort('H1', 'billed:desc');
    expect(claimsViewStore.getState().view).toMatchObject({ sort: 'billed:desc', page: 1 });
    claimsViewStore.getState().setPage('H1', 2);
    claimsViewStore.getState().applyFilters('H1', denied);
    expect(claimsViewStore.getState().view).toEqual({ filters: denied, sort: 'billed:desc', page: 1 });
  });

  it("gives another member (another plan) the defaults, not the last member's filters", () => {
    claimsViewStore.getState().applyFilters('H1', denied);
    expect(viewFor(claimsViewStore.getState(), 'D2').filters).toEqual(noFilters);
    claimsViewStore.getState().setPage('D2', 2);
    expect(claimsViewStore.getState()).toMatchObject({ memberId: 'D2', view: { filters: noFilters, page: 2 } });
  });

  it('reads back only what it understands from session storage', () => {
    expect(parseStoredView(null).loaded).toBe(false);
    expect(parseStoredView('not json').loaded).toBe(false);
    expect(parseStoredView(JSON.stringify({ view: {} })).loaded).toBe(false);
    const odd = parseStoredView(
      JSON.stringify({
        memberId: 'H1',
        view: { filters: { status: 'Lost', claimType: 'Pharmacy', from: '01/02/2026', providerName: 42 }, sort: 'x', page: -2 },
      }),
    );
    expect(odd.view).toEqual({ filters: { ...noFilters, claimType: 'Pharmacy' }, sort: 'serviceDate:desc', page: 1 });
  });
});
