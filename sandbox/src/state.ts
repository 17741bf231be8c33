/** Process-local state that a reset clears: injected faults, throttle windows, sign-in steps. */

export interface Fault {
  path: RegExp;
  source: string;
  status?: number;
  delayMs?: number;
  malformed?: boolean;
}

/** Sliding-window counters for throttling (per account, per address). */
export class Throttle {
  private readonly hits = new Map<string, number[]>();

  /** Records a hit and tells whether the key is still within `limit` hits per `windowMs`. */
  hit(key: string, limit: number, windowMs: number, now = Date.now()): boolean {
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < windowMs);
    recent.push(now);
    this.hits.set(key, recent);
    return recent.length <= limit;
  }

  clear(): void {
    this.hits.clear();
  }
}

export interface SignInStep {
  username: string;
  passwordVerifiedAt: number;
  passcodeId?: string;
  channel?: 'email' | 'text';
  maskedAddress?: string;
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
  readonly throttle = new Throttle();
  /** Sign-in progress per interaction uid (password verified, passcode sent). */
  readonly signInSteps = new Map<string, SignInStep>();
  /** Account-recovery tokens (after a verified passcode), by token. */
  readonly recoveryTokens = new Map<string, { username: string; expiresAt: number }>();
  /** Recovery passcode ids handed out by the recovery calls, by id. */
  readonly recoveryPasscodes = new Map<string, { username: string }>();
  /** Bumped on reset and on writes that change access rights, to drop cached lookups. */
  generation = 0;

  /** GET responses of the member API by caller and URL, valid while `generation` is unchanged. */
  readonly readCache = new Map<string, { generation: number; body: string }>();

  /** Chats with the simulated provider, oldest first. */
  readonly chatSessions = new Map<string, ChatSessionRecord>();

  reset(): void {
    this.faults = [];
    this.throttle.clear();
    this.signInSteps.clear();
    this.recoveryTokens.clear();
    this.recoveryPasscodes.clear();
    this.readCache.clear();
    this.chatSessions.clear();
    this.generation += 1;
  }

  faultFor(url: string): Fault | undefined {
    return this.faults.find((f) => f.path.test(url));
  }
}
