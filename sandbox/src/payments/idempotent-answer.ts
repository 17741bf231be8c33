// Writes that happen once per Idempotency-Key (the header of the IETF httpapi draft): the first request
// with a key is carried out and its answer kept, in the same transaction, in idempotency_keys; the
// same key again, from the same user, gets that answer (status and body) and changes nothing; the same
// key with other details is refused (422 PAY-0014). A refused request keeps nothing, so the member
// can correct it and send it again with the same key.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { coded } from '../api/errors.ts';

/** A key as the header carries it: 16 to 128 letters, digits, - and _ (a UUID fits), bare or as the draft's quoted string. */
export const idempotencyKeyPattern = '^([A-Za-z0-9_-]{16,128}|"[A-Za-z0-9_-]{16,128}")$';

/** The key of a request whose headers the route's schema has checked. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers['idempotency-key'];
  return String(Array.isArray(raw) ? raw[0] : raw).replace(/^"(.*)"$/, '$1');
}

/** Fields whose full value is never kept: only their last 4 digits go into a request's hash. */
const secretFields = new Set(['cardNumber', 'accountNumber']);

/** JSON with object keys in sorted order, so the same request always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What a request asks for, as a SHA-256: its route, its member and its body, card and account numbers cut to their last 4 digits. */
export function requestHash(route: string, memberId: string, body: Record<string, unknown>): string {
  const kept = Object.fromEntries(
    Object.entries(body).map(([name, value]) => [
      name,
      secretFields.has(name) && typeof value === 'string' ? value.replace(/\D/g, '').slice(-4) : value,
    ]),
  );
  return createHash('sha256')
    .update(canonicalJson({ route, memberId, body: kept }))
    .digest('hex');
}

export interface KeyedRequest {
  username: string;
  key: string;
  memberId: string;
  /** Method and route template. */
  route: string;
  requestHash: string;
}

export interface Answer<T> {
  status: number;
  body: T;
}

/**
 * Runs `work` in a transaction once per user and key, and keeps its answer there too. Requests with
 * the same key wait for each other (a transaction-scoped advisory lock on the user and key), so a
 * second one that arrives while the first is still running gets the first's answer once it is kept,
 * or does the work itself if the first was refused and kept nothing.
 */
export async function answerOnce<T>(db: Db, keyed: KeyedRequest, work: (tx: Db) => Promise<Answer<T>>): Promise<Answer<T>> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`idempotency-key\n${keyed.username}\n${keyed.key}`}, 0))`);
    const [first] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.username, keyed.username), eq(idempotencyKeys.key, keyed.key)));
    if (first) {
      if (first.requestHash !== keyed.requestHash || first.route !== keyed.route || first.memberId !== keyed.memberId)
        throw coded('PAY-0014');
      return { status: first.responseStatus, body: first.responseBody as T };
    }
    const answer = await work(tx);
    await tx.insert(idempotencyKeys).values({ ...keyed, responseStatus: answer.status, responseBody: answer.body });
    return answer;
  });
}
