import type { AuditedMember } from './audit/audit-trail.ts';
import { lockEndsAt, NO_SIGN_IN_FAILURES, SIGN_IN_LOCK_MS, type SignInFailures } from './auth/sign-in-lock.ts';
import { LONGEST_THROTTLE_WINDOW_MS, ThrottlePolicy, type ThrottleCheck } from './auth/throttle-policy.ts';
import type { DecoyPasscode } from './services/outbox.ts';

/** Process-local state that a reset clears: injected faults, throttle windows, sign-in steps. */

export interface Fault {
  path: RegExp;
  source: string;
  status?: number;
  delayMs?: number;
  malformed?: boolean;
}

/**
 * Sliding-window counters for throttling (per address, per identity). Times are milliseconds.
 * The limits themselves live in src/auth/throttle-policy.ts.
 */
export class Throttle {
  private readonly hits = new Map<string, number[]>();
  /** Beyond this many keys, keys with no hit in the last `forgetAfterMs` are dropped. */
  private static readonly SWEEP_ABOVE_KEYS = 20_000;

  constructor(private readonly forgetAfterMs = 60 * 60_000) {}

  private recent(key: string, windowMs: number, now: number): number[] {
    return (this.hits.get(key) ?? []).filter((t) => now - t < windowMs);
  }

  /** Milliseconds until `key` has fewer than `limit` hits in `windowMs`; 0 when it already has. */
  waitMs(key: string, limit: number, windowMs: number, now = Date.now()): number {
    const recent = this.recent(key, windowMs, now);
    if (recent.length < limit) return 0;
    // Hits are in time order: once the oldest `recent.length - limit + 1` have left the window, one more is allowed.
    return recent[recent.length - limit]! + windowMs - now;
  }

  record(key: string, now = Date.now()): void {
    const list = this.hits.get(key) ?? [];
    list.push(now);
    this.hits.set(
      key,
      list.filter((t) => now - t < this.forgetAfterMs),
    );
    if (this.hits.size > Throttle.SWEEP_ABOVE_KEYS) this.sweep(now);
  }

  /** Takes back the latest hit of `key` (an attempt that turned out legitimate). */
  forgive(key: string): void {
    const list = this.hits.get(key);
    if (!list?.length) return;
    list.pop();
    if (!list.length) this.hits.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, list] of this.hits) {
      if (!list.length || now - list[list.length - 1]! >= this.forgetAfterMs) this.hits.delete(key);
    }
  }

  clear(): void {
    this.hits.clear();
  }
}

/**
 * Failed sign-ins of usernames that have no account:
 * an account locks at its third failed sign-in (LOG-0018, then LOG-0015, until the lock ends), so an
 * unknown username has to "lock" the same way, or the lock would tell which usernames exist. Each
 * keeps the record an account keeps (src/auth/sign-in-lock.ts) for as long as it still matters: while
 * its failures count toward a lock or its lock lasts. At most MAX_USERNAMES names: when that many
 * still matter, the one whose latest failure is oldest is forgotten first. Cleared by a reset.
 */
export class UnknownUsernameFailures {
  static readonly MAX_USERNAMES = 100_000;
  private readonly records = new Map<string, SignInFailures>();

  /** The username's record (no failures when none is kept, or it no longer matters). */
  get(username: string, now = new Date()): SignInFailures {
    const record = this.records.get(username);
    if (!record || !UnknownUsernameFailures.matters(record, now)) return NO_SIGN_IN_FAILURES;
    return record;
  }

  set(username: string, record: SignInFailures, now = new Date()): void {
    this.records.delete(username);
    if (this.records.size >= UnknownUsernameFailures.MAX_USERNAMES) this.makeRoom(now);
    this.records.set(username, record);
  }

  /** The username now belongs to an account, which keeps its own record. */
  forget(username: string): void {
    this.records.delete(username);
  }

  clear(): void {
    this.records.clear();
  }

  private static matters(record: SignInFailures, now: Date): boolean {
    const last = record.lastFailedSignInAt?.getTime() ?? 0;
    return now.getTime() - last < SIGN_IN_LOCK_MS || lockEndsAt(record, now) !== null;
  }

  /** Drops the records that no longer matter; if none does, the oldest (records are kept in the order of their latest failure). */
  private makeRoom(now: Date): void {
    for (const [name, record] of this.records) if (!UnknownUsernameFailures.matters(record, now)) this.records.delete(name);
    if (this.records.size >= UnknownUsernameFailures.MAX_USERNAMES) this.records.delete(this.records.keys().next().value!);
  }
}

