// The filter reset rule: the claims filters reset when the member enters claims from a page that is
// not a claim page. Going from the list to a claim and back keeps them.

/** The claims list, a claim's details, and the old claims paths that redirect to the list. */
export function isClaimPath(pathname: string): boolean {
  return /^\/(claims|medical-claims|medical\/medical-claims)\/?$/.test(pathname) || /^\/claim-details\/[^/]+\/?$/.test(pathname);
}

/**
 * Whether arriving at a claim page from `previousPath` (the page shown before it, as the shell keeps
 * it; null for the tab's first page) enters claims, so that the member starts from a clean list.
 * Deciding on arrival holds however the member arrives: a link, the address bar or a reload.
 */
export function enteringClaimsResetsFilters(previousPath: string | null): boolean {
  return previousPath === null || !isClaimPath(previousPath);
}
