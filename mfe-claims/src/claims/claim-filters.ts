// What the claims list shows: filters, sort order and page, and how they become the query of the
// claims call. Dates are ISO (YYYY-MM-DD) here; the filter form converts what the member types.

export const claimStatuses = ['Processed', 'Pending', 'Denied', 'Adjusted'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/** Claim types of a medical plan (the claims route is Medical only). */
export const claimTypes = ['Medical', 'Pharmacy'] as const;
export type ClaimType = (typeof claimTypes)[number];

export const claimSorts = [
  { value: 'serviceDate:desc', label: 'Service date, newest first' },
  { value: 'serviceDate:asc', label: 'Service date, oldest first' },
  { value: 'memberOwe:desc', label: 'What you owe, highest first' },
  { value: 'billed:desc', label: 'Amount billed, highest first' },
] as const;
export type ClaimSort = (typeof claimSorts)[number]['value'];

export const claimsPageSize = 10;
/** The longest provider name the claims call accepts. */
export const providerNameMaxLength = 80;

export interface ClaimFilters {
  /** '' for every member whose claims the member may see. */
  patientMemberId: string;
  from: string;
  to: string;
  status: ClaimStatus | '';
  claimType: ClaimType | '';
  providerName: string;
}

export interface ClaimsView {
  filters: ClaimFilters;
  sort: ClaimSort;
  page: number;
}

export const noFilters: ClaimFilters = { patientMemberId: '', from: '', to: '', status: '', claimType: '', providerName: '' };
export const defaultClaimsView: ClaimsView = { filters: noFilters, sort: 'serviceDate:desc', page: 1 };

export function isClaimSort(value: unknown): value is ClaimSort {
  return claimSorts.some((sort) => sort.value === value);
}

/** How many filters narrow the list (0: every claim). */
export function activeFilterCount(filters: ClaimFilters): number {
  return Object.values(filters).filter((value) => value !== '').length;
}

/** The claims call's query: only the filters that are set, the sort order and the page. */
export function claimsQuery(view: ClaimsView): Record<string, string | number> {
  const { patientMemberId, from, to, status, claimType, providerName } = view.filters;
  const query: Record<string, string | number> = { page: view.page, pageSize: claimsPageSize, sort: view.sort };
  const optional = { patientMemberId, from, to, status, claimType, providerName: providerName.trim() };
  for (const [key, value] of Object.entries(optional)) if (value !== '') query[key] = value;
  return query;
}

/** "Showing 11–20 of 26 claims" for the page the list shows. */
export function showingText({ page, pageSize, total }: { page: number; pageSize: number; total: number }, filtered: boolean): string {
  const suffix = filtered ? ' matching your filters' : '';
  if (total === 0) return `No claims${suffix}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  if (first > total) return `${total} ${total === 1 ? 'claim' : 'claims'}${suffix}`;
  return `Showing ${first}–${last} of ${total} ${total === 1 ? 'claim' : 'claims'}${suffix}`;
}

/**
 * The view without a member filter the member can no longer use (family access turned off since the
 * filters were stored), so the list never asks for claims the member API would refuse.
 */
export function limitToMembers(view: ClaimsView, memberIds: readonly string[]): ClaimsView {
  const { patientMemberId } = view.filters;
  if (patientMemberId === '' || memberIds.includes(patientMemberId)) return view;
  return { ...view, filters: { ...view.filters, patientMemberId: '' }, page: 1 };
}
