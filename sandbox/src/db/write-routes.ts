import type { FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import { failureCode } from '../api/errors.ts';
import type { Db } from './client.ts';
import { currentRequestTransaction, inRequestTransaction } from './request-transaction.ts';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Holds a write's answer until its transaction has committed, so a caller who reads right after it
 * reads the change; a write rolled back after its answer was chosen answers the route's server failure.
 */
const answerAfterCommit: onSendHookHandler = async (request, reply, payload) => {
  const transaction = currentRequestTransaction();
  if (!transaction) return payload;
  transaction.answerReady();
  try {
    await transaction.committed;
    return payload;
  } catch {
    reply.code(500).header('content-type', 'application/json; charset=utf-8').removeHeader('content-length');
    return JSON.stringify({
      code: failureCode(500, request.routeOptions.config?.callErrorCode),
      message: 'An error occurred. We are working on a fix.',
    });
  }
};

/**
 * Makes a write route's handler run in a transaction of its own (request-transaction.ts), answered
 * from inside it: the change, and the audit entries the answer's hooks record, commit together, and
 * the answer leaves after the commit. A handler that returns its body (instead of sending it) has it
 * sent inside the transaction too. A handler that throws a refusal (4xx) keeps what it wrote; any
 * other error rolls the write back; either way the error's answer comes after.
 */
export function runWritesInTransactions(route: RouteOptions, root: Db): void {
  if (![route.method].flat().some((method) => writeMethods.has(method))) return;
  const handler = route.handler;
  route.handler = async function inTransaction(this: unknown, request: FastifyRequest, reply: FastifyReply) {
    return inRequestTransaction(root, async () => {
      const body: unknown = await handler.call(this as never, request, reply);
      if (!reply.sent && body !== undefined && body !== reply) reply.send(body);
      return reply;
    });
  };
  // Route hooks run after the instance's: the audit entries are written in the transaction first.
  route.onSend = [...[route.onSend ?? []].flat(), answerAfterCommit];
}
