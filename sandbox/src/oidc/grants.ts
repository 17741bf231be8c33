import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oidcPayloads } from '../db/schema.ts';

/*
 * Grants are the sign-in sessions of the identity provider (one per sign-in of the portal client):
 * every access token carries its grant's id (`gid`, see provider.ts extraTokenClaims), and the
 * member API and FHIR refuse a token whose grant is gone (sandbox/README.md#sessions). A grant
 * goes when the portal revokes its refresh token at sign-out, when a rotated refresh token is
 * reused, when the password changes, and at the end of its absolute lifetime.
 */

interface CachedGrant {
  active: boolean;
  /** When the grant's absolute lifetime ends (ms), for active grants. */
  expiresAt: number | null;
  checkedAt: number;
}

/**
 * Whether grants still exist, cached per process so that a member API read costs no database query
 * (the load bench reads at 50 connections). A revoked grant never comes back, so "gone" is cached
 * for good; "active" is re-read after RECHECK_MS in case something outside this process (another
 * sandbox on the same PostgreSQL) revoked it. Revocations in this process drop the entry at once:
 * oidc-provider's `grant.revoked` and `grant.destroyed` events and revokeAccountGrants() call forget().
 */
export class GrantRegistry {
  static readonly RECHECK_MS = 30_000;
  private static readonly MAX_ENTRIES = 10_000;
  private readonly cache = new Map<string, CachedGrant>();
  private readonly lookups = new Map<string, Promise<boolean>>();

  constructor(private readonly db: Db) {}

  /** Whether the grant exists and has not expired. */
  isActive(grantId: string, now = Date.now()): boolean | Promise<boolean> {
    const hit = this.cache.get(grantId);
    if (hit && !hit.active) return false;
    if (hit && now - hit.checkedAt < GrantRegistry.RECHECK_MS) return hit.expiresAt === null || hit.expiresAt > now;
    let lookup = this.lookups.get(grantId);
    if (!lookup) {
      lookup = this.lookUp(grantId).finally(() => this.lookups.delete(grantId));
      this.lookups.set(grantId, lookup);
    }
    return lookup;
  }

  private async lookUp(grantId: string): Promise<boolean> {
    const rows = await this.db
      .select({ expiresAt: oidcPayloads.expiresAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, 'Grant'), eq(oidcPayloads.id, grantId)))
      .limit(1);
    const now = Date.now();
    const row = rows[0];
    const active = Boolean(row) && (!row!.expiresAt || row!.expiresAt.getTime() > now);
    // A revocation that landed while the query ran wins: never turn a forgotten grant active again.
    if (this.cache.get(grantId)?.active === false) return false;
    if (this.cache.size >= GrantRegistry.MAX_ENTRIES) this.cache.clear();
    this.cache.set(grantId, { active, expiresAt: row?.expiresAt?.getTime() ?? null, checkedAt: now });
    return active;
  }

  /** The grant is gone: refuse its access tokens from now on. */
  forget(grantId: string): void {
    if (this.cache.size >= GrantRegistry.MAX_ENTRIES) this.cache.clear();
    this.cache.set(grantId, { active: false, expiresAt: null, checkedAt: Date.now() });
  }

  /**
   * Ends sign-in sessions of an account: its grants with their refresh tokens and codes, and the
   * provider sessions that point at them. `except` keeps the caller's own grant (a password or
   * contact change ends the OTHER sessions; a password reset ends them all). Returns how many grants
   * ended.
   */
  async revokeAccountGrants(accountId: string, opts: { except?: string } = {}): Promise<number> {
    const grants = await this.db
      .select({ id: oidcPayloads.id })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, 'Grant'), sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`));
    const ids = grants.map((g) => g.id).filter((id) => id !== opts.except);
    if (!ids.length) return 0;
    // Forget first: a request that arrives while the rows are being deleted is refused already.
    for (const id of ids) this.forget(id);
    const sessions = await this.db
      .select({ id: oidcPayloads.id, payload: oidcPayloads.payload })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, 'Session'), sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`));
    const revoked = new Set(ids);
    const endedSessions = sessions.filter((s) => sessionGrantIds(s.payload).some((id) => revoked.has(id))).map((s) => s.id);
    // One statement: the grants, everything issued under them (refresh tokens, codes), their sessions.
    await this.db
      .delete(oidcPayloads)
      .where(
        or(
          inArray(oidcPayloads.grantId, ids),
          and(eq(oidcPayloads.model, 'Grant'), inArray(oidcPayloads.id, ids)),
          endedSessions.length ? and(eq(oidcPayloads.model, 'Session'), inArray(oidcPayloads.id, endedSessions)) : undefined,
        ),
      );
    return ids.length;
  }
}

/** Grant ids a stored oidc-provider Session points at (`authorizations[clientId].grantId`). */
function sessionGrantIds(payload: Record<string, unknown>): string[] {
  const authorizations = payload.authorizations;
  if (!authorizations || typeof authorizations !== 'object') return [];
  return Object.values(authorizations as Record<string, { grantId?: unknown }>)
    .map((a) => a?.grantId)
    .filter((id): id is string => typeof id === 'string');
}
