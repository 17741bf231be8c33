import type { BrandTier } from '@portal/contracts/domain';
import { brandHintParameter, brandTierOfHint } from '@portal/contracts/brand-hint';
import { brandMarkPaths } from '@portal/contracts/brand-marks';
import { brandNameOf } from '../seed/plan-display-name.ts';

/** What a sign-in page shows of a brand: its code (which selects its colours), name and mark. */
export interface SignInBrand {
  tier: BrandTier;
  name: string;
  markPath: string;
}

/** The default brand, for a request that names none or one the portal does not have. */
const defaultTier: BrandTier = 'ABCBS';

/**
 * The brand the sign-in pages wear: the one the portal named in the authorization request when it is
 * a known brand tier, else the default brand. The value comes from the browser, so it is never shown
 * or used as it came: only the known tier it matched is.
 */
export function signInBrandOf(authorizationParams: Readonly<Record<string, unknown>> | undefined): SignInBrand {
  const tier = brandTierOfHint(authorizationParams?.[brandHintParameter]) ?? defaultTier;
  return { tier, name: brandNameOf(tier), markPath: brandMarkPaths[tier] };
}
