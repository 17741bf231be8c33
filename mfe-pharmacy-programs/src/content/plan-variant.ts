// Which plan variant of a content item a member sees (the selection rule is documented at the top of
// catalogue.ts and in this remote's README).
import type { ContentCatalogue } from './content-lookup';

export const variantSuffixes = ['FI', 'BA', 'HA', 'emp', 'ABB', 'ABCBS'] as const;
export type VariantSuffix = (typeof variantSuffixes)[number];

/** Tier names that program ids sometimes carry although no variant has them (wellness_ABM). */
const tierOnlySuffixes = ['ABM', 'OCTAVE'];
const strippable = [...variantSuffixes, ...tierOnlySuffixes].map((suffix) => suffix.toLowerCase());

/** What the rule reads of the selected plan. planKind comes with the memberships response. */
export interface VariantPlan {
  tier1?: string | null;
  planKind?: string | null;
}

/** The plan kind of a selected plan, when the memberships response gave one. */
export function planKindOf(plan: object | null | undefined): string | null {
  const kind = (plan as { planKind?: unknown } | null | undefined)?.planKind;
  return typeof kind === 'string' ? kind : null;
}

/** The member's variants, best first; ABCBS (the default brand) always closes the list. */
export function memberVariants(plan: VariantPlan | null | undefined): VariantSuffix[] {
  const kind = plan?.planKind?.toLowerCase() ?? null;
  const tier = plan?.tier1?.toUpperCase() ?? 'ABCBS';
  if (kind === 'employee') return ['emp', 'ABCBS'];
  if (tier === 'HA') return ['HA', 'ABCBS'];
  if (tier === 'BA') return ['BA', 'ABCBS'];
  const defaultBrand = !['ABM', 'OCTAVE'].includes(tier);
  if (defaultBrand && kind === 'individual') return ['FI', 'ABCBS'];
  if (defaultBrand && kind === 'group') return ['ABB', 'ABCBS'];
  return ['ABCBS'];
}

/** The id without its variant (or tier) suffix: bhealth_eap_emp -> bhealth_eap; MAsupp_dental stays. */
export function baseContentId(contentId: string): string {
  const cut = contentId.lastIndexOf('_');
  if (cut <= 0) return contentId;
  return strippable.includes(contentId.slice(cut + 1).toLowerCase()) ? contentId.slice(0, cut) : contentId;
}

/**
 * The catalogue id to show for an id (a program id from the rights, or a page's content id): the
 * member's own variant of it when the catalogue has one, else the id as given, else its base id.
 * An id the catalogue does not know at all comes back unchanged (its lookup then returns the id).
 */
export function variantContentId(contentId: string, plan: VariantPlan | null | undefined, catalogue: ContentCatalogue): string {
  const base = baseContentId(contentId);
  for (const suffix of memberVariants(plan)) {
    const item = catalogue.find(`${base}_${suffix}`);
    if (item) return item.content_id;
  }
  return catalogue.find(contentId)?.content_id ?? catalogue.find(base)?.content_id ?? contentId;
}
