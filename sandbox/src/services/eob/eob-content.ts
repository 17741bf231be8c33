import { appealDecisionDays, appealFilingDays } from '@portal/contracts/claim-appeals';
import { centsFromDollars, formatCents } from '@portal/contracts/money';
import { brandCustomerServiceLine } from '@portal/contracts/phone-lines';
import type { ClaimLine, claims, members } from '../../db/schema.ts';
import { appealDeadline } from '../claim-appeals.ts';
import { memberOwesOnLineCents } from './member-share.ts';
import { remarkCodeExplanation } from './remark-codes.ts';

/** What an EOB reads of a claim (a stored row, or a seeded one before it is stored). */
export type EobClaim = Pick<
  typeof claims.$inferSelect,
  'claimId' | 'status' | 'serviceDate' | 'receivedDate' | 'providerName' | 'lines'
> & {
  processedDate?: string | null;
};
/** What an EOB reads of the patient. */
export type EobMember = Pick<typeof members.$inferSelect, 'firstName' | 'lastName' | 'memberId' | 'groupId' | 'lobDisplayName' | 'tier1'>;

/** A YYYY-MM-DD day as members read dates: MM/DD/YYYY. */
export function shownDate(isoDate: string): string {
  return `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;
}

/** The money columns of the services table, in the order a claim is adjudicated. */
export const MONEY_COLUMNS = ['Billed', 'Allowed', 'Deductible', 'Copay', 'Coinsurance', 'Not covered', 'Plan paid', 'You owe'] as const;

/** One line's figures in cents, in the order of MONEY_COLUMNS. */
function lineFigures(line: ClaimLine): number[] {
  const cents = (dollars: number | null) => centsFromDollars(dollars ?? 0);
  return [
    cents(line.billed),
    cents(line.allowed),
    cents(line.deductible),
    cents(line.copay),
    cents(line.coinsurance),
    cents(line.notCovered),
    cents(line.planPaid),
    memberOwesOnLineCents(line) ?? 0,
  ];
}

export interface EobServiceRow {
  date: string;
  code: string;
  description: string;
  remarkCode: string | null;
  figures: string[];
}

/** What an explanation of benefits says, in the order it says it; the layout only places it. */
export interface EobContent {
  title: string;
  tier: string;
  details: { label: string; value: string }[][];
  status: string;
  statusNote: string | null;
  rows: EobServiceRow[];
  totals: string[];
  planPaid: string;
  memberOwes: string;
  remarks: { code: string; explanation: string }[];
  appeal: string[];
  customerService: string;
}

const STATUS_NOTES: Record<string, string> = {
  Denied: 'We denied this claim. The remark codes below say why, and you can appeal.',
  Adjusted: 'We adjusted this claim after processing it first. This explanation shows the claim as it stands now.',
};

/** The content of the EOB of a decided claim, every figure from its lines. */
export function eobContent(claim: EobClaim, member: EobMember): EobContent {
  const figures = claim.lines.map(lineFigures);
  const totals = MONEY_COLUMNS.map((_, column) => figures.reduce((sum, row) => sum + row[column]!, 0));
  const line = brandCustomerServiceLine(member.tier1);
  const processed = claim.processedDate;
  const remarkCodes = [...new Set(claim.lines.flatMap((l) => (l.remarkCode ? [l.remarkCode] : [])))];
  return {
    title: `Explanation of Benefits for claim ${claim.claimId}`,
    tier: member.tier1,
    details: [
      [
        { label: 'Member', value: `${member.firstName} ${member.lastName}` },
        { label: 'Member ID', value: member.memberId },
        { label: 'Group number', value: member.groupId },
        { label: 'Plan', value: member.lobDisplayName },
      ],
      [
        { label: 'Claim number', value: claim.claimId },
        { label: 'Provider', value: claim.providerName },
        { label: 'Service dates', value: shownDate(claim.serviceDate) },
        { label: 'Received', value: shownDate(claim.receivedDate) },
        { label: 'Processed', value: processed ? shownDate(processed) : 'Not yet' },
      ],
    ],
    status: claim.status,
    statusNote: STATUS_NOTES[claim.status] ?? null,
    rows: claim.lines.map((l, i) => ({
      date: shownDate(claim.serviceDate),
      code: l.procedureCode,
      description: l.description,
      remarkCode: l.remarkCode ?? null,
      figures: figures[i]!.map(formatCents),
    })),
    totals: totals.map(formatCents),
    planPaid: formatCents(totals[6]!),
    memberOwes: formatCents(totals[7]!),
    remarks: remarkCodes.map((code) => ({ code, explanation: remarkCodeExplanation(code) })),
    appeal: [
      'If you disagree with how we processed this claim, you can ask us to review it. This is called an appeal.',
      processed
        ? `Send your appeal by ${shownDate(appealDeadline(processed))}, ${appealFilingDays} days after we processed this claim. Tell us the claim number, what you disagree with and why, and include any records that support your appeal.`
        : `Send your appeal within ${appealFilingDays} days after we process this claim.`,
      `We make a decision within ${appealDecisionDays} days of receiving your appeal.`,
      `To start an appeal or ask about this claim, call customer service at ${line.phone}, ${line.hours}.`,
    ],
    customerService: line.phone,
  };
}
