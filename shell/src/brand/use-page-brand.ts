import { useSession } from '@portal/session';
import { brandOf, type Brand } from '@portal/ui';
import { readRememberedBrandTier } from './remembered-brand';

/**
 * The brand the page shows: the selected plan's, else the one remembered on this device (ABCBS when
 * none). Reads storage while rendering, so only for what renders after a member's action (a dialog),
 * never for what the pre-rendered page carries: that is BrandVariants' job.
 */
export function usePageBrand(): Brand {
  const planTier = useSession((state) => state.selectedPlan?.tier1);
  return brandOf(planTier ?? readRememberedBrandTier());
}
