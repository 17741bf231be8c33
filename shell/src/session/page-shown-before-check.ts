// The pre-rendered landing page is on screen before the portal runs (its own loader asked about an
// outage first): the portal's first render hydrates it as it is, so that render may not wait for the
// outage answer. Set at build time and when hydrating; the outage check forgets it once it has run.
let shownPath: string | null = null;

export function markPageShownBeforeCheck(pathname: string): void {
  shownPath = pathname;
}

/** Whether this path is the page already on screen before the portal's first outage check. */
export function isPageShownBeforeCheck(pathname: string): boolean {
  return shownPath === pathname;
}

export function forgetPageShownBeforeCheck(): void {
  shownPath = null;
}
