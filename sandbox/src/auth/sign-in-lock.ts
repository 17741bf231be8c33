import { insurerClockTime } from '../seed/dates.ts';

/*
 * The lock after failed sign-ins. The third failed sign-in in a row locks the account (LOG-0018, then
 * LOG-0015), and the lock ends by itself SIGN_IN_LOCK_MINUTES later, so nobody can lock someone else
 * out for good by typing three wrong passwords; a password reset or a staff unlock ends it sooner.
 * A failed sign-in counts toward a lock for as long as a lock lasts: one older than that is forgotten.
 * Accounts keep this record in `users`; usernames with no account keep the same record in memory
 * (src/state.ts), so both answer alike.
 */

export const LOCK_AFTER_FAILURES = 3;
export const SIGN_IN_LOCK_MINUTES = 30;
export const SIGN_IN_LOCK_MS = SIGN_IN_LOCK_MINUTES * 60_000;

export interface SignInFailures {
  failedSignIns: number;
  lastFailedSignInAt: Date | null;
  lockedAt: Date | null;
}

export const NO_SIGN_IN_FAILURES: SignInFailures = { failedSignIns: 0, lastFailedSignInAt: null, lockedAt: null };

/** When the lock ends; null when there is none, or it has ended. */
export function lockEndsAt(record: Pick<SignInFailures, 'lockedAt'>, now = new Date()): Date | null {
  if (!record.lockedAt) return null;
  const ends = new Date(record.lockedAt.getTime() + SIGN_IN_LOCK_MS);
  return ends > now ? ends : null;
}

export function isLocked(record: Pick<SignInFailures, 'lockedAt'>, now = new Date()): boolean {
  return lockEndsAt(record, now) !== null;
}

/**
 * The record after one more failed sign-in of a username that is not locked, and whether that
 * failure locked it (the third in a row: LOG-0018 rather than LOG-0014).
 */
export function afterFailedSignIn(record: SignInFailures, now = new Date()): { next: SignInFailures; locked: boolean } {
  const stillCounts = record.lastFailedSignInAt !== null && now.getTime() - record.lastFailedSignInAt.getTime() < SIGN_IN_LOCK_MS;
  const failedSignIns = (stillCounts ? record.failedSignIns : 0) + 1;
  const locked = failedSignIns >= LOCK_AFTER_FAILURES;
  return { next: { failedSignIns, lastFailedSignInAt: now, lockedAt: locked ? now : record.lockedAt }, locked };
}

/** What the sign-in page adds to LOG-0015 and LOG-0018: "You can try again after 10:42 p.m. Central." */
export function lockEndsSentence(endsAt: Date): string {
  return `You can try again after ${insurerClockTime(endsAt)} Central.`;
}