export interface RecoveryPasscode {
  username: string;
  sendChecks: readonly ThrottleCheck[];
  /** Set when the request matched no account: attempts and expiry of a passcode that does not exist. */
  decoy?: DecoyPasscode;
}

/** Recovery passcode ids, at most MAX_ENTRIES (the oldest forgotten first: a passcode lives 5 minutes). */
export class RecoveryPasscodes extends Map<string, RecoveryPasscode> {
  static readonly MAX_ENTRIES = 20_000;

  override set(id: string, entry: RecoveryPasscode): this {
    if (!this.has(id) && this.size >= RecoveryPasscodes.MAX_ENTRIES) this.delete(this.keys().next().value!);
    return super.set(id, entry);
  }
}

/**
 * Proofs that a person passed registration's identity step (verify-member), by token: what the
 * username check of the next step asks for. At most MAX_ENTRIES (the oldest forgotten first).
 */
export class RegistrationTokens extends Map<string, { memberId: string; expiresAt: number }> {
  static readonly MAX_ENTRIES = 20_000;
  /** How long a verified identity may go on to choose a username. */
  static readonly LIFETIME_MS = 30 * 60_000;

  override set(token: string, entry: { memberId: string; expiresAt: number }): this {
    if (!this.has(token) && this.size >= RegistrationTokens.MAX_ENTRIES) this.delete(this.keys().next().value!);
    return super.set(token, entry);
  }

  /** The member a live token was issued for; undefined for an unknown or expired one. */
  memberOf(token: string, now = Date.now()): string | undefined {
    const entry = this.get(token);
    return entry && entry.expiresAt > now ? entry.memberId : undefined;
  }
}

export interface SignInStep {
  username: string;
  passwordVerifiedAt: number;
  passcodeId?: string;
  channel?: 'email' | 'text';
  maskedAddress?: string;
  /** The throttle hits of the latest passcode send, forgiven once the passcode is used. */
  sendChecks?: readonly ThrottleCheck[];
}

/** A chat with the simulated provider (development routes, `/sandbox/chat`). */
export interface ChatSessionRecord {
  sessionId: string;
  campaign: string;
  timeZone: string;
  contactName: string | null;
  agentName: string;
  state: 'accepted' | 'ended';
  endedBy: 'member' | 'agent' | null;
  messages: { id: number; from: 'member' | 'agent'; text: string; sentAt: string }[];
}

export class RuntimeState {
  faults: Fault[] = [];
  readonly throttle = new Throttle(LONGEST_THROTTLE_WINDOW_MS);
  /** The limits of src/auth/throttle-policy.ts over `throttle`'s windows. */
  readonly throttles = new ThrottlePolicy(this.throttle);
  /** Failed sign-ins of usernames with no account, locked at the third like an account, for as long. */
  readonly unknownUsernameFailures = new UnknownUsernameFailures();
  /** Sign-in progress per interaction uid (password verified, passcode sent). */
  readonly signInSteps = new Map<string, SignInStep>();
  /** Account-recovery tokens (after a verified passcode), by token. */
  readonly recoveryTokens = new Map<string, { username: string; expiresAt: number; wrongAnswers: number }>();
  /**
   * Recovery passcode ids handed out by the recovery calls, by id, with the throttle hits of their
   * send; a request that matched no account gets a decoy (the username as typed, no passcode).
   */
  readonly recoveryPasscodes = new RecoveryPasscodes();
  /** Registration tokens handed out by verify-member (the username check asks for one). */
  readonly registrationTokens = new RegistrationTokens();
  /** Bumped on reset and on writes that change access rights, to drop cached lookups. */
  generation = 0;

  /**
   * GET responses of the member API by caller and URL, valid while `generation` is unchanged, with
   * the members whose data each returned (for the audit entries of the answers served from here).
   */
  readonly readCache = new Map<string, { generation: number; body: string; membersReturned?: readonly AuditedMember[] }>();

  /** Chats with the simulated provider, oldest first. */
  readonly chatSessions = new Map<string, ChatSessionRecord>();

  reset(): void {
    this.faults = [];
    this.throttle.clear();
    this.unknownUsernameFailures.clear();
    this.signInSteps.clear();
    this.recoveryTokens.clear();
    this.recoveryPasscodes.clear();
    this.registrationTokens.clear();
    this.readCache.clear();
    this.chatSessions.clear();
    this.generation += 1;
  }

  faultFor(url: string): Fault | undefined {
    return this.faults.find((f) => f.path.test(url));
  }
}
