import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, type AuditActorRole, type AuditOutcome } from '../db/schema.ts';

/*
 * The audit trail (issue 20 item 6; sandbox/README.md "Audit trail"): who read or changed whose
 * data, every refusal, and account events (sign-in, lock, password, ...). Rows go to the
 * append-only `audit_log` table (a trigger refuses UPDATE, DELETE and TRUNCATE; the development
 * reset keeps it). An entry holds no member data: ids, usernames, an action name, a route template
 * and a status, never names, birth dates, message text, amounts, emails or phones.
 *
 * Entries are written in batches: `record` queues and returns at once, a flush a moment later (or
 * as soon as a batch is full) inserts many rows in one statement, so a member API read does not
 * wait for, or pay for, its own insert (see the load figures in sandbox/README.md).
 */

export type AuditAction =
  | `${string}.read`
  | `${string}.change`
  | 'signin.success'
  | 'signin.failure'
  | 'account.created'
  | 'account.locked'
  | 'account.unlocked'
  /** Staff set a block date (issue 24): sign-in refused from that day. */
  | 'account.blocked'
  /** Staff set an unblock date: the block ends that day. */
  | 'account.unblocked'
  | 'account.deleted'
  | 'password.changed'
  | 'password.reset'
  | 'email.changed'
  | 'phone.changed'
  | 'security-questions.changed'
  | 'mfa.changed'
  | 'family-access.changed'
  | 'session.revoked';

export interface AuditEntry {
  /** Username of the caller; 'anonymous' when nobody is signed in (or an unknown username at sign-in). */
  actor: string;
  actorRole: AuditActorRole;
  subjectMemberId?: string | null;
  subjectUsername?: string | null;
  action: AuditAction;
  outcome: AuditOutcome;
  /** Method and route template, e.g. 'GET /members/:memberId/claims': never a concrete URL. */
  route?: string | null;
  status?: number | null;
}

export type AuditRecord = typeof auditLog.$inferSelect;

/** A member whose data an answer returned: who the audit entry is about. */
export interface AuditedMember {
  memberId: string;
  /** The member's online account, if any. */
  username: string | null;
}

/**
 * One `session.revoked` entry per sign-in session (grant) that ended: a password reset or change, a
 * contact change, a deleted account (`GrantRegistry.revokeAccountGrants` returns how many).
 */
export function recordSessionsRevoked(audit: AuditTrail, count: number, entry: Omit<AuditEntry, 'action' | 'outcome'>): void {
  for (let i = 0; i < count; i += 1) audit.record({ ...entry, action: 'session.revoked', outcome: 'success' });
}

export interface AuditQuery {
  /** Entries about this member (subject_member_id). */
  memberId?: string;
  /** Entries by or about this username (actor or subject_username). */
  username?: string;
  /**
   * Entries about one member's account (the staff audit view, issue 24): about the member id, about
   * the username, or by the username.
   */
  account?: { memberId: string; username: string | null };
  action?: string;
  /** Entries with any of these actions. */
  actions?: readonly string[];
  outcome?: AuditOutcome;
  /** Entries at or after this time. */
  from?: Date;
  /** Entries at or before this time. */
  to?: Date;
  limit: number;
  offset?: number;
}

export const AUDIT_QUERY_MAX_LIMIT = 500;

/** A queued entry, in the column names of `audit_log`. */
interface PendingRow {
  row: {
    at: string;
    actor: string;
    actor_role: AuditActorRole;
    subject_member_id: string | null;
    subject_username: string | null;
    action: string;
    outcome: AuditOutcome;
    route: string | null;
    status: number | null;
  };
  attempts: number;
}

export interface AuditTrailOptions {
  /** How long a queued entry may wait for its batch (ms). */
  flushDelayMs?: number;
  /** Rows per INSERT; a full batch is written at once. */
  batchSize?: number;
  /** Told about a failed batch (it is retried twice, then dropped). */
  onError?: (error: unknown) => void;
}

