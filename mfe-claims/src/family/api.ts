// The family roster: everyone on the selected plan's contract, adult dependents too, by name. Pages
// read from it whom they name or offer beyond the members the user acts for. The access rights'
// accessibleMembers are only those the user acts for (the user and dependents under 18): an adult
// dependent is never among them, family access or not, since family access shares their claims with
// the policyholder, not their messages or the right to act for them. The roster comes from the member
// API's users/{userId}/dependents; until it is loaded, or if it fails, the accessible members stand in
// for it, so nothing of the user's own or a minor's waits for it.
import { callApi, memberCall, type CallAnswer } from '@portal/api-client';
import { useApiData } from '@portal/api-client/use-api-data';
import type { AccessibleMember } from '@portal/contracts/domain';
import { useRights } from '@portal/rights';
import { useSession } from '@portal/session';

// Until it loads, or if it fails, the accessible members stand in: no failure is shown (errors: 'caller').
const familyRosterCall = memberCall('GET', 'users/{userId}/dependents', 'BP-NFA-100', { errors: 'caller' });

type RosterAnswer = CallAnswer<typeof familyRosterCall>;
export type RosterMember = RosterAnswer['members'][number];

/** The roster's members on one contract (the answer covers all the user's plans), in the answer's order. */
export function rosterOfContract(members: readonly RosterMember[], contractId: string): AccessibleMember[] {
  return members.filter((member) => member.contractId === contractId);
}

function loadRoster(userId: string, signal: AbortSignal): Promise<RosterAnswer> {
  return callApi(familyRosterCall, { params: { userId }, signal });
}

/** Everyone on the selected plan's contract whom the user may see listed; the accessible members until it loads. */
export function useFamilyRoster(): readonly AccessibleMember[] {
  const userId = useSession((state) => state.selectedPlan?.username ?? '');
  const contractId = useSession((state) => state.selectedPlan?.contractId ?? '');
  const accessible = useRights((state) => state.accessibleMembers);
  const roster = useApiData((signal) => loadRoster(userId, signal), `family-roster:${userId}`);
  if (!userId || !contractId || roster.status !== 'ready' || !Array.isArray(roster.data?.members)) return accessible;
  return rosterOfContract(roster.data.members, contractId);
}
