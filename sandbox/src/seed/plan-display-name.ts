// The plan display name (lobDisplayName) members see on the dashboard, the profile panel and the ID
// card: the brand's name and the plan's own name, the brand said once. A plan named after its brand
// already ("Health Advantage Dental Plus", "Arkansas Blue Cross Employee Plan") keeps its own name;
// otherwise the brand comes first ("Arkansas Blue Cross and Blue Shield Individual Silver PPO").

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

export function planDisplayName(tier: string, planName: string): string {
  const names = BRAND_NAMES_BY_TIER[tier] ?? BRAND_NAMES_BY_TIER.ABCBS!;
  const lowerPlanName = planName.trim().toLowerCase();
  const namedAfterBrand = names.some((name) => lowerPlanName.startsWith(name.toLowerCase()));
  return namedAfterBrand ? planName.trim() : `${names[0]} ${planName.trim()}`;
}
