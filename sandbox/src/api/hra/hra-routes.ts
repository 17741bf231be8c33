import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { claims, hraTransactions } from '../../db/schema.ts';
import { memberStateStore } from '../../db/member-state.ts';
import { membersCovered } from '../../access/access-policy.ts';
import { memberSubject } from '../../access/route-access.ts';
import { notFound } from '../errors.ts';
import { MemberIdParams, responses, bearer } from '../schemas.ts';
import { dollarsFromCents } from '@portal/contracts/money';
import { requireRight, rightsOf } from '../member-rights.ts';

function healthReimbursementAccount(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const getState = memberStateStore(db).get;
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/hra',
    {
      config: { access: { kind: 'hra', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['spending'],
        security: bearer,
        params: MemberIdParams,
        summary: 'Health reimbursement account balance and transactions',
        response: responses({
          200: Type.Object({
            accountNumber: Type.String(),
            planYear: Type.Integer(),
            balance: Type.Number(),
            annualAllocation: Type.Number(),
            rollover: Type.Number(),
            transactions: Type.Array(
              Type.Object({
                id: Type.String(),
                date: Type.String(),
                description: Type.String(),
                amount: Type.Number(),
                claimId: Type.Union([Type.String(), Type.Null()]),
              }),
            ),
          }),
        }),
      },
    },
    async (request) => {
      const { caller, member } = memberSubject(request);
      requireRight(member, rightsOf(member).healthReimbursementAccount, 'The health reimbursement account');
      // The account is the contract's, kept under the policyholder's row.
      const holder = member.isPolicyHolder
        ? member
        : (caller.own.find((m) => m.contractId === member.contractId && m.isPolicyHolder) ?? member);
      const account = await getState<{ accountNumber: string; planYear: number; annualAllocationCents: number; rolloverCents: number }>(
        holder.memberId,
        'hra',
      );
      if (!account) throw notFound('BP-NFA-404', 'There is no health reimbursement account for this plan.');
      const tx = await db
        .select()
        .from(hraTransactions)
        .where(eq(hraTransactions.memberId, holder.memberId))
        .orderBy(desc(hraTransactions.date));
      const balanceCents = account.rolloverCents + tx.reduce((a, t) => a + t.amountCents, 0);
      // A reimbursement names its claim only when the caller may read that claim (an adult dependent's
      // claims are theirs until they turn on family access).
      const claimIds = tx.flatMap((t) => (t.claimId ? [t.claimId] : []));
      const readable = new Set(membersCovered(caller, 'claims', member).map((m) => m.memberId));
      const claimOwners = claimIds.length
        ? await db.select({ claimId: claims.claimId, memberId: claims.memberId }).from(claims).where(inArray(claims.claimId, claimIds))
        : [];
      const shownClaimIds = new Set(claimOwners.filter((c) => readable.has(c.memberId)).map((c) => c.claimId));
      return {
        accountNumber: account.accountNumber,
        planYear: account.planYear,
        balance: dollarsFromCents(balanceCents),
        annualAllocation: dollarsFromCents(account.annualAllocationCents),
        rollover: dollarsFromCents(account.rolloverCents),
        transactions: tx.map((t) => ({
          id: t.id,
          date: t.date,
          description: t.description,
          amount: dollarsFromCents(t.amountCents),
          claimId: t.claimId && shownClaimIds.has(t.claimId) ? t.claimId : null,
        })),
      };
    },
  );
}

/** The health reimbursement account: balance and transactions. */
export default async function hraRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  healthReimbursementAccount(api, deps);
}
