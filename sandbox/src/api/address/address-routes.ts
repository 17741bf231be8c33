import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { address1MaxLength, address2MaxLength, changedAddressParts, cityMaxLength } from '@portal/contracts/field-rules';
import type { AppDeps } from '../../app.ts';
import { members } from '../../db/schema.ts';
import { memberSubject } from '../../access/route-access.ts';
import { coded } from '../errors.ts';
import { MemberIdParams, Ok, ok, Phone10, responses, StateCode, Text, Zip, bearer } from '../schemas.ts';

/** The mailing address on file, as the profile shows it and fills its form with. */
const AddressOnFile = Type.Object({
  address1: Type.String(),
  address2: Type.Optional(Type.String()),
  city: Type.String(),
  stateCode: Type.String(),
  zip: Type.String(),
  homePhone: Type.Optional(Type.String()),
  workPhone: Type.Optional(Type.String()),
});

const AddressBody = Type.Object(
  {
    address1: Text(address1MaxLength),
    address2: Type.Optional(Type.String({ maxLength: address2MaxLength })),
    city: Text(cityMaxLength),
    stateCode: StateCode,
    zip: Zip,
    homePhone: Type.Optional(Phone10),
    workPhone: Type.Optional(Phone10),
  },
  { additionalProperties: false },
);

function memberAddress(api: FastifyInstance): void {
  api.get<{ Params: Static<typeof MemberIdParams> }>(
    '/members/:memberId/address',
    {
      config: { access: { kind: 'address', action: 'read', subject: 'params.memberId' } },
      schema: {
        tags: ['profile'],
        security: bearer,
        params: MemberIdParams,
        summary: 'Mailing address on file; updatable=false means show the employer/state or Policy Information message',
        response: responses({
          200: Type.Object({ address: AddressOnFile, updatable: Type.Boolean(), reason: Type.Union([Type.String(), Type.Null()]) }),
        }),
      },
    },
    async (request) => {
      const { member } = memberSubject(request);
      const reason = member.ssoType ? 'sso' : member.planKind === 'group' || member.planKind === 'employee' ? 'employer' : null;
      return { address: member.address, updatable: reason === null, reason };
    },
  );
}

function saveMemberAddress(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.put<{ Params: Static<typeof MemberIdParams>; Body: Static<typeof AddressBody> }>(
    '/members/:memberId/address',
    {
      config: { access: { kind: 'address', action: 'change', subject: 'params.memberId' }, errorCode: 'UPD-0030' },
      schema: {
        tags: ['profile'],
        security: bearer,
        params: MemberIdParams,
        body: AddressBody,
        summary: 'Update the mailing address (individual and Medicare plans)',
        response: responses({ 200: Ok }, [400, 401, 403, 422]),
      },
    },
    async (request) => {
      const { member } = memberSubject(request);
      if (member.ssoType) throw coded('UPD-0031');
      if (member.planKind === 'group' || member.planKind === 'employee') throw coded('UPD-0032');
      const next = { ...request.body, address2: request.body.address2 ?? '' };
      // An update that changes nothing is refused as a whole (no one field is at fault).
      if (changedAddressParts(member.address, next).length === 0) throw coded('UPD-0033');
      await db.update(members).set({ address: next }).where(eq(members.contractId, member.contractId));
      deps.state.generation += 1;
      return ok('Your address has been updated.');
    },
  );
}

/** The plan's mailing address: read and change it. */
export default async function addressRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  memberAddress(api);
  saveMemberAddress(api, deps);
}
