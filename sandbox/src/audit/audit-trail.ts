import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { currentRequestTransaction } from '../db/request-transaction.ts';
import { auditLog, type AuditActorRole, type AuditOutcome } from '../db/schema.ts';

/*
 * The audit trail (sandbox/README.md#audit-trail): who read or changed whose
 * data, every refusal, and account events (sign-in, lock, password, ...). Rows go to the
 * append-only `audit_log` table (a trigger refuses UPDATE, DELETE and TRUNCATE; the development
 * reset keeps it). An entry holds no member data: ids, usernames, an action name, a route template
 * and a status, never names, birth dates, message text, amounts, emails or phones.
 * Entries are durable before the answer they are about leaves (see AuditTrail).
 */

export type AuditAction =
  | `${string}.read`
  | `${string}.change`
  | 'signin.success'
  | 'signin.failure'
  | 'account.created'
  | 'account.locked'
  | 'account.unlocked'
  /** Staff set a block date: sign-in refused from that day. */
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
   * Entries about one member's account (the staff audit view): about the member id, about
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

/** An entry in the column names of `audit_log`. */
interface AuditRow {
  at: string;
  actor: string;
  actor_role: AuditActorRole;
  subject_member_id: string | null;
  subject_username: string | null;
  action: string;
  outcome: AuditOutcome;
  route: string | null;
  status: number | null;
}

export interface AuditTrailOptions {
  /** Told about a batch that could not be written (the answers that waited for it fail instead). */
  onError?: (error: unknown) => void;
}

/**
 * Entries are durable before the answer that they are about leaves:
 * - inside a member API write (request-transaction.ts) an entry is written in that write's own
 *   transaction, so the change and its entries commit together or not at all;
 * - anywhere else entries are written together with the others of the same moment (one INSERT for
 *   all the requests in flight), and the answer waits for that write (`settled`, awaited by the
 *   app's onSend hook), so nothing a member read leaves the sandbox unaudited.
 */
export class AuditTrail {
  private nextBatch: { rows: AuditRow[]; written: Promise<void> } | undefined;
  private lastWrite: Promise<void> = Promise.resolve();
  private readonly onError: (error: unknown) => void;
  /** Entries recorded inside a request's transaction, written just before it commits. */
  private readonly inTransaction = new WeakMap<object, AuditRow[]>();

  constructor(
    private readonly db: Db,
    options: AuditTrailOptions = {},
  ) {
    this.onError = options.onError ?? (() => {});
  }

  /**
   * Records an entry, stamped now: in the request's transaction if there is one, else in the next
   * write. The promise says when it is in the table (it rejects if it could not be written).
   */
  record(entry: AuditEntry): Promise<void> {
    const row: AuditRow = {
      at: new Date().toISOString(),
      actor: entry.actor,
      actor_role: entry.actorRole,
      subject_member_id: entry.subjectMemberId ?? null,
      subject_username: entry.subjectUsername ?? null,
      action: entry.action,
      outcome: entry.outcome,
      route: entry.route ?? null,
      status: entry.status ?? null,
    };
    const transaction = currentRequestTransaction();
    if (transaction) {
      let rows = this.inTransaction.get(transaction);
      if (!rows) {
        rows = [];
        this.inTransaction.set(transaction, rows);
        const written = rows;
        transaction.beforeCommit.push((tx) => this.insert(tx, written.splice(0)));
      }
      rows.push(row);
      return Promise.resolve();
    }
    const batch = (this.nextBatch ??= this.startBatch());
    batch.rows.push(row);
    return batch.written;
  }

  /** The next write of the entries recorded outside a transaction: it starts on the next turn of the event loop. */
  private startBatch(): { rows: AuditRow[]; written: Promise<void> } {
    const rows: AuditRow[] = [];
    const written = this.lastWrite
      .catch(() => {})
      // Every request recording in this turn shares the INSERT.
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(async () => {
        if (this.nextBatch?.rows === rows) this.nextBatch = undefined;
        try {
          await this.insert(this.db, rows);
        } catch (error) {
          this.onError(error);
          throw error;
        }
      });
    // A caller may leave the promise alone; its failure is reported through onError.
    written.catch(() => {});
    this.lastWrite = written;
    return { rows, written };
  }

  /**
   * Writes the entries recorded so far in the current request's transaction, now, in it: the answer
   * of a write leaves after its entries are in (they commit with the write). If they cannot be
   * written, the write is rolled back and the error is thrown for the answer to say so.
   */
  async writeTransactionEntries(): Promise<void> {
    const transaction = currentRequestTransaction();
    const rows = transaction && this.inTransaction.get(transaction);
    if (!transaction || !rows || rows.length === 0) return;
    const batch = rows.splice(0);
    try {
      await this.insert(transaction.tx, batch);
    } catch (error) {
      transaction.rollbackOnly = true;
      this.onError(error);
      throw error;
    }
  }

  /** Resolves once the entries recorded so far outside a transaction are written (whether or not they could be). */
  async settled(): Promise<void> {
    await (this.nextBatch?.written ?? this.lastWrite).catch(() => {});
  }

  /**
   * One statement and one parameter per batch: the rows as JSON, unpacked by json_to_recordset.
   * On PGlite (single-threaded, in this process) that costs about a third of a multi-row VALUES
   * insert with nine parameters a row, which matters at thousands of reads a second.
   */
  private async insert(db: Db, rows: AuditRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db.execute(sql`
      insert into ${auditLog} (at, actor, actor_role, subject_member_id, subject_username, action, outcome, route, status)
      select at, actor, actor_role, subject_member_id, subject_username, action, outcome, route, status
      from json_to_recordset(${JSON.stringify(rows)}::json) as entry(
        at timestamptz, actor text, actor_role text, subject_member_id text, subject_username text,
        action text, outcome text, route text, status integer
      )`);
  }

  /** Entries matching every given filter, newest first (entries recorded before are written first). */
  async query(filter: AuditQuery): Promise<AuditRecord[]> {
    // Inside a write's transaction the database waits for that transaction: the entries of other
    // requests are read as they stand.
    if (!currentRequestTransaction()) await this.settled().catch(() => {});
    const where: SQL[] = [];
    if (filter.memberId) where.push(eq(auditLog.subjectMemberId, filter.memberId));
    if (filter.username) where.push(or(eq(auditLog.actor, filter.username), eq(auditLog.subjectUsername, filter.username))!);
    if (filter.account) {
      const { memberId, username } = filter.account;
      where.push(
        username
          ? or(eq(auditLog.subjectMemberId, memberId), eq(auditLog.subjectUsername, username), eq(auditLog.actor, username))!
          : eq(auditLog.subjectMemberId, memberId),
      );
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

  /** Writes what is recorded; call before the database closes. */
  async close(): Promise<void> {
    await this.settled().catch(() => {});
  }
}
