// The status badge's four colours, with one meaning each everywhere in the portal (one status tag with
// fixed colour meanings, as in GOV.UK Frontend and the VA.gov design system). They are SPEC section 4's
// prior-authorization label colours: green finished or approved, grey waiting or withdrawn, purple could
// not be reviewed here, red under review or denied. Claim statuses take the same meanings. The words on
// the badge always carry the status; the colour only helps.

export type StatusColor = 'green' | 'grey' | 'purple' | 'red';

export const statusColors: readonly StatusColor[] = ['green', 'grey', 'purple', 'red'];

/**
 * The colour of a claim status (Processed, Pending, Denied, Adjusted): finished claims are green, a
 * claim still being processed is grey, a denied one red. False for a status the portal does not know,
 * which then shows as plain text.
 */
export function claimStatusColor(status: string): StatusColor | false {
  switch (status.trim().toLowerCase()) {
    case 'processed':
    case 'adjusted':
      return 'green';
    case 'pending':
      return 'grey';
    case 'denied':
      return 'red';
    default:
      return false;
  }
}

/** A claim still being processed: its allowed, paid, deductible and owed figures are not known yet. */
export function isPendingClaim(status: string): boolean {
  return status.trim().toLowerCase() === 'pending';
}
