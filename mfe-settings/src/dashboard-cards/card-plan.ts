import { useSession } from '@portal/session';

/** The selected plan's member id (the shell shows the dashboard's cards only with a plan selected). */
export function useCardMemberId(): string {
  return useSession((state) => state.selectedPlan?.memberId ?? '');
}
