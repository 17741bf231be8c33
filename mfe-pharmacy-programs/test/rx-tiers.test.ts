import { pharmacyCoverage, rxTiers, type CoverageResource } from '../src/pharmacy/rx-tiers';

const now = new Date(2026, 10, 23, 12);
const plan = { contractId: 'H10001001', contractType: 'Medical' as const, memberId: 'H1000100101' };

const costs = [
  { type: { coding: [{ code: 'rx_tier2_copay' }], text: 'Tier 2 Preferred Brand Drugs' }, valueMoney: { value: 40 } },
  { type: { coding: [{ code: 'rx_tier1_copay' }], text: 'Tier 1 Generic Drugs' }, valueMoney: { value: 10 } },
  { type: { coding: [{ code: 'rx_tier4_coins' }], text: 'Tier 4 Specialty Drugs' }, valueQuantity: { value: 25 } },
  { type: { coding: [{ code: 'office_visit_copay' }], text: 'Primary Care Visit' }, valueMoney: { value: 25 } },
  { type: { coding: [{ code: 'rx_tier3_copay' }] }, valueMoney: { value: 80 } },
];

function coverage(overrides: Partial<CoverageResource>): CoverageResource {
  return {
    resourceType: 'Coverage',
    id: 'H10001001-01-hip-current',
    status: 'active',
    type: { coding: [{ code: 'hip' }] },
    beneficiary: { reference: 'Patient/H1000100101' },
    costToBeneficiary: costs,
    ...overrides,
  };
}

describe('pharmacyCoverage', () => {
  it('picks the member’s own retained coverage, active first', () => {
    const old = coverage({ id: 'H10001001-01-hip-old', status: 'cancelled', period: { end: '2025-01-01' } });
    const dependent = coverage({ id: 'H10001001-02-hip-current', beneficiary: { reference: 'Patient/H1000100102' } });
    const current = coverage({});
    const bundle = { resourceType: 'Bundle' as const, entry: [old, dependent, current].map((resource) => ({ resource })) };
    expect(pharmacyCoverage(bundle, plan, now)?.id).toBe('H10001001-01-hip-current');
    expect(pharmacyCoverage({ resourceType: 'Bundle', entry: [{ resource: old }] }, plan, now)?.id).toBe('H10001001-01-hip-old');
    expect(pharmacyCoverage({ resourceType: 'Bundle' }, plan, now)).toBeNull();
  });
});

describe('rxTiers', () => {
  it('reads the rx tier copays and coinsurance, tier 1 first, without the other cost shares', () => {
    expect(rxTiers(coverage({}))).toEqual([
      { tier: 1, drugs: 'Generic Drugs', cost: { kind: 'copay', amount: 10 } },
      { tier: 2, drugs: 'Preferred Brand Drugs', cost: { kind: 'copay', amount: 40 } },
      { tier: 3, drugs: 'Drugs on this tier', cost: { kind: 'copay', amount: 80 } },
      { tier: 4, drugs: 'Specialty Drugs', cost: { kind: 'coinsurance', percent: 25 } },
    ]);
    expect(rxTiers(null)).toEqual([]);
  });
});
