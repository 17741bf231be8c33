// The brand tiers of docs/product/brands.md#brands-tiers, default first. Free of React and of every other module, so the
// landing page's first script (landing-brand.ts) stays a few hundred bytes.
import type { BrandTier } from '@portal/contracts/domain';

export const defaultBrandTier: BrandTier = 'ABCBS';

export const brandTiers: readonly BrandTier[] = ['ABCBS', 'HA', 'BA', 'ABM', 'OCTAVE'];

export function isBrandTier(value: unknown): value is BrandTier {
  return typeof value === 'string' && (brandTiers as readonly string[]).includes(value);
}
