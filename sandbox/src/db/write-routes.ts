import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from './client.ts';
import { inRequestTransaction } from './request-transaction.ts';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Makes a write route's handler run in a transaction of its own (request-transaction.ts), answered
 * inside it: the change, and the audit entries the answer's hooks record, commit together. A handler
 * that returns its body (instead of sending it) has it sent inside the transaction too. A handler that
 * throws rolls the change back; the error's answer and its audit entry come after.
 */
export function runWritesInTransactions(route: RouteOptions, root: Db): void {
  if (![route.method].flat().some((method) => writeMethods.has(method))) return;
  const handler = route.handler;
  route.handler = async function inTransaction(this: unknown, request: FastifyRequest, reply: FastifyReply) {
    return inRequestTransaction(root, async () => {
      const body: unknown = await handler.call(this as never, request, reply);
      if (!reply.sent && body !== undefined && body !== reply) reply.send(body);
      // Resolves once the answer is written (Fastify's reply is thenable): the audit entries its
      // hooks record are in this transaction by then.
      if (reply.sent || body !== undefined) await reply;
      return reply;
    });
  };
}
