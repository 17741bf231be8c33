// The filter reset rule (SPEC section 4): the claims filters reset when the member enters claims from a
// page that is not a claim page. Going from the list to a claim and back keeps them.

/** The claims list, a claim's details, and the old claims paths that redirect to the list. */
export function isClaimPath(pathname: string): boolean {
  return /^\/(claims|medical-claims|medical\/medical-claims)\/?$/.test(pathname) || /^\/claim-details\/[^/]+\/?$/.test(pathname);
}

/**
 * Whether leaving a claim page for `destination` ends the member's time in claims, so that their next
 * visit starts from a clean list. Resetting as the member leaves (rather than on arrival) means the
 * list never has to guess where the member came from.
 */
export function leavingClaimsResetsFilters(destination: string): boolean {
  return !isClaimPath(destination);
}
