// Copays and coinsurance from a coverage's costToBeneficiary (docs/product/claims-and-care.md#care-copays): a code containing
// "copay" is a copay in dollars (valueMoney), one containing "coins" a coinsurance percentage
// (valueQuantity). Pharmacy tiers (codes containing rx_tier, e.g. rx_tier2_copay) are grouped into one
// row per tier, in tier order; the other services keep the order the plan lists them in, one row per
// service even when it has both a copay and a coinsurance.
import type { FhirCostToBeneficiary } from '@portal/api-client/fhir-coverage';

export interface CostShareRow {
  /** The service's code without its copay/coins part, e.g. "office_visit". */
  key: string;
  label: string;
  copay: number | null;
  coinsurancePercent: number | null;
}

export interface PharmacyTierRow extends CostShareRow {
  tier: number;
}

export interface GroupedCostShares {
  services: CostShareRow[];
  pharmacyTiers: PharmacyTierRow[];
}

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function kindOf(code: string, entry: FhirCostToBeneficiary): 'copay' | 'coins' | null {
  if (code.includes('copay')) return 'copay';
  if (code.includes('coins')) return 'coins';
  if (finite(entry.valueMoney?.value) !== null) return 'copay';
  if (finite(entry.valueQuantity?.value) !== null) return 'coins';
  return null;
}

/** "office_visit_copay" and "office_visit_coins" are the same service. */
function serviceKey(code: string): string {
  return code.replace(/[_-]?(copay|coins)$/, '') || code;
}

/** A label for a row from its code when the plan sends no text: "specialist_visit" gives "Specialist visit". */
function labelFromCode(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Other services';
}

export function groupCostShares(entries: readonly FhirCostToBeneficiary[] | undefined): GroupedCostShares {
  const services = new Map<string, CostShareRow>();
  const tiers = new Map<number, PharmacyTierRow>();
  for (const entry of entries ?? []) {
    const code = ((entry.type?.coding ?? []).map((coding) => coding.code ?? '').find(Boolean) ?? '').toLowerCase();
    const kind = kindOf(code, entry);
    if (!kind) continue;
    const value = kind === 'copay' ? finite(entry.valueMoney?.value ?? entry.valueQuantity?.value) : finite(entry.valueQuantity?.value);
    if (value === null) continue;
    const text = entry.type?.text?.trim();
    const tierMatch = /rx_tier(\d+)/.exec(code);
    let row: CostShareRow;
    if (tierMatch) {
      const tier = Number(tierMatch[1]);
      row = tiers.get(tier) ?? { key: `rx_tier${tier}`, label: text || `Tier ${tier}`, tier, copay: null, coinsurancePercent: null };
      tiers.set(tier, row as PharmacyTierRow);
    } else {
      const key = serviceKey(code);
      row = services.get(key) ?? { key, label: text || labelFromCode(key), copay: null, coinsurancePercent: null };
      services.set(key, row);
    }
    if (kind === 'copay') row.copay = value;
    else row.coinsurancePercent = value;
  }
  return { services: [...services.values()], pharmacyTiers: [...tiers.values()].sort((a, b) => a.tier - b.tier) };
}
