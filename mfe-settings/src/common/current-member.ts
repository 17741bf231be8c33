// Who the page acts for: the signed-in user (token subject) and the selected plan. The shell only
// renders these pages with both in place; the pages still render a quiet status without them.
import { useSession } from '@portal/session';

export function useUserId(): string | null {
  return useSession((state) => state.userId);
}

export function useSelectedPlan() {
  return useSession((state) => state.selectedPlan);
}