export class AuditTrail {
  private pending: PendingRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private readonly flushDelayMs: number;
  private readonly batchSize: number;
  private readonly onError: (error: unknown) => void;

  constructor(
    private readonly db: Db,
    options: AuditTrailOptions = {},
  ) {
    this.flushDelayMs = options.flushDelayMs ?? 100;
    this.batchSize = options.batchSize ?? 250;
    this.onError = options.onError ?? (() => {});
  }

  /** Queues an entry, stamped now; it reaches the table within `flushDelayMs`. */
  record(entry: AuditEntry): void {
    this.pending.push({
      row: {
        at: new Date().toISOString(),
        actor: entry.actor,
        actor_role: entry.actorRole,
        subject_member_id: entry.subjectMemberId ?? null,
        subject_username: entry.subjectUsername ?? null,
        action: entry.action,
        outcome: entry.outcome,
        route: entry.route ?? null,
        status: entry.status ?? null,
      },
      attempts: 0,
    });
    if (this.pending.length >= this.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushDelayMs).unref();
  }

  /** Writes every queued entry. Concurrent calls share one run. */
  flush(): Promise<void> {
    this.flushing ??= this.writeAll().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async writeAll(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.pending.length) {
      // Let waiting requests run between batches: PGlite works on this thread.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = this.pending.splice(0, this.batchSize);
      try {
        await this.insert(batch.map((p) => p.row));
      } catch (error) {
        this.onError(error);
        const retry = batch.filter((p) => ++p.attempts < 3);
        this.pending.unshift(...retry);
        if (this.pending.length) this.timer ??= setTimeout(() => void this.flush(), this.flushDelayMs * 10).unref();
        return;
      }
    }
  }

  /**
   * One statement and one parameter per batch: the rows as JSON, unpacked by json_to_recordset.
   * On PGlite (single-threaded, in this process) that costs about a third of a multi-row VALUES
   * insert with nine parameters a row, which matters at thousands of reads a second.
   */
  private async insert(rows: PendingRow['row'][]): Promise<void> {
    await this.db.execute(sql`
      insert into ${auditLog} (at, actor, actor_role, subject_member_id, subject_username, action, outcome, route, status)
      select at, actor, actor_role, subject_member_id, subject_username, action, outcome, route, status
      from json_to_recordset(${JSON.stringify(rows)}::json) as entry(
        at timestamptz, actor text, actor_role text, subject_member_id text, subject_username text,
        action text, outcome text, route text, status integer
      )`);
  }

  /** Entries matching every given filter, newest first (queued entries are written first). */
  async query(filter: AuditQuery): Promise<AuditRecord[]> {
    await this.flush();
    const where: SQL[] = [];
    if (filter.memberId) where.push(eq(auditLog.subjectMemberId, filter.memberId));
    if (filter.username) where.push(or(eq(auditLog.actor, filter.username), eq(auditLog.subjectUsername, filter.username))!);
    if (filter.account) {
      const { memberId, username } = filter.account;
      where.push(username
        ? or(eq(auditLog.subjectMemberId, memberId), eq(auditLog.subjectUsername, username), eq(auditLog.actor, username))!
        : eq(auditLog.subjectMemberId, memberId));
    }
    if (filter.action) where.push(eq(auditLog.action, filter.action));
    if (filter.actions) where.push(filter.actions.length ? inArray(auditLog.action, [...filter.actions]) : sql`false`);
    if (filter.outcome) where.push(eq(auditLog.outcome, filter.outcome));
    if (filter.from) where.push(gte(auditLog.at, filter.from));
    if (filter.to) where.push(lte(auditLog.at, filter.to));
    const limit = Math.max(1, Math.min(AUDIT_QUERY_MAX_LIMIT, Math.floor(filter.limit)));
    return this.db
      .select()
      .from(auditLog)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(Math.max(0, Math.floor(filter.offset ?? 0)));
  }

  /** Writes what is queued; call before the database closes. */
  async close(): Promise<void> {
    await this.flush();
  }
}
