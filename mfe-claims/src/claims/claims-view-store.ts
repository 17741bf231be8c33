// The claims filters store (docs/product/session.md#session-kept-data): filters, sort order and page, kept in session storage so
// they survive opening a claim and coming back, a reload, and the remote being loaded again. It
// belongs to the member whose plan is selected; another plan starts from the defaults.
import { createStore } from 'zustand/vanilla';
import { onSignOutReset, readSessionItem, writeSessionItem } from '@portal/session';
import {
  claimStatuses,
  claimTypes,
  defaultClaimsView,
  isClaimSort,
  type ClaimFilters,
  type ClaimSort,
  type ClaimsView,
} from './claim-filters';
import { enteringClaimsResetsFilters } from './claim-navigation';

export const claimsViewStorageKey = 'claims_filters';

export interface ClaimsViewState {
  /** The member the view belongs to; null before any choice. */
  memberId: string | null;
  view: ClaimsView;
  /** True once filters were chosen (read back from session storage or applied) rather than defaults. */
  loaded: boolean;
}

export interface ClaimsViewActions {
  applyFilters(memberId: string, filters: ClaimFilters): void;
  setSort(memberId: string, sort: ClaimSort): void;
  setPage(memberId: string, page: number): void;
  reset(): void;
}

export type ClaimsViewStore = ClaimsViewState & ClaimsViewActions;

const initial: ClaimsViewState = { memberId: null, view: defaultClaimsView, loaded: false };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const oneOf = <T extends string>(choices: readonly T[], value: unknown): T | '' =>
  (choices as readonly unknown[]).includes(value) ? (value as T) : '';
const iso = (value: unknown): string => (/^\d{4}-\d{2}-\d{2}$/.test(text(value)) ? text(value) : '');

/** What session storage holds, checked field by field: anything unreadable falls back to the defaults. */
export function parseStoredView(raw: string | null): ClaimsViewState {
  if (!raw) return initial;
  try {
    const stored = JSON.parse(raw) as { memberId?: unknown; view?: { filters?: Record<string, unknown>; sort?: unknown; page?: unknown } };
    if (typeof stored?.memberId !== 'string' || typeof stored.view !== 'object' || stored.view === null) return initial;
    const filters = stored.view.filters ?? {};
    const page = Number(stored.view.page);
    return {
      memberId: stored.memberId,
      view: {
        filters: {
          patientMemberId: text(filters.patientMemberId),
          from: iso(filters.from),
          to: iso(filters.to),
          status: oneOf(claimStatuses, filters.status),
          claimType: oneOf(claimTypes, filters.claimType),
          providerName: text(filters.providerName).slice(0, 80),
        },
        sort: isClaimSort(stored.view.sort) ? stored.view.sort : defaultClaimsView.sort,
        page: Number.isInteger(page) && page >= 1 ? page : 1,
      },
      loaded: true,
    };
  } catch {
    return initial;
  }
}

/** The view to show for a member: theirs, or the defaults when the stored one is another member's. */
export function viewFor(state: ClaimsViewState, memberId: string): ClaimsView {
  return state.memberId === memberId ? state.view : defaultClaimsView;
}

export const claimsViewStore = createStore<ClaimsViewStore>()((set, get) => {
  const viewOf = (memberId: string) => viewFor(get(), memberId);
  return {
    ...parseStoredView(readSessionItem(claimsViewStorageKey)),
    applyFilters(memberId, filters) {
      set({ memberId, loaded: true, view: { ...viewOf(memberId), filters, page: 1 } });
    },
    setSort(memberId, sort) {
      set({ memberId, loaded: true, view: { ...viewOf(memberId), sort, page: 1 } });
    },
    setPage(memberId, page) {
      set({ memberId, loaded: true, view: { ...viewOf(memberId), page: Math.max(1, Math.floor(page)) } });
    },
    reset() {
      set(initial);
    },
  };
});

claimsViewStore.subscribe(({ memberId, view, loaded }) => {
  writeSessionItem(claimsViewStorageKey, loaded ? JSON.stringify({ memberId, view }) : null);
});

onSignOutReset(() => claimsViewStore.getState().reset());

/** A claim page is arrived at from `previousPath` (the page shown before it). */
export function enterClaimPage(previousPath: string | null): void {
  if (enteringClaimsResetsFilters(previousPath)) claimsViewStore.getState().reset();
}
