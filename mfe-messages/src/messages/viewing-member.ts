// Whose messages the message center shows (docs/product/roles-and-rights.md#rights-user-kinds: members can act for the other accessible
// members). The selected plan's member by default; another member whose messages the access policy
// lets the user read (a policyholder's dependents under 18) once the user chooses one. The choice is
// kept for the browser session, never in the URL.
import { useState } from 'react';
import type { AccessibleMember } from '@portal/contracts/domain';
import { membersAllowed, useRights } from '@portal/rights';
import { readSessionItem, useSession, writeSessionItem, useSelectedMemberId } from '@portal/session';
import { formatPersonName } from '@portal/ui';

export const viewingMemberStorageKey = 'message_center_member';

export interface MemberChoice {
  memberId: string;
  name: string;
}

/** The selected member first, then the other members whose messages the user may read, each once. */
export function memberChoices(planMemberId: string, planName: string, accessibleMembers: readonly AccessibleMember[]): MemberChoice[] {
  const choices: MemberChoice[] = [{ memberId: planMemberId, name: formatPersonName(planName) || planMemberId }];
  for (const member of membersAllowed(accessibleMembers, 'messages', planMemberId)) {
    if (!member.memberId || choices.some((choice) => choice.memberId === member.memberId)) continue;
    const name = formatPersonName(member.firstName, member.lastName);
    choices.push({ memberId: member.memberId, name: name || `Member ${member.memberId}` });
  }
  return choices;
}

/** The chosen member while they are still one the user can act for, else the selected member. */
export function viewingMemberId(planMemberId: string, choices: readonly MemberChoice[], chosen: string | null): string {
  return chosen && choices.some((choice) => choice.memberId === chosen) ? chosen : planMemberId;
}

export interface ViewingMember {
  memberId: string;
  choices: MemberChoice[];
  choose(memberId: string): void;
}

export function useViewingMember(): ViewingMember {
  const plan = useSession((state) => state.selectedPlan);
  const accessibleMembers = useRights((state) => state.accessibleMembers);
  const [chosen, setChosen] = useState(() => readSessionItem(viewingMemberStorageKey));
  const planMemberId = useSelectedMemberId();
  const choices = memberChoices(planMemberId, plan?.displayName ?? '', accessibleMembers);
  return {
    memberId: viewingMemberId(planMemberId, choices, chosen),
    choices,
    choose(memberId) {
      writeSessionItem(viewingMemberStorageKey, memberId === planMemberId ? null : memberId);
      setChosen(memberId);
    },
  };
}
