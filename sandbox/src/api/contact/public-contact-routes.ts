import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../../app.ts';
import type { ThrottleCheck } from '../../auth/throttle-policy.ts';
import { contactRequests } from '../../db/schema.ts';
import { send } from '../../services/outbox.ts';
import { BestDay, BestTime, Comments, CompanyId, Email, Ok, ok, PersonName, Phone10, responses, MemberId } from '../schemas.ts';
import { refuseWhenThrottled } from '../throttling.ts';
import { clientAddress } from '../../http/client-address.ts';

const PublicContactBody = Type.Object(
  {
    firstName: PersonName,
    lastName: PersonName,
    email: Email,
    phoneNumber: Phone10,
    companyId: CompanyId,
    memberId: Type.Optional(MemberId),
    comments: Comments,
    bestDayToReach: BestDay,
    bestTimeToReach: BestTime,
  },
  { additionalProperties: false },
);

const tags = ['public'];

function publicContactRequest(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const throttles = deps.state.throttles;
  const addressOf = (request: FastifyRequest) => clientAddress(request, deps.config.portalGatewayKey);
  api.post<{ Body: Static<typeof PublicContactBody> }>(
    '/public/contact',
    {
      config: { errorCode: 'CON-0001' },
      schema: {
        tags,
        summary: 'Contact form for visitors who are not signed in',
        body: PublicContactBody,
        response: responses({ 201: Ok }, [400, 429]),
      },
    },
    async (request, reply) => {
      const checks: ThrottleCheck[] = [
        ['contactMessagesPerAddress', addressOf(request)],
        ['contactMessagesPerEmail', request.body.email],
      ];
      refuseWhenThrottled(throttles, reply, checks);
      throttles.record(checks);
      await db.insert(contactRequests).values({ username: null, memberId: request.body.memberId ?? null, payload: request.body });
      await send(db, {
        to: request.body.email,
        channel: 'email',
        subject: 'We received your message',
        body: 'Thank you for contacting us. We will reply within 2 business days.',
      });
      return reply.code(201).send(ok('Your message has been sent.'));
    },
  );
}

/** Someone who is not signed in asks to be called back. */
export default async function publicContactRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  publicContactRequest(api, deps);
}
