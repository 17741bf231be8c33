import { statusesByColor, statusLabelColor, type StatusLabelColor } from '../src/authorizations/status-colors';

// docs/product/session.md#session-sign-out, every status with its label colour, written out here so a change to the table is caught.
const spec: [StatusLabelColor, string[]][] = [
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

describe('prior authorization status colours', () => {
  it.each(spec.flatMap(([color, statuses]) => statuses.map((status) => [status, color] as const)))('%s is %s', (status, color) => {
    expect(statusLabelColor(status)).toBe(color);
  });

  it('knows exactly the 22 statuses of docs/product/claims-and-care.md#care-authorization-colours', () => {
    expect(Object.values(statusesByColor).flat()).toHaveLength(22);
    expect(statusesByColor).toEqual(Object.fromEntries(spec));
  });

  it('ignores case', () => {
    expect(statusLabelColor('APPROVED')).toBe('green');
    expect(statusLabelColor('under review')).toBe('red');
    expect(statusLabelColor('aUtHoRiZaTiOn SeNt To WrOnG pAyOr')).toBe('purple');
    expect(statusLabelColor('withdrawn PER member REQUEST')).toBe('grey');
    expect(statusLabelColor('denied: not a covered benefit')).toBe('red');
  });

  it('answers false for an unknown status, an empty one or no status at all', () => {
    expect(statusLabelColor('Pending Review')).toBe(false);
    expect(statusLabelColor('Approved!')).toBe(false);
    expect(statusLabelColor('')).toBe(false);
    expect(statusLabelColor(undefined)).toBe(false);
    expect(statusLabelColor(null)).toBe(false);
    expect(statusLabelColor(42)).toBe(false);
  });
});
