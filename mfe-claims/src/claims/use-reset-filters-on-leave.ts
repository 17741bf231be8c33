import { useEffect } from 'react';
import { leaveClaimPage } from './claims-view-store';

/**
 * Every claim page calls this. When the page unmounts the router has already moved the browser to the
 * next path, so the cleanup sees where the member is going and resets the filters unless it is
 * another claim page (SPEC section 4).
 */
export function useResetFiltersOnLeave(): void {
  useEffect(() => () => leaveClaimPage(window.location.pathname), []);
}
