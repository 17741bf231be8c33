import type { FastifyReply } from 'fastify';
import type { ThrottleCheck, ThrottlePolicy } from '../auth/throttle-policy.ts';
import { coded } from './errors.ts';

/**
 * Refuses the request with 429 LOG-0013 and `Retry-After` (seconds) when any of the checks is at its
 * limit (src/auth/throttle-policy.ts). The refused attempt is not counted.
 */
export function refuseWhenThrottled(throttles: ThrottlePolicy, reply: FastifyReply, checks: readonly ThrottleCheck[]): void {
  const wait = throttles.retryAfterSeconds(checks);
  if (!wait) return;
  reply.header('retry-after', String(wait));
  throw coded('LOG-0013');
}
