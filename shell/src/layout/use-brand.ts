import { useSession } from '@portal/session';
import { brandOf, type Brand } from '@portal/ui';

/** The brand of the selected plan's tier; ABCBS before a plan is chosen. */
export function useBrand(): Brand {
  return brandOf(useSession((state) => state.selectedPlan?.tier1));
}
