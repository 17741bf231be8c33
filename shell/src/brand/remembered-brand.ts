// The brand tier of the last plan selected on this device, so a member who signs out, times out or
// comes back another day sees their own brand on /login rather than the default. Only the
// tier is kept (one of five line-of-business codes, nothing about the member), in localStorage
// because sign-out clears session storage.
import type { BrandTier } from '@portal/contracts/domain';
import { isBrandTier } from './brand-tiers';

export const rememberedBrandKey = 'portal.brandTier';

export function rememberBrandTier(tier: BrandTier): void {
  try {
    localStorage.setItem(rememberedBrandKey, tier);
  } catch {
    // Without storage the landing page shows the default brand.
  }
}

export function readRememberedBrandTier(): BrandTier | null {
  try {
    const stored = localStorage.getItem(rememberedBrandKey);
    return isBrandTier(stored) ? stored : null;
  } catch {
    return null;
  }
}
