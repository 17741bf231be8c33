// Phone numbers and hours for reaching customer service. The customer-service lines are the brands'
// own (@portal/ui brandOf(tier).customerService, the number on the brand's ID cards): one line per
// group of brands sharing a number. Every number and its hours come from the list the member API reads
// too, @portal/contracts/phone-lines (pharmacy hours are docs/product/constants.md#constants-pharmacy-age).
import type { BrandTier } from '@portal/contracts/domain';
import { phoneLines } from '@portal/contracts/phone-lines';
import { brandOf } from '@portal/ui';

export interface CustomerServiceLine {
  id: string;
  title: string;
  /** Who the line is for. */
  audience: string;
  /** As shown; the dial string is derived from it. */
  phone: string;
  hours: string;
}

/** "A, B and C" */
function listOf(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A customer-service line for brands that share one (the brand definition holds the number). */
function brandLine(id: string, title: string, tiers: readonly BrandTier[]): CustomerServiceLine {
  const { phone, hours } = brandOf(tiers[0]).customerService;
  return { id, title, audience: `${listOf(tiers.map((tier) => brandOf(tier).name))} members`, phone, hours };
}

/** Which brands share each customer-service line (a test checks that they do share its number). */
export const brandLineTiers = {
  'member-services': ['ABCBS', 'HA', 'BA'],
  medicare: ['ABM', 'OCTAVE'],
} as const satisfies Record<string, readonly BrandTier[]>;

export const customerServiceLines: readonly CustomerServiceLine[] = [
  brandLine('member-services', 'Member customer service', brandLineTiers['member-services']),
  brandLine('medicare', 'Medicare Advantage customer service', brandLineTiers.medicare),
  {
    id: 'pharmacy',
    title: 'Pharmacy support',
    audience: 'Questions about prescriptions, drug coverage and mail-order pharmacy',
    // The Pharmacy Center's number (the member API's mailOrderPhone), so both pages give the same one.
    ...phoneLines.pharmacy,
  },
  {
    id: 'portal-help',
    title: 'Member portal help',
    audience: 'Help with registering, signing in or a locked account',
    ...phoneLines.portalHelp,
  },
];

/** TTY users dial the relay service. */
export const ttyNumber = '711';
