import { brandCustomerServiceLine, brandCustomerServiceLines, phoneNumberDigits } from '@portal/contracts/phone-lines';

/**
 * The customer-service number of each brand tier (docs/product/brands.md#brands-tiers: each tier is its own line of
 * business), as the insurer's systems print it on ID cards: the digits of the brand's line in
 * @portal/contracts/phone-lines, the list the portal's brand definition (shared/ui/src/brands.ts)
 * shows on the contact pages and the help line. Medicare Advantage brands share the Medicare line,
 * the others the member line.
 */
export const CUSTOMER_SERVICE_PHONE_BY_TIER: Readonly<Record<string, string>> = Object.fromEntries(
  Object.keys(brandCustomerServiceLines).map((tier) => [tier, phoneNumberDigits(brandCustomerServiceLine(tier).phone)]),
);

/** The customer-service number of a tier; the default brand's (ABCBS) for an unknown tier. */
export function customerServicePhone(tier: string): string {
  return phoneNumberDigits(brandCustomerServiceLine(tier).phone);
}
