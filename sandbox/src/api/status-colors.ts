/** Prior authorization statuses and label colours of docs/product/claims-and-care.md#care-authorization-colours. */
const COLORS: Record<string, 'green' | 'grey' | 'purple' | 'red'> = {};

const groups: ['green' | 'grey' | 'purple' | 'red', string[]][] = [
  [
    'green',
    [
      'Approved',
      'No PA Required',
      'Extension Granted per Member Representative Request',
      'Extension Granted per Member Request',
      'Extension Granted per Provider Request',
    ],
  ],
  [
    'grey',
    ['New Request', 'Withdrawn per Member Representative Request', 'Withdrawn per Member Request', 'Withdrawn per Provider Request'],
  ],
  ['purple', ['Authorization sent to wrong Payor', 'Not Eligible for Review after Services Rendered']],
  [
    'red',
    [
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
  ],
];
for (const [color, statuses] of groups) for (const s of statuses) COLORS[s.toLowerCase()] = color;

export const PRIOR_AUTH_STATUSES = groups.flatMap(([, s]) => s);

/** Label colour for a status (case-insensitive), or false when unknown. */
export function statusColor(status: string): 'green' | 'grey' | 'purple' | 'red' | false {
  return COLORS[status.toLowerCase()] ?? false;
}
