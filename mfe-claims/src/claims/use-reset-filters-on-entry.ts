import { useState } from 'react';
import { previousPagePath } from '@portal/contracts/page-history';
import { enterClaimPage } from './claims-view-store';

/**
 * Every claim page calls this first: on arrival, before the page reads the filters, they are reset
 * when the member comes from a page that is not a claim page.
 */
export function useResetFiltersOnEntry(): void {
  // Once per arrival (the state's initializer runs on the page's first render only).
  useState(() => enterClaimPage(previousPagePath()));
}
