import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { buildSeed } from './data.ts';

/**
 * Tables the seed owns, emptied before it is written again (idempotency_keys holds the first answers
 * to payments and autopay changes, which go with them). oidc_payloads (sessions, grants) and signing
 * keys survive a reset.
 */
const SEEDED_TABLES = [
  'users',
  'members',
  'claims',
  'prior_auths',
  'messages',
  'member_state',
  'hra_transactions',
  'bills',
  'payments',
  'idempotency_keys',
  'id_card_requests',
  'documents',
  'providers',
  'coverages',
  'contact_requests',
  'outbox',
  'passcodes',
];

export const DEFAULT_SETTINGS: Record<string, unknown> = {
  notice: '',
  systemAvailability: { isSystemAvailable: true },
};

async function insertChunked(db: Db, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  const size = 200;
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}

/** Restores the seed: every persona unlocked and its data as seeded. */
export async function resetToSeed(db: Db): Promise<void> {
  const data = await buildSeed();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql.raw(`TRUNCATE ${SEEDED_TABLES.map((n) => `"${n}"`).join(', ')} RESTART IDENTITY`));
    await insertChunked(t, s.users, data.users);
    await insertChunked(t, s.members, data.members);
    await insertChunked(t, s.claims, data.claims);
    await insertChunked(t, s.priorAuths, data.priorAuths);
    await insertChunked(t, s.messages, data.messages);
    await insertChunked(t, s.memberState, data.memberState);
    await insertChunked(t, s.hraTransactions, data.hraTransactions);
    await insertChunked(t, s.bills, data.bills);
    await insertChunked(t, s.payments, data.payments);
    await insertChunked(t, s.documents, data.documents);
    await insertChunked(t, s.providers, data.providers);
    await insertChunked(t, s.coverages, data.coverages);
    for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
      await t.insert(s.sandboxSettings).values({ key, value }).onConflictDoUpdate({ target: s.sandboxSettings.key, set: { value } });
    }
  });
}

/** Seeds only when the database has no personas yet (first start on a new data folder). */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(s.users);
  if ((rows[0]?.n ?? 0) > 0) return false;
  await resetToSeed(db);
  return true;
}
