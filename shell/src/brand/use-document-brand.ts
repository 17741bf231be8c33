import { useLayoutEffect } from 'react';
import { useSession } from '@portal/session';
import { isBrandTier } from './brand-tiers';
import { applyDocumentBrand } from './document-brand';
import { readRememberedBrandTier, rememberBrandTier } from './remembered-brand';

/**
 * Keeps <html data-brand> on the page's brand, before the browser paints: the selected plan's tier
 * (remembered for the next visit), else the tier remembered on this device, so the landing page a
 * member signs out or times out to is their own brand's. A tier the portal does not know is the
 * default brand (docs/product/brands.md#brands-tiers).
 */
export function useDocumentBrand(): void {
  const planTier = useSession((state) => state.selectedPlan?.tier1);
  useLayoutEffect(() => {
    const known = isBrandTier(planTier) ? planTier : null;
    if (known) rememberBrandTier(known);
    applyDocumentBrand(planTier ? known : readRememberedBrandTier());
  }, [planTier]);
}
