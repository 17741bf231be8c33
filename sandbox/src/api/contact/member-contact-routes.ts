import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppDeps } from '../../app.ts';
import { contactRequests, users } from '../../db/schema.ts';
import { send } from '../../services/outbox.ts';
import { memberSubject } from '../../access/route-access.ts';
import { fieldError } from '../errors.ts';
import { BestDay, BestTime, Comments, CompanyId, Ok, ok, Phone10, responses, bearer } from '../schemas.ts';

const ContactBody = Type.Object(
  {
    companyId: CompanyId,
    memberId: Type.String({ minLength: 1, maxLength: 32 }),
    phoneNumber: Phone10,
    comments: Comments,
    topic: Type.Optional(
      Type.Union(['Claims', 'Benefits', 'Billing', 'ID Cards', 'Pharmacy', 'Website', 'Other'].map((t) => Type.Literal(t))),
    ),
    bestDayToReach: BestDay,
    bestTimeToReach: BestTime,
  },
  { additionalProperties: false },
);

function contactRequest(api: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  api.post<{ Body: Static<typeof ContactBody> }>(
    '/contact',
    {
      config: { access: { kind: 'contact', action: 'change', subject: 'body.memberId' }, errorCode: 'CON-0001' },
      schema: {
        tags: ['contact'],
        security: bearer,
        body: ContactBody,
        summary: 'Send a message to customer service (comment at most 450 characters)',
        response: responses({ 201: Ok }, [400, 401, 403]),
      },
    },
    async (request, reply) => {
      const { caller, member } = memberSubject(request);
      if (member.companyId !== request.body.companyId) throw fieldError('CON-0002', 'companyId', 'Does not match the member.');
      await db.insert(contactRequests).values({ username: caller.username, memberId: member.memberId, payload: request.body });
      const user = (await db.select().from(users).where(eq(users.username, caller.username)).limit(1))[0];
      if (user)
        await send(db, {
          to: user.email,
          channel: 'email',
          subject: 'We received your message',
          body: 'Thank you for contacting us. We will call you at the time you chose.',
        });
      return reply.code(201).send(ok('Your message has been sent.'));
    },
  );
}

/** A signed-in member asks to be called back. */
export default async function memberContactRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  contactRequest(api, deps);
}
