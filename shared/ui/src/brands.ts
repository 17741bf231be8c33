// The lines of business (SPEC section 1): each brand tier has its own name, logo colours, footer
// wording, copyright holder, linking-disclaimer text and customer-service line. ABCBS is the default
// for any other value.
import type { BrandTier } from '@portal/contracts/domain';

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
   * member API prints the same number on the brand's ID cards (sandbox/src/seed/brands.ts;
   * shared/ui/test/brand-phones.test.ts compares the two).
   */
  customerService: CustomerServiceLine;
}

export interface CustomerServiceLine {
  /** As members read it: 1-800-555-0100 (tel: links are made from its digits). */
  phone: string;
  hours: string;
}

/** Member customer service of the commercial brands (individual, group and employee plans). */
const memberLine: CustomerServiceLine = { phone: '1-800-555-0100', hours: 'Monday to Friday, 8 a.m. to 5 p.m. Central' };
/** Customer service of the Medicare Advantage brands (longer hours during the enrolment season). */
const medicareLine: CustomerServiceLine = {
  phone: '1-800-555-0110',
  hours: '8 a.m. to 8 p.m. Central, every day from October 1 to March 31; Monday to Friday from April 1 to September 30',
};

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
    customerService: memberLine,
  },
  HA: {
    tier: 'HA',
    name: 'Health Advantage',
    shortName: 'Health Advantage',
    licensee: 'Health Advantage is an independent licensee of the Blue Cross and Blue Shield Association.',
    copyrightHolder: 'Health Advantage',
    linkingDisclaimer:
      'You are leaving the Health Advantage website. The site you are going to is run by an independent company; Health Advantage is not responsible for its content, products or privacy practices.',
    customerService: memberLine,
  },
  BA: {
    tier: 'BA',
    name: 'BlueAdvantage Administrators of Arkansas',
    shortName: 'BlueAdvantage',
    licensee: 'BlueAdvantage Administrators of Arkansas is an independent licensee of the Blue Cross and Blue Shield Association and administers self-funded employer plans.',
    copyrightHolder: 'BlueAdvantage Administrators of Arkansas',
    linkingDisclaimer:
      'You are leaving the BlueAdvantage website. Your employer’s plan does not control the site you are going to; its owner is responsible for its content and privacy practices.',
    customerService: memberLine,
  },
  ABM: {
    tier: 'ABM',
    name: 'Arkansas Blue Medicare',
    shortName: 'Arkansas Blue Medicare',
    licensee: 'Arkansas Blue Medicare is an independent licensee of the Blue Cross and Blue Shield Association.',
    copyrightHolder: 'Arkansas Blue Medicare',
    linkingDisclaimer: defaultLinkingDisclaimer,
    customerService: medicareLine,
  },
  OCTAVE: {
    tier: 'OCTAVE',
    name: 'Octave Blue Medicare Advantage',
    shortName: 'Octave',
    licensee: 'Octave Blue Medicare Advantage is offered by an independent licensee of the Blue Cross and Blue Shield Association, a Medicare Advantage organization with a Medicare contract.',
    copyrightHolder: 'Octave Blue Medicare Advantage',
    linkingDisclaimer:
      'You are leaving the Octave website. The site you are going to is not run by Octave or Medicare; its owner is responsible for its content and privacy practices.',
    customerService: medicareLine,
  },
};

/** The brand of a tier; ABCBS for a missing or unknown tier. */
export function brandOf(tier: string | null | undefined): Brand {
  return brands[(tier ?? '') as BrandTier] ?? brands.ABCBS;
}
