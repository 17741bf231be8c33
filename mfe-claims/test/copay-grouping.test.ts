import { groupCostShares } from '../src/coverage/cost-shares';
import type { FhirCostToBeneficiary } from '@portal/api-client/fhir-coverage';

const money = (code: string, text: string | undefined, value: number): FhirCostToBeneficiary => ({
  type: { coding: [{ code }], text },
  valueMoney: { value },
});
const percent = (code: string, text: string | undefined, value: number): FhirCostToBeneficiary => ({
  type: { coding: [{ code }], text },
  valueQuantity: { value },
});

describe('copay grouping', () => {
  it('puts pharmacy tiers in their own group, one row per tier in tier order, with copay and coinsurance', () => {
    const grouped = groupCostShares([
      percent('rx_tier4_coins', 'Tier 4 Specialty Drugs', 25),
      money('office_visit_copay', 'Primary Care Visit', 25),
      money('rx_tier2_copay', 'Tier 2 Preferred Brand Drugs', 40),
      money('rx_tier1_copay', 'Tier 1 Generic Drugs', 10),
      percent('rx_tier2_coins', 'Tier 2 Preferred Brand Drugs', 10),
      percent('inpatient_coins', 'Inpatient Hospital', 20),
    ]);
    expect(grouped.pharmacyTiers).toEqual([
      { key: 'rx_tier1', label: 'Tier 1 Generic Drugs', tier: 1, copay: 10, coinsurancePercent: null },
      { key: 'rx_tier2', label: 'Tier 2 Preferred Brand Drugs', tier: 2, copay: 40, coinsurancePercent: 10 },
      { key: 'rx_tier4', label: 'Tier 4 Specialty Drugs', tier: 4, copay: null, coinsurancePercent: 25 },
    ]);
    expect(grouped.services).toEqual([
      { key: 'office_visit', label: 'Primary Care Visit', copay: 25, coinsurancePercent: null },
      { key: 'inpatient', label: 'Inpatient Hospital', copay: null, coinsurancePercent: 20 },
    ]);
  });

  it('merges a service’s copay and coinsurance into one row, keeping the plan’s order', () => {
    const grouped = groupCostShares([
      money('er_copay', 'Emergency Room', 350),
      money('specialist_copay', 'Specialist Visit', 50),
      percent('er_coins', 'Emergency Room', 20),
    ]);
    expect(grouped.services.map((row) => [row.label, row.copay, row.coinsurancePercent])).toEqual([
      ['Emergency Room', 350, 20],
      ['Specialist Visit', 50, null],
    ]);
    expect(grouped.pharmacyTiers).toEqual([]);
  });

  it('names rows without text from their code, and ignores mixed-case codes’ case', () => {
    const grouped = groupCostShares([money('RX_TIER3_COPAY', undefined, 80), money('urgent_care_copay', undefined, 75)]);
    expect(grouped.pharmacyTiers).toEqual([{ key: 'rx_tier3', label: 'Tier 3', tier: 3, copay: 80, coinsurancePercent: null }]);
    expect(grouped.services).toEqual([{ key: 'urgent_care', label: 'Urgent care', copay: 75, coinsurancePercent: null }]);
  });

  it('skips entries without a usable amount and copes with no entries at all', () => {
    expect(groupCostShares([{ type: { coding: [{ code: 'office_visit_copay' }] } }, { type: { text: 'Note' } }])).toEqual({
      services: [],
      pharmacyTiers: [],
    });
    expect(groupCostShares(undefined)).toEqual({ services: [], pharmacyTiers: [] });
  });

  it('keeps a 0% coinsurance (a covered service at no cost share)', () => {
    expect(groupCostShares([percent('preventive_coins', 'Preventive Dental', 0)]).services).toEqual([
      { key: 'preventive', label: 'Preventive Dental', copay: null, coinsurancePercent: 0 },
    ]);
  });
});
