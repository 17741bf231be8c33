/**
 * The customer-service line of each brand tier (SPEC section 1: each tier is its own line of
 * business), as the insurer's systems print it on ID cards. The portal's brand definition
 * (shared/ui/src/brands.ts) shows the same number on the contact pages and the help line;
 * shared/ui/test/brand-phones.test.ts fails when the two disagree. Medicare Advantage brands share
 * the Medicare line, the others the member line.
 */
export const CUSTOMER_SERVICE_PHONE_BY_TIER: Readonly<Record<string, string>> = {
  ABCBS: '18005550100',
  HA: '18005550100',
  BA: '18005550100',
  ABM: '18005550110',
  OCTAVE: '18005550110',
};

/** The customer-service number of a tier; the default brand's (ABCBS) for an unknown tier. */
export function customerServicePhone(tier: string): string {
  return CUSTOMER_SERVICE_PHONE_BY_TIER[tier] ?? CUSTOMER_SERVICE_PHONE_BY_TIER.ABCBS!;
}
