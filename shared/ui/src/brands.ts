// The lines of business (docs/product/brands.md#brands-plan-name): each brand tier has its own name, logo colours, footer
// wording, copyright holder, linking-disclaimer text and customer-service line. ABCBS is the default
// for any other value.
import type { BrandTier } from '@portal/contracts/domain';
import { brandCustomerServiceLines, phoneLines } from '@portal/contracts/phone-lines';

export interface Brand {
  tier: BrandTier;
  /** The insurer's brand name, also the plan display name of the tier. */
  name: string;
  shortName: string;
  licensee: string;
  copyrightHolder: string;
  linkingDisclaimer: string;
  /**
   * The brand's one customer-service line, as shown on the contact pages and the help line. The
   * member API prints the same number on the brand's ID cards: both read it from
   * @portal/contracts/phone-lines (shared/ui/test/brand-phones.test.ts).
   */
  customerService: CustomerServiceLine;
}

export interface CustomerServiceLine {
  /** As members read it: 1-800-555-0100 (tel: links are made from its digits). */
  phone: string;
  hours: string;
}

/**
 * A tier's customer-service line, from the list the member API reads too (@portal/contracts/phone-lines);
 * indexed by BrandTier, so a tier missing from that list does not compile.
 */
function lineOf(tier: BrandTier): CustomerServiceLine {
  return phoneLines[brandCustomerServiceLines[tier]];
}

const defaultLinkingDisclaimer =
  'You are leaving this website. The site you are going to is run by an independent company that is responsible for its content and privacy practices. Linking to it does not mean we endorse its products or services.';

const brands: Record<BrandTier, Brand> = {
  ABCBS: {
    tier: 'ABCBS',
    name: 'Arkansas Blue Cross and Blue Shield',
    shortName: 'Arkansas Blue Cross',
    licensee: 'Arkansas Blue Cross and Blue Shield is an independent licensee of the Blue Cross and Blue Shield Association.',
    copyrightHolder: 'Arkansas Blue Cross and Blue Shield',
    linkingDisclaimer: defaultLinkingDisclaimer,
    customerService: lineOf('ABCBS'),
  },
  HA: {
    tier: 'HA',
    name: 'Health Advantage',
    shortName: 'Health Advantage',
    licensee: 'Health Advantage is an independent licensee of the Blue Cross and Blue Shield Association.',
    copyrightHolder: 'Health Advantage',
    linkingDisclaimer:
      'You are leaving the Health Advantage website. The site you are going to is run by an independent company; Health Advantage is not responsible for its content, products or privacy practices.',
    customerService: lineOf('HA'),
  },
  BA: {
    tier: 'BA',
    name: 'BlueAdvantage Administrators of Arkansas',
    shortName: 'BlueAdvantage',
    licensee:
      'BlueAdvantage Administrators of Arkansas is an independent licensee of the Blue Cross and Blue Shield Association and administers self-funded employer plans.',
    copyrightHolder: 'BlueAdvantage Administrators of Arkansas',
    linkingDisclaimer:
      'You are leaving the BlueAdvantage website. Your employer’s plan does not control the site you are going to; its owner is responsible for its content and privacy practices.',
    customerService: lineOf('BA'),
  },
  ABM: {
    tier: 'ABM',
    name: 'Arkansas Blue Medicare',
    shortName: 'Arkansas Blue Medicare',
    licensee: 'Arkansas Blue Medicare is an independent licensee of the Blue Cross and Blue Shield Association.',
    copyrightHolder: 'Arkansas Blue Medicare',
    linkingDisclaimer: defaultLinkingDisclaimer,
    customerService: lineOf('ABM'),
  },
  OCTAVE: {
    tier: 'OCTAVE',
    name: 'Octave Blue Medicare Advantage',
    shortName: 'Octave',
    licensee:
      'Octave Blue Medicare Advantage is offered by an independent licensee of the Blue Cross and Blue Shield Association, a Medicare Advantage organization with a Medicare contract.',
    copyrightHolder: 'Octave Blue Medicare Advantage',
    linkingDisclaimer:
      'You are leaving the Octave website. The site you are going to is not run by Octave or Medicare; its owner is responsible for its content and privacy practices.',
    customerService: lineOf('OCTAVE'),
  },
};

/** The brand of a tier; ABCBS for a missing or unknown tier. */
export function brandOf(tier: string | null | undefined): Brand {
  return brands[(tier ?? '') as BrandTier] ?? brands.ABCBS;
}
