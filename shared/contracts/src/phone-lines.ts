// The insurer's phone lines, for the portal and the member API alike (like the error catalogue): each
// brand's customer-service line, the pharmacy line, the provider services line and the member portal help
// line, with their hours; and the claims mailing address printed beside them on ID cards.
// The portal shows them (@portal/ui brandOf(tier).customerService, the contact pages, account help,
// the Pharmacy Center) and the member API sends them (the ID cards' customerServicePhone, the Pharmacy
// Center's mailOrderPhone and supportHours), so a number is written once and the two cannot disagree.
//
// Plain data with no imports: the sandbox's TypeScript (NodeNext) and the apps' (bundler) both read it.

export interface PhoneLine {
  /** As members read it: 1-800-555-0100 (tel: links are made from its digits). */
  readonly phone: string;
  /** When the line answers, as a sentence part ("Monday to Friday, 8 a.m. to 5 p.m. Central"). */
  readonly hours: string;
}

export const phoneLines = {
  /** Member customer service of the commercial brands (individual, group and employee plans). */
  memberServices: { phone: '1-800-555-0100', hours: 'Monday to Friday, 8 a.m. to 5 p.m. Central' },
  /** Customer service of the Medicare Advantage brands (longer hours during the enrolment season). */
  medicare: {
    phone: '1-800-555-0110',
    hours: '8 a.m. to 8 p.m. Central, every day from October 1 to March 31; Monday to Friday from April 1 to September 30',
  },
  /** Pharmacy support, also the Pharmacy Center's mail-order line (docs/product/constants.md#constants-pharmacy-age: 7 a.m. to 8 p.m. Central). */
  pharmacy: { phone: '1-800-555-0199', hours: '7 a.m. to 8 p.m. Central, every day' },
  /** Provider services: doctors' offices and hospitals checking benefits or a claim (printed on the back of ID cards). */
  providerServices: { phone: '1-800-555-0140', hours: 'Monday to Friday, 8 a.m. to 5 p.m. Central' },
  /** Member portal help: registering, signing in, a locked account. */
  portalHelp: { phone: '1-800-555-0130', hours: 'Monday to Friday, 7 a.m. to 6 p.m. Central' },
} as const satisfies Record<string, PhoneLine>;

export type PhoneLineId = keyof typeof phoneLines;

/**
 * The customer-service line of each brand tier (docs/product/brands.md#brands-tiers: each tier is its own line of
 * business): Medicare Advantage brands share the Medicare line, the others the member line. The keys
 * are the brand tiers of @portal/contracts/domain (BrandTier); @portal/ui checks they are all here.
 */
export const brandCustomerServiceLines = {
  ABCBS: 'memberServices',
  HA: 'memberServices',
  BA: 'memberServices',
  ABM: 'medicare',
  OCTAVE: 'medicare',
} as const satisfies Record<string, PhoneLineId>;

export type BrandWithLine = keyof typeof brandCustomerServiceLines;

/** A brand tier's customer-service line; the default brand's (ABCBS) for an unknown tier. */
export function brandCustomerServiceLine(tier: string | null | undefined): PhoneLine {
  const id: PhoneLineId = Object.hasOwn(brandCustomerServiceLines, tier ?? '')
    ? brandCustomerServiceLines[tier as BrandWithLine]
    : brandCustomerServiceLines.ABCBS;
  return phoneLines[id];
}

/** A number as the member API sends it: its digits alone (18005550100). */
export function phoneNumberDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** Where providers (and members filing their own) mail paper claims, as the back of an ID card prints it. */
export const claimsMailingAddress: readonly string[] = ['Claims Department', 'P.O. Box 2400', 'Little Rock, AR 72203-2400'];
