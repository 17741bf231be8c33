// Claims in plain language: what the member owes first, and what each status means for them.
import { formatMoney, isPendingClaim, moneyOrPending } from '@portal/ui';
import type { ClaimSummary } from './claims-api';

/** What the member owes on a claim; a pending claim has no amount yet (the kit's one pending rule). */
export function youOweText(claim: Pick<ClaimSummary, 'status' | 'memberOwe'>): string {
  return moneyOrPending(claim.memberOwe, isPendingClaim(claim.status));
}

/** One or two sentences a member reads before any table: billed, plan paid, you owe. */
export function claimOutcomeText(claim: Pick<ClaimSummary, 'status' | 'providerName' | 'billed' | 'planPaid' | 'memberOwe'>): string {
  const billed = `${claim.providerName} billed ${formatMoney(claim.billed)}.`;
  switch (claim.status.toLowerCase()) {
    case 'pending':
      return `${billed} We're still processing this claim. What your plan pays and what you owe will show here once it's processed.`;
    case 'denied':
      return `${billed} This claim was denied, so your plan paid ${formatMoney(claim.planPaid)}. You may owe ${formatMoney(claim.memberOwe)}. You can appeal this decision.`;
    default: {
      const savings = Math.round((claim.billed - (claim.planPaid ?? 0) - (claim.memberOwe ?? 0)) * 100) / 100;
      const discount = savings > 0 ? ` Your plan's network discount saved you ${formatMoney(savings)}.` : '';
      return `${billed} Your plan paid ${formatMoney(claim.planPaid)}. You owe ${formatMoney(claim.memberOwe)}.${discount}`;
    }
  }
}

/** What a status means for the member. */
export function statusMeaning(status: string): string {
  switch (status.toLowerCase()) {
    case 'processed':
      return 'We have finished processing this claim.';
    case 'pending':
      return 'We received this claim and are still processing it.';
    case 'denied':
      return 'Your plan did not pay for this claim.';
    case 'adjusted':
      return 'We processed this claim again and changed what was paid.';
    default:
      return '';
  }
}
