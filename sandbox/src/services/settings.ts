import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sandboxSettings } from '../db/schema.ts';
import { DEFAULT_SETTINGS } from '../seed/reset.ts';

export async function getSetting<T>(db: Db, key: string): Promise<T> {
  const rows = await db.select().from(sandboxSettings).where(eq(sandboxSettings.key, key)).limit(1);
  return (rows[0]?.value ?? DEFAULT_SETTINGS[key]) as T;
}

export async function putSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db.insert(sandboxSettings).values({ key, value }).onConflictDoUpdate({ target: sandboxSettings.key, set: { value } });
}
