import { claimStatusColor, isPendingClaim } from '@portal/contracts/claim-status';

describe('what a claim status means', () => {
  it('finished claims are green, a pending one grey, a denied one red, an unknown status has no colour', () => {
    expect(['Processed', 'Adjusted', 'Pending', 'Denied', 'Reopened'].map(claimStatusColor)).toEqual([
      'green',
      'green',
      'grey',
      'red',
      false,
    ]);
    expect(claimStatusColor(' pending ')).toBe('grey');
  });

  it('only a pending claim has figures not known yet, whatever its case', () => {
    expect(isPendingClaim('PENDING')).toBe(true);
    expect(isPendingClaim('Processed')).toBe(false);
  });
});
