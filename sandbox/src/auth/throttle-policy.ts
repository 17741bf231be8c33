import type { Throttle } from '../state.ts';

/*
 * Every throttle limit of the sandbox, in one table (sandbox/README.md#throttling-and-enumeration). Each rule counts per address (the caller's, src/http/client-address.ts) or per identity (a username, an
 * account, a member id, a destination) in a sliding window; an attempt that would go over the limit
 * is refused with 429, a `Retry-After` header and LOG-0013, and is not counted itself.
 *
 * - Identity checks (a password, a passcode, member details, security answers) count FAILURES only:
 *   the e2e suite signs in hundreds of times from 127.0.0.1, and a right answer must never lock
 *   anyone out.
 * - Sends (passcodes, username reminders, contact messages) count every attempt; a passcode send is
 *   forgiven once its passcode is used, so only sends that led nowhere add up.
 * - POST /sandbox/reset clears every window (development only).
 */

const MINUTE = 60_000;

export interface ThrottleRule {
  limit: number;
  windowMs: number;
  /** What a hit is: a failed identity check, an attempt at a send, or an account created. */
  counts: 'failures' | 'attempts' | 'accounts';
  /** A second, longer window over the same hits: slows a steady stream that stays under `limit`. */
  sustained?: { limit: number; windowMs: number };
}

export const THROTTLE_RULES = {
  /** Every failed identity check from one address, whatever the form: sign-in passwords and passcodes, member details, recovery passcodes, security answers, current passwords. */
  // A lock after failed sign-ins ends by itself (src/auth/sign-in-lock.ts), so one address could
  // otherwise go on guessing at every account a few times each half hour, day after day.
  identityFailuresPerAddress: {
    limit: 30,
    windowMs: 15 * MINUTE,
    counts: 'failures',
    sustained: { limit: 100, windowMs: 24 * 60 * MINUTE },
  },
  /** Wrong passwords for one username, existing or not (an existing account also locks after the third, docs/product/session.md#session-account-lock). */
  signInFailuresPerUsername: { limit: 10, windowMs: 15 * MINUTE, counts: 'failures' },
  /** Wrong one-time passcodes for one account, at sign-in and in account recovery. */
  passcodeFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE, counts: 'failures' },
  /** Member details that match no member open to registration (verify-member and register): SSN last 4 has only 10,000 values. */
  memberMatchFailuresPerAddress: { limit: 10, windowMs: 15 * MINUTE, counts: 'failures' },
  /** The same, per member ID or SSN tried. */
  memberMatchFailuresPerIdentity: { limit: 5, windowMs: 15 * MINUTE, counts: 'failures' },
  /** Wrong security answers for one account (a recovery token also ends after 3, see public.ts). */
  securityAnswerFailuresPerAccount: { limit: 6, windowMs: 60 * MINUTE, counts: 'failures' },
  /** Wrong current passwords on the signed-in forms (password, email, phone, security questions, account deletion). */
  currentPasswordFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE, counts: 'failures' },

  /** Sign-in passcodes sent for one address (only after a right password). */
  signInPasscodeSendsPerAddress: { limit: 30, windowMs: 10 * MINUTE, counts: 'attempts' },
  /** Account-recovery passcodes asked for from one address (public: no password first). */
  recoveryPasscodeSendsPerAddress: { limit: 10, windowMs: 10 * MINUTE, counts: 'attempts' },
  /** Passcodes sent for one account, sign-in and recovery together. */
  passcodeSendsPerAccount: { limit: 5, windowMs: 10 * MINUTE, counts: 'attempts' },
  /** Passcodes sent to one email address or phone number. */
  passcodeSendsPerDestination: { limit: 5, windowMs: 10 * MINUTE, counts: 'attempts' },
  /** Forgot-username requests from one address. */
  usernameRemindersPerAddress: { limit: 10, windowMs: 15 * MINUTE, counts: 'attempts' },
  /** Forgot-username requests naming one email address or phone number. */
  usernameRemindersPerDestination: { limit: 3, windowMs: 15 * MINUTE, counts: 'attempts' },
  /** Public contact messages from one address. */
  contactMessagesPerAddress: { limit: 10, windowMs: 60 * MINUTE, counts: 'attempts' },
  /** Public contact messages giving one email address. */
  contactMessagesPerEmail: { limit: 5, windowMs: 60 * MINUTE, counts: 'attempts' },
  /** Username-availability checks from one address (the registration form asks once per username typed). */
  usernameChecksPerAddress: { limit: 60, windowMs: 5 * MINUTE, counts: 'attempts' },
  /** Availability checks of one username. */
  usernameChecksPerUsername: { limit: 20, windowMs: 5 * MINUTE, counts: 'attempts' },
  /** Availability checks under one registration token: enough to find a free name, not to walk a list. */
  usernameChecksPerRegistration: { limit: 20, windowMs: 30 * MINUTE, counts: 'attempts' },
  /** Admin console searches by one staff account: enough for a day's calls, not for walking the member list. */
  adminSearchesPerAccount: { limit: 60, windowMs: 5 * MINUTE, counts: 'attempts' },
  /** Online accounts created from one address. */
  registrationsPerAddress: { limit: 10, windowMs: 60 * MINUTE, counts: 'accounts' },
} as const satisfies Record<string, ThrottleRule>;

export type ThrottleRuleName = keyof typeof THROTTLE_RULES;

/** How long a hit can still count under some rule: the sliding windows keep hits this long. */
export const LONGEST_THROTTLE_WINDOW_MS = Math.max(
  ...Object.values(THROTTLE_RULES as Record<string, ThrottleRule>).map((rule) => Math.max(rule.windowMs, rule.sustained?.windowMs ?? 0)),
);

/** A rule and the address or identity it counts for. */
export type ThrottleCheck = readonly [rule: ThrottleRuleName, subject: string];

function keyOf([rule, subject]: ThrottleCheck): string {
  return `${rule}|${subject.trim().toLowerCase()}`;
}

/** Applies THROTTLE_RULES to the process's sliding windows. */
export class ThrottlePolicy {
  constructor(private readonly windows: Throttle) {}

  /** Seconds to wait before the attempt may go ahead (for Retry-After); 0 when every rule allows it. */
  retryAfterSeconds(checks: readonly ThrottleCheck[], now = Date.now()): number {
    let waitMs = 0;
    for (const check of checks) {
      const rule: ThrottleRule = THROTTLE_RULES[check[0]];
      for (const { limit, windowMs } of [rule, ...(rule.sustained ? [rule.sustained] : [])]) {
        waitMs = Math.max(waitMs, this.windows.waitMs(keyOf(check), limit, windowMs, now));
      }
    }
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  /** Counts one hit (a failure, an attempt or an account) under each check. */
  record(checks: readonly ThrottleCheck[], now = Date.now()): void {
    for (const check of checks) this.windows.record(keyOf(check), now);
  }

  /** Takes back the latest hit under each check: a passcode send whose passcode was then used. */
  forgive(checks: readonly ThrottleCheck[]): void {
    for (const check of checks) this.windows.forgive(keyOf(check));
  }
}
