// Prior authorization statuses and their label colours (docs/product/claims-and-care.md#care-authorization-colours). The lookup ignores case and
// answers false for a status it does not know, so a new status from the back end shows as plain text.

export type StatusLabelColor = 'green' | 'grey' | 'purple' | 'red';

export const statusesByColor: Readonly<Record<StatusLabelColor, readonly string[]>> = {
  green: [
    'Approved',
    'No PA Required',
    'Extension Granted per Member Representative Request',
    'Extension Granted per Member Request',
    'Extension Granted per Provider Request',
  ],
  grey: ['New Request', 'Withdrawn per Member Representative Request', 'Withdrawn per Member Request', 'Withdrawn per Provider Request'],
  purple: ['Authorization sent to wrong Payor', 'Not Eligible for Review after Services Rendered'],
  red: [
    'Authorization referred to outside Vendor',
    'Denied',
    'Denied after Doctor to Doctor Review',
    'Denied: Benefit Limit Exceeded',
    'Denied: Insufficient Information',
    'Denied: No Out of Network Benefit',
    'Denied: Not a Covered Benefit',
    'Denied: Please Refer to Denial Letter for Detailed Explanation',
    'Denied: Pre-surgical requirements unmet',
    'Partial Denial: Please contact your provider',
    'Under Review',
  ],
};

const colorByStatus = new Map<string, StatusLabelColor>(
  (Object.entries(statusesByColor) as [StatusLabelColor, readonly string[]][]).flatMap(([color, statuses]) =>
    statuses.map((status) => [status.toLowerCase(), color] as const),
  ),
);

/** The label colour of a status, ignoring case and surrounding spaces; false when the status is unknown. */
export function statusLabelColor(status: unknown): StatusLabelColor | false {
  if (typeof status !== 'string') return false;
  return colorByStatus.get(status.trim().toLowerCase()) ?? false;
}

/** What each colour tells the member, in plain words (the legend and the details summary). */
export const colorMeaning: Readonly<Record<StatusLabelColor, { name: string; meaning: string }>> = {
  green: { name: 'Green', meaning: 'Approved, extended, or no approval needed.' },
  grey: { name: 'Gray', meaning: 'Received and waiting for a decision, or withdrawn.' },
  purple: { name: 'Purple', meaning: 'Could not be reviewed by us. Your provider may need to send it to the right plan or ask again.' },
  red: { name: 'Red', meaning: 'Under review, sent to an outside reviewer, or denied in full or in part.' },
};
