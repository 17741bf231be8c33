// Claims in plain language: what the member owes first, and what each status means for them. Every
// sentence about a claim's money is made here, by these rules:
// - a pending claim is not decided: no sentence states an amount for it (the billed figure shows in
//   the claim's figures, labelled), only that paid and owed amounts come once it is processed;
// - a denied claim: the plan paid nothing, so no sentence states a payment on it; the member may owe
//   what the plan left to them;
// - a decided claim: what the plan paid ("nothing" rather than $0.00) and what the member owes, and any
//   part the plan did not cover;
// - a list's totals sentence states the sums the list's answer gives for the claims it shows, never a
//   payment when the plan paid nothing, and no figure when every claim shown is pending.
import { formatMoney, moneyOrPending } from '@portal/ui';
import { isPendingClaim } from '@portal/contracts/claim-status';
import type { ClaimLine, ClaimSummary } from './api';

type ClaimFigures = Pick<ClaimSummary, 'status' | 'providerName' | 'billed' | 'planPaid' | 'memberOwe'> & {
  lines?: readonly Pick<ClaimLine, 'notCovered'>[];
};

const isDenied = (status: string) => status.toLowerCase() === 'denied';
const cents = (amount: number | null | undefined) => Math.round((amount ?? 0) * 100);

/** What the member owes on a claim; a pending claim has no amount yet (the kit's one pending rule). */
export function youOweText(claim: Pick<ClaimSummary, 'status' | 'memberOwe'>): string {
  return moneyOrPending(claim.memberOwe, isPendingClaim(claim.status));
}

/** One or two sentences a member reads before any table. */
export function claimOutcomeText(claim: ClaimFigures): string {
  if (isPendingClaim(claim.status)) {
    return `We're still processing this claim from ${claim.providerName}. What your plan pays and what you owe will show here once it's processed.`;
  }
  const billed = `${claim.providerName} billed ${formatMoney(claim.billed)}.`;
  const owe = cents(claim.memberOwe) > 0 ? formatMoney(claim.memberOwe) : null;
  if (isDenied(claim.status)) {
    const mayOwe = owe ? `You may owe the provider ${owe}.` : 'You owe nothing for it.';
    return `${billed} This claim was denied: your plan did not pay for it. ${mayOwe} You can appeal this decision.`;
  }
  const paid = cents(claim.planPaid) > 0 ? `Your plan paid ${formatMoney(claim.planPaid)}.` : 'Your plan paid nothing for this claim.';
  const notCoveredCents = (claim.lines ?? []).reduce((sum, line) => sum + cents(line.notCovered), 0);
  const notCovered =
    notCoveredCents > 0 ? ` Your plan did not cover ${formatMoney(notCoveredCents / 100)} of it, which is part of what you owe.` : '';
  const savingsCents = cents(claim.billed) - cents(claim.planPaid) - cents(claim.memberOwe);
  const discount = savingsCents > 0 ? ` Your plan's network discount saved you ${formatMoney(savingsCents / 100)}.` : '';
  return `${billed} ${paid} ${owe ? `You owe ${owe}.` : 'You owe nothing.'}${notCovered}${discount}`;
}

/**
 * The sentence above a list of claims: the sums over every claim the filters match (`count` of them),
 * as the list's answer gives them. `status` is the status filter, if any.
 */
export function claimsTotalsText({
  count,
  totals,
  status,
}: {
  count: number;
  totals: { billed: number; planPaid: number; memberOwe: number };
  status?: string;
}): string {
  const these = count === 1 ? 'this claim' : `these ${count} claims`;
  if (status && isPendingClaim(status)) {
    return `${count === 1 ? 'This claim is' : `These ${count} claims are`} still being processed. What your plan pays and what you owe will show once ${count === 1 ? 'it is' : 'they are'} processed.`;
  }
  const paid = cents(totals.planPaid) > 0 ? `your plan paid ${formatMoney(totals.planPaid)}` : 'your plan paid nothing';
  return `For ${these}: you owe ${formatMoney(totals.memberOwe)}, ${paid}, and providers billed ${formatMoney(totals.billed)}.`;
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
