// What a claim's status means, for every app that shows a claim: whether its figures are known yet, and
// which of the status badge's meanings it takes (finished green, waiting grey, refused red).

/** The badge meaning a claim status takes; the design kit's StatusBadge draws it. */
export type ClaimStatusColor = 'green' | 'grey' | 'red';

/**
 * The colour of a claim status (Processed, Pending, Denied, Adjusted): finished claims are green, a
 * claim still being processed is grey, a denied one red. False for a status the portal does not know,
 * which then shows as plain text.
 */
export function claimStatusColor(status: string): ClaimStatusColor | false {
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
