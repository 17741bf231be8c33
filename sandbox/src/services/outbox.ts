import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { hashPasscode } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { outbox, passcodes } from '../db/schema.ts';

export const PASSCODE_TTL_MS = 5 * 60 * 1000;
export const MAX_PASSCODE_ATTEMPTS = 3;

export async function send(db: Db, msg: { to: string; channel: 'email' | 'text'; subject: string; body: string }): Promise<void> {
  await db.insert(outbox).values(msg);
}

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}${'*'.repeat(Math.max(3, local.length - 1))}@${domain}`;
}

export function maskPhone(phone: string): string {
  return `(***) ***-${phone.slice(-4)}`;
}

/** Creates a 6-digit passcode, stores its hash and sends it to the outbox. Returns its id. */
export async function issuePasscode(
  db: Db,
  opts: { username: string; purpose: 'signin' | 'recovery'; channel: 'email' | 'text'; address: string },
): Promise<string> {
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(passcodes).values({
    id,
    username: opts.username,
    purpose: opts.purpose,
    channel: opts.channel,
    address: opts.address,
    codeHash: hashPasscode(id, code),
    expiresAt: new Date(Date.now() + PASSCODE_TTL_MS),
  });
  const what = opts.purpose === 'signin' ? 'sign in' : 'recover your account';
  await send(db, {
    to: opts.address,
    channel: opts.channel,
    subject: 'Your one-time passcode',
    body:
      opts.channel === 'email'
        ? `Use passcode ${code} to ${what}. It expires in 5 minutes. If you did not ask for it, contact us.`
        : `Member portal: ${code} is your passcode to ${what}. It expires in 5 minutes.`,
  });
  return id;
}

export type PasscodeCheck =
  { ok: true } | { ok: false; reason: 'incorrect'; attemptsRemaining: number } | { ok: false; reason: 'exceeded' | 'expired' | 'missing' };

/** Checks a passcode; wrong codes count against MAX_PASSCODE_ATTEMPTS. */
export async function checkPasscode(db: Db, id: string, code: string): Promise<PasscodeCheck> {
  const rows = await db
    .select()
    .from(passcodes)
    .where(and(eq(passcodes.id, id), isNull(passcodes.consumedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) return { ok: false, reason: 'missing' };
  if (row.attempts >= MAX_PASSCODE_ATTEMPTS) return { ok: false, reason: 'exceeded' };
  if (row.expiresAt.getTime() < Date.now()) return { ok: false, reason: 'expired' };
  if (hashPasscode(id, code) === row.codeHash) {
    await db.update(passcodes).set({ consumedAt: new Date() }).where(eq(passcodes.id, id));
    return { ok: true };
  }
  const attempts = row.attempts + 1;
  await db.update(passcodes).set({ attempts }).where(eq(passcodes.id, id));
  if (attempts >= MAX_PASSCODE_ATTEMPTS) return { ok: false, reason: 'exceeded' };
  return { ok: false, reason: 'incorrect', attemptsRemaining: MAX_PASSCODE_ATTEMPTS - attempts };
}

/**
 * A recovery passcode request that matched no account gets a recovery id like any other, with no
 * passcode behind it (sandbox/README.md#throttling-and-enumeration). Checking a code against it
 * answers as a real passcode nobody knows: incorrect with the attempts left, then exceeded, or expired.
 */
export interface DecoyPasscode {
  attempts: number;
  expiresAt: number;
}

export function decoyPasscode(now = Date.now()): DecoyPasscode {
  return { attempts: 0, expiresAt: now + PASSCODE_TTL_MS };
}

/** checkPasscode's answers, in its order, for a decoy: never ok. */
export function checkDecoyPasscode(decoy: DecoyPasscode, now = Date.now()): PasscodeCheck {
  if (decoy.attempts >= MAX_PASSCODE_ATTEMPTS) return { ok: false, reason: 'exceeded' };
  if (decoy.expiresAt < now) return { ok: false, reason: 'expired' };
  decoy.attempts += 1;
  if (decoy.attempts >= MAX_PASSCODE_ATTEMPTS) return { ok: false, reason: 'exceeded' };
  return { ok: false, reason: 'incorrect', attemptsRemaining: MAX_PASSCODE_ATTEMPTS - decoy.attempts };
}

export async function latestOutbox(db: Db, to: string) {
  return db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
}
