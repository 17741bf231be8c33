import {
  activeFilterCount,
  claimsQuery,
  defaultClaimsView,
  isClaimSort,
  limitToMembers,
  noFilters,
  showingText,
} from '../src/claims/claim-filters';
import { checkForm } from '@portal/forms';
import { claimFilterSchema, filtersOf, formValuesOf } from '../src/claims/claim-filter-schema';

describe('claimsQuery (filtering, sorting and paging as the claims call takes them)', () => {
  it('asks for the first page of 10, newest first, with no filters by default', () => {
    expect(claimsQuery(defaultClaimsView)).toEqual({ page: 1, pageSize: 10, sort: 'serviceDate:desc' });
  });

  it('sends only the filters that are set, with the provider name trimmed', () => {
    const query = claimsQuery({
      filters: { patientMemberId: 'H1000100103', from: '2026-01-01', to: '', status: 'Denied', claimType: '', providerName: '  clinic ' },
      sort: 'memberOwe:desc',
      page: 3,
    });
    expect(query).toEqual({
      page: 3,
      pageSize: 10,
      sort: 'memberOwe:desc',
      patientMemberId: 'H1000100103',
      from: '2026-01-01',
      status: 'Denied',
      providerName: 'clinic',
    });
  });

  it('leaves out a provider name that is only spaces', () => {
    expect(claimsQuery({ ...defaultClaimsView, filters: { ...noFilters, providerName: '   ' } })).not.toHaveProperty('providerName');
  });

  it('knows the four sort orders the claims call accepts and nothing else', () => {
    expect(['serviceDate:desc', 'serviceDate:asc', 'memberOwe:desc', 'billed:desc'].every(isClaimSort)).toBe(true);
    expect(isClaimSort('providerName:asc')).toBe(false);
    expect(isClaimSort(undefined)).toBe(false);
  });

  it('counts the filters that narrow the list', () => {
    expect(activeFilterCount(noFilters)).toBe(0);
    expect(activeFilterCount({ ...noFilters, status: 'Pending', from: '2026-01-01' })).toBe(2);
  });
});

describe('limitToMembers', () => {
  const mia = { ...defaultClaimsView, filters: { ...noFilters, patientMemberId: 'H3', status: 'Denied' as const }, page: 2 };

  it('keeps a member filter for a member whose claims may be shown', () => {
    expect(limitToMembers(mia, ['H1', 'H3'])).toBe(mia);
    expect(limitToMembers(defaultClaimsView, ['H1'])).toBe(defaultClaimsView);
  });

  it('drops a member filter for a member whose claims are no longer shared, back to page 1', () => {
    expect(limitToMembers(mia, ['H1'])).toEqual({ ...mia, filters: { ...mia.filters, patientMemberId: '' }, page: 1 });
  });
});

describe('showingText', () => {
  it('says which claims of how many the page shows', () => {
    expect(showingText({ page: 1, pageSize: 10, total: 26 }, false)).toBe('Showing 1–10 of 26 claims');
    expect(showingText({ page: 3, pageSize: 10, total: 26 }, false)).toBe('Showing 21–26 of 26 claims');
    expect(showingText({ page: 1, pageSize: 10, total: 1 }, true)).toBe('Showing 1–1 of 1 claim matching your filters');
    expect(showingText({ page: 1, pageSize: 10, total: 0 }, true)).toBe('No claims matching your filters');
  });

  it('does not claim to show claims past the end when the page is beyond the last one', () => {
    expect(showingText({ page: 4, pageSize: 10, total: 26 }, false)).toBe('26 claims');
  });
});

describe('the filter form rules', () => {
  const values = { patientMemberId: '', from: '', to: '', status: '', claimType: '', providerName: '' };

  it('turns typed MM/DD/YYYY dates into the ISO dates of the claims call', () => {
    const result = checkForm(claimFilterSchema, { ...values, from: '1/5/2026', to: '02/28/2026', providerName: ' Baptist ' });
    expect(result.valid && filtersOf(result.values)).toEqual({
      ...noFilters,
      from: '2026-01-05',
      to: '2026-02-28',
      providerName: 'Baptist',
    });
  });

  it('refuses a date that is not real, with a specific message on that field', () => {
    const result = checkForm(claimFilterSchema, { ...values, from: '02/30/2026', to: 'yesterday' });
    expect(result.valid).toBe(false);
    expect(Object.entries(result.errors)).toEqual([
      ['from', 'Enter the start date as a real date in the format MM/DD/YYYY, like 01/31/2026'],
      ['to', 'Enter the end date as a real date in the format MM/DD/YYYY, like 01/31/2026'],
    ]);
  });

  it('refuses a range that runs backwards, on the end date', () => {
    const result = checkForm(claimFilterSchema, { ...values, from: '03/01/2026', to: '02/01/2026' });
    expect(Object.entries(result.errors)).toEqual([['to', 'Enter an end date that is the same as or after the start date']]);
    expect(checkForm(claimFilterSchema, { ...values, from: '03/01/2026', to: '03/01/2026' }).valid).toBe(true);
  });

  it('refuses a provider name longer than the claims call accepts', () => {
    expect(Object.values(checkForm(claimFilterSchema, { ...values, providerName: 'x'.repeat(81) }).errors)[0]).toBe(
      'Enter a provider name of 80 characters or fewer',
    );
    expect(checkForm(claimFilterSchema, { ...values, providerName: 'x'.repeat(80) }).valid).toBe(true);
    // Characters, not UTF-16 units: 80 astral letters fit.
    expect(checkForm(claimFilterSchema, { ...values, providerName: '𝒜'.repeat(80) }).valid).toBe(true);
  });

  it('shows stored filters in the form as the member typed them', () => {
    expect(formValuesOf({ ...noFilters, from: '2026-01-05', status: 'Pending' })).toEqual({
      ...values,
      from: '01/05/2026',
      status: 'Pending',
    });
  });
});
