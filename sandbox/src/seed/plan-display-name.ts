// The plan display name (lobDisplayName) members see on the dashboard, the profile panel, plan
// selection and the ID card, made here and nowhere else; and each brand's names.

/** Each brand tier's names, the full one first, then the shorter ones plans are named with. */
export const BRAND_NAMES_BY_TIER: Record<string, readonly [string, ...string[]]> = {
  ABCBS: ['Arkansas Blue Cross and Blue Shield', 'Arkansas Blue Cross'],
  HA: ['Health Advantage'],
  BA: ['BlueAdvantage Administrators of Arkansas', 'BlueAdvantage'],
  ABM: ['Arkansas Blue Medicare'],
  OCTAVE: ['Octave Blue Medicare Advantage', 'Octave'],
};

/** The brand's full name; ABCBS (the default brand) for an unknown tier. */
export function brandNameOf(tier: string): string {
  return (BRAND_NAMES_BY_TIER[tier] ?? BRAND_NAMES_BY_TIER.ABCBS!)[0];
}

/** What the plan is, as the insurer's systems hold it. */
export interface PlanFacts {
  /** An employer's group plan, an individual (bought) plan, the insurer's employee plan or Medicare Advantage. */
  kind: 'group' | 'individual' | 'employee' | 'medicare';
  contractType: 'Medical' | 'Dental' | 'Vision';
  /** The employer's name for a group plan; the product's name otherwise ("Individual Silver PPO"). */
  name: string;
}

/** The sales category some product names open with, which a member never says. */
const SALES_CATEGORY = /^individual\s+/i;

/**
 * The plan's name as a member says it: an employer's plan by the employer and the kind of coverage
 * ("Northwest Arkansas Logistics Medical plan"); any other plan by its product name, without the
 * sales category ("Silver PPO"). The brand is never put in front: the header and the ID card show
 * it, and a product named after its brand ("Health Advantage Dental Plus") says it already.
 */
export function planDisplayName(plan: PlanFacts): string {
  const name = plan.name.trim().replace(/\s+/g, ' ');
  if (plan.kind === 'group') return `${name} ${plan.contractType} plan`;
  return name.replace(SALES_CATEGORY, '');
}
