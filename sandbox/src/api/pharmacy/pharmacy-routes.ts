import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { phoneLines, phoneNumberDigits } from '@portal/contracts/phone-lines';
import type { AppDeps } from '../../app.ts';
import { claims } from '../../db/schema.ts';
import { ageOn } from '../../seed/dates.ts';
import { PHARMACY_MINIMUM_AGE } from '../../services/handoff-eligibility.ts';
import { memberSubject } from '../../access/route-access.ts';
import { requireRight, rightsOf } from '../member-rights.ts';
import { coded } from '../errors.ts';
import { MemberIdParams, responses, bearer } from '../schemas.ts';
import { dollarsFromCents } from '@portal/contracts/money';

function pharmacy(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/pharmacy',
    {
      config: { access: { kind: 'pharmacy', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['pharmacy'],
        security: bearer,
        params: MemberIdParams,
        summary: 'Pharmacy center: PHA-0001 for members under 17',
        response: responses({
          200: Type.Object({
            memberId: Type.String(),
            pharmacyCenter: Type.Boolean(),
            rxSavingsSolutions: Type.Boolean(),
            mailOrderPhone: Type.String(),
            supportHours: Type.String(),
            recentFills: Type.Array(
              Type.Object({
                claimId: Type.String(),
                drug: Type.String(),
                filledOn: Type.String(),
                pharmacy: Type.String(),
                memberCost: Type.Union([Type.Number(), Type.Null()]),
              }),
            ),
          }),
        }),
      },
    },
    async (request) => {
      const { member } = memberSubject(request);
      const rights = rightsOf(member);
      requireRight(member, rights.pharmacyCenter || rights.rxSavingsSolutions, 'The pharmacy center');
      if (ageOn(member.birthDate) < PHARMACY_MINIMUM_AGE) throw coded('PHA-0001');
      const fills = await db
        .select()
        .from(claims)
        .where(and(eq(claims.memberId, member.memberId), eq(claims.claimType, 'Pharmacy')))
        .orderBy(desc(claims.serviceDate))
        .limit(10);
      return {
        memberId: member.memberId,
        pharmacyCenter: rights.pharmacyCenter,
        rxSavingsSolutions: rights.rxSavingsSolutions,
        mailOrderPhone: phoneNumberDigits(phoneLines.pharmacy.phone),
        supportHours: phoneLines.pharmacy.hours,
        recentFills: fills.map((c) => ({
          claimId: c.claimId,
          drug: c.lines[0]?.description ?? '',
          filledOn: c.serviceDate,
          pharmacy: c.providerName,
          memberCost: c.memberOweCents === null ? null : dollarsFromCents(c.memberOweCents),
        })),
      };
    },
  );
}

/** The pharmacy center: the pharmacy benefit partner and recent fills. */
export default async function pharmacyRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  pharmacy(api, deps);
}
