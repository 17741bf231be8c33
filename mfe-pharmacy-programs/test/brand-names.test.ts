// Every brand's members read their own brand's names in program content: content shared by
// brands names the member's brand, never another one.
import type { BrandTier } from '@portal/contracts/domain';
import { brandOf } from '@portal/ui';
import { catalogue, contentFor, exitModalFor } from '../src/content/catalogue';
import { withBrandName } from '../src/content/brand-names';
import { baseContentId, memberVariants } from '../src/content/plan-variant';

/** Whether a member of this plan can be given the id: no suffix, or one of the plan's own variants or tier. */
function couldHold(contentId: string, plan: { tier1: BrandTier; planKind: string }): boolean {
  const base = baseContentId(contentId);
  if (base === contentId) return true;
  const suffix = contentId.slice(base.length + 1);
  return (memberVariants(plan) as string[]).includes(suffix) || suffix === plan.tier1;
}

const tiers: BrandTier[] = ['ABCBS', 'HA', 'BA', 'ABM', 'OCTAVE'];
const planKinds = ['individual', 'group', 'employee', 'medicare'];

/** Names of the other brands that this brand's own names do not contain ("Arkansas Blue Cross" is not in "Arkansas Blue Medicare"). */
function otherBrandNames(tier: BrandTier): string[] {
  const own = brandOf(tier);
  return tiers
    .filter((other) => other !== tier)
    .flatMap((other) => [brandOf(other).name, brandOf(other).shortName])
    .filter((name) => !own.name.includes(name) && !own.shortName.includes(name));
}

describe('program content in the member’s own brand', () => {
  it.each(tiers)('a %s member reads no other brand’s name in any program or its exit modal', (tier) => {
    const others = otherBrandNames(tier);
    // An employee plan is the insurer's own (ABCBS); the other kinds go with every brand.
    for (const planKind of tier === 'ABCBS' ? planKinds : planKinds.filter((kind) => kind !== 'employee')) {
      const plan = { tier1: tier, planKind };
      for (const { content_id } of catalogue.items.filter((item) => couldHold(item.content_id, plan))) {
        const text = JSON.stringify([contentFor(content_id, plan), exitModalFor(content_id, plan)]);
        for (const name of others) expect([content_id, planKind, text.includes(name) ? name : null]).toEqual([content_id, planKind, null]);
        expect(text).not.toContain('{{brandName}}');
      }
    }
  });

  it('the discount program asks an Arkansas Blue Medicare member to authorize Arkansas Blue Medicare', () => {
    const modal = exitModalFor('wellness_ABM', { tier1: 'ABM', planKind: 'medicare' })!;
    expect(modal.checkboxes[0]!.label).toBe(
      'I authorize Arkansas Blue Medicare to share my information with the discount program as described above.',
    );
    expect(JSON.stringify(modal.content)).toContain('you authorize Arkansas Blue Medicare to share this information');
    expect(exitModalFor('wellness_ABCBS', { tier1: 'ABCBS', planKind: 'individual' })!.checkboxes[0]!.label).toContain(
      'I authorize Arkansas Blue Cross and Blue Shield',
    );
  });

  it('fills the brand in strings, lists and objects, and uses the default brand for an unknown tier', () => {
    expect(withBrandName({ a: ['{{brandName}} pays', { b: '{{brandName}}' }], n: 1, f: false }, 'HA')).toEqual({
      a: ['Health Advantage pays', { b: 'Health Advantage' }],
      n: 1,
      f: false,
    });
    expect(withBrandName('by {{brandName}}', 'XYZ')).toBe('by Arkansas Blue Cross and Blue Shield');
  });
});
