import { and, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { memberState } from './schema.ts';

/** Per-member settings and flags (preferences, autopay, family access, ...) kept as JSON by key. */
export function memberStateStore(db: Db) {
  return {
    async get<T>(memberId: string, key: string): Promise<T | undefined> {
      const rows = await db
        .select()
        .from(memberState)
        .where(and(eq(memberState.memberId, memberId), eq(memberState.key, key)))
        .limit(1);
      return rows[0]?.value as T | undefined;
    },
    async put(memberId: string, key: string, value: unknown): Promise<void> {
      await db
        .insert(memberState)
        .values({ memberId, key, value })
        .onConflictDoUpdate({ target: [memberState.memberId, memberState.key], set: { value, updatedAt: new Date() } });
    },
  };
}
